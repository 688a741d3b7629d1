import "server-only";
import { asc, desc, eq, max, sql } from "drizzle-orm";
import { unstable_cache } from "next/cache";
import { db } from "../db/client";
import { examDocuments, storedFiles } from "../db/schema";
import { CACHE_TAGS } from "../cache-tags";
import { isId } from "../ids";
import { fileUrl } from "../files/urls";
import { requireRole, type Actor } from "../auth/actor";

/** The stored PDF of an exam document, as pages describe it ("PDF, 120 KB") and staff check it. */
export type ExamDocumentFile = {
  sizeBytes: number;
  contentType: string;
  originalName: string;
  hasTextLayer: boolean | null;
};

/** An exam document as readers see it: `url` is the stored PDF's path on this site, or the link elsewhere. */
export type ExamDocumentRecord = {
  id: string;
  title: string;
  section: string;
  url: string;
  /** The stored PDF; null for a link. */
  fileId: string | null;
  file: ExamDocumentFile | null;
  uploadedBy: string;
  createdAt: string;
};

const selection = {
  document: examDocuments,
  file: {
    id: storedFiles.id,
    originalName: storedFiles.originalName,
    sizeBytes: storedFiles.sizeBytes,
    contentType: storedFiles.contentType,
    hasTextLayer: storedFiles.hasTextLayer,
  },
};

type Row = { document: typeof examDocuments.$inferSelect; file: (ExamDocumentFile & { id: string }) | null };

function toRecord({ document: d, file }: Row): ExamDocumentRecord {
  return {
    id: d.id,
    title: d.title,
    section: d.section,
    url: file ? fileUrl(file.id, file.originalName) : (d.link ?? ""),
    fileId: file?.id ?? null,
    file: file
      ? {
          sizeBytes: file.sizeBytes,
          contentType: file.contentType,
          originalName: file.originalName,
          hasTextLayer: file.hasTextLayer,
        }
      : null,
    uploadedBy: d.uploadedBy,
    createdAt: d.createdAt.toISOString(),
  };
}

export type ExamDocumentFilter = { section?: string; page: number; limit: number };
export type ExamDocumentPage = { items: ExamDocumentRecord[]; totalItems: number };

async function readExamDocuments(filter: ExamDocumentFilter): Promise<ExamDocumentPage> {
  const where = filter.section ? eq(examDocuments.section, filter.section) : undefined;
  const [rows, [total]] = await Promise.all([
    db()
      .select(selection)
      .from(examDocuments)
      .leftJoin(storedFiles, eq(storedFiles.id, examDocuments.fileId))
      .where(where)
      .orderBy(desc(examDocuments.createdAt), asc(examDocuments.id))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    db()
      .select({ n: sql<number>`count(*)::int` })
      .from(examDocuments)
      .where(where),
  ]);
  return { items: rows.map(toRecord), totalItems: total?.n ?? 0 };
}

/** One page of exam documents, newest first, with the number of all that match. */
export const listExamDocuments = unstable_cache(readExamDocuments, ["exams:list"], { tags: [CACHE_TAGS.exams] });

/**
 * One page of the staff list (Editor or Admin), read past the cache so that staff see the state
 * their own last action left.
 */
export async function listExamDocumentsForStaff(actor: Actor, filter: ExamDocumentFilter): Promise<ExamDocumentPage> {
  requireRole(actor, "Editor");
  return readExamDocuments(filter);
}

async function readExamSectionUpdates(): Promise<Record<string, string>> {
  const rows = await db()
    .select({ section: examDocuments.section, updatedAt: max(examDocuments.updatedAt) })
    .from(examDocuments)
    .groupBy(examDocuments.section);
  return Object.fromEntries(rows.flatMap((r) => (r.updatedAt ? [[r.section, r.updatedAt.toISOString()]] : [])));
}

/** When each exam section last changed (newest updatedAt of its documents): the sitemap's lastmod. */
export const listExamSectionUpdates = unstable_cache(readExamSectionUpdates, ["exams:section-updates"], {
  tags: [CACHE_TAGS.exams],
});

/** One exam document by id; not cached (writes use it). */
export async function findExamDocument(id: string): Promise<ExamDocumentRecord | undefined> {
  if (!isId(id)) return undefined;
  const [row] = await db()
    .select(selection)
    .from(examDocuments)
    .leftJoin(storedFiles, eq(storedFiles.id, examDocuments.fileId))
    .where(eq(examDocuments.id, id));
  return row ? toRecord(row) : undefined;
}
