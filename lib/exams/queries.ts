import "server-only";
import { asc, desc, eq, sql } from "drizzle-orm";
import { unstable_cache } from "next/cache";
import { db } from "../db/client";
import { examDocuments, storedFiles } from "../db/schema";
import { CACHE_TAGS } from "../cache-tags";
import { isId } from "../ids";
import { fileUrl } from "../files/urls";

/** An exam document as readers see it: `url` is the stored PDF's path on this site, or the link elsewhere. */
export type ExamDocumentRecord = {
  id: string;
  title: string;
  section: string;
  url: string;
  /** The stored PDF; null for a link. */
  fileId: string | null;
  createdAt: string;
};

const selection = { document: examDocuments, file: { id: storedFiles.id, originalName: storedFiles.originalName } };

function toRecord({ document: d, file }: { document: typeof examDocuments.$inferSelect; file: { id: string; originalName: string } | null }): ExamDocumentRecord {
  return {
    id: d.id,
    title: d.title,
    section: d.section,
    url: file ? fileUrl(file.id, file.originalName) : (d.link ?? ""),
    fileId: file?.id ?? null,
    createdAt: d.createdAt.toISOString(),
  };
}

export type ExamDocumentFilter = { section?: string; page: number; limit: number };

async function readExamDocuments(filter: ExamDocumentFilter): Promise<{ items: ExamDocumentRecord[]; totalItems: number }> {
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
    db().select({ n: sql<number>`count(*)::int` }).from(examDocuments).where(where),
  ]);
  return { items: rows.map(toRecord), totalItems: total?.n ?? 0 };
}

/** One page of exam documents, newest first, with the number of all that match. */
export const listExamDocuments = unstable_cache(readExamDocuments, ["exams:list"], { tags: [CACHE_TAGS.exams] });

/** One exam document by id; not cached (writes use it). */
export async function findExamDocument(id: string): Promise<ExamDocumentRecord | undefined> {
  if (!isId(id)) return undefined;
  const [row] = await db().select(selection).from(examDocuments).leftJoin(storedFiles, eq(storedFiles.id, examDocuments.fileId)).where(eq(examDocuments.id, id));
  return row ? toRecord(row) : undefined;
}
