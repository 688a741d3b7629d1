import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { requireRole, type Actor } from "../auth/actor";
import { recordAudit } from "../audit/record";
import { CACHE_TAGS } from "../cache-tags";
import { invalidateCacheTags } from "../cache/invalidate";
import { db } from "../db/client";
import { documentTexts, notices, storedFiles } from "../db/schema";
import { NotFoundError, ValidationError } from "../errors";
import { isId } from "../ids";
import { ocrTools } from "./engine";
import { checkForScannedDocuments } from "./runner";

/** Who looks after documents' texts: those who publish the documents. */
const STAFF_ROLES = ["Editor", "Publisher"] as const;

export const MAX_DOCUMENT_TEXT_LENGTH = 200_000;

export type DocumentTextState = "none" | "pending" | "running" | "done" | "failed" | "skipped";

export type DocumentTextRow = {
  fileId: string;
  name: string;
  sizeBytes: number;
  pageCount: number | null;
  uploadedAt: string;
  state: DocumentTextState;
  source: "ocr" | "staff" | null;
  text: string;
  error: string | null;
  updatedAt: string | null;
  /** Notices that show this document, so staff know what it is. */
  usedBy: string[];
};

/**
 * Every public scanned PDF (without a text layer, or found to be a scan), with the state of its
 * text: those still without text first. Staff read this to see what a screen-reader user cannot yet read.
 */
export async function listScannedDocuments(actor: Actor): Promise<{ rows: DocumentTextRow[]; ocr: string | null }> {
  requireRole(actor, ...STAFF_ROLES);
  const rows = await db()
    .select({
      file: storedFiles,
      text: documentTexts,
      usedBy: sql<
        string[]
      >`coalesce((select array_agg(n.title order by n.created_at desc) from ${notices} n where n.file_id = ${storedFiles.id}), '{}')`,
    })
    .from(storedFiles)
    .leftJoin(documentTexts, eq(documentTexts.fileId, storedFiles.id))
    .where(and(eq(storedFiles.contentType, "application/pdf"), eq(storedFiles.private, false), isScanned))
    .orderBy(sql`case when ${documentTexts.status} = 'done' then 1 else 0 end`, desc(storedFiles.createdAt));
  const tools = await ocrTools();
  return {
    ocr: tools.available ? null : tools.reason,
    rows: rows.map(({ file, text, usedBy }) => ({
      fileId: file.id,
      name: file.originalName,
      sizeBytes: file.sizeBytes,
      pageCount: file.pageCount,
      uploadedAt: file.createdAt.toISOString(),
      state: (text?.status as DocumentTextState | undefined) ?? "none",
      source: (text?.source as "ocr" | "staff" | undefined) ?? null,
      text: text?.text ?? "",
      error: text?.error ?? null,
      updatedAt: text?.updatedAt.toISOString() ?? null,
      usedBy,
    })),
  };
}

/** A PDF with no text layer, or one the queue found to be a scan (not yet looked at: not listed). */
const isScanned = sql`(${storedFiles.hasTextLayer} = false or exists (select 1 from ${documentTexts} d where d.file_id = ${storedFiles.id} and d.status in ('running', 'done', 'failed')))`;

const textInput = z
  .string()
  .transform((value) => value.replace(/\r\n?/g, "\n").trim())
  .pipe(
    z
      .string()
      .min(1, "Write the document's text, or ask for it to be read again.")
      .max(MAX_DOCUMENT_TEXT_LENGTH, `At most ${MAX_DOCUMENT_TEXT_LENGTH.toLocaleString("en-IN")} characters.`),
  );

async function scannedDocument(fileId: string) {
  const [file] = isId(fileId)
    ? await db()
        .select({ id: storedFiles.id, name: storedFiles.originalName })
        .from(storedFiles)
        .where(
          and(
            eq(storedFiles.id, fileId),
            eq(storedFiles.contentType, "application/pdf"),
            eq(storedFiles.private, false),
            isScanned,
          ),
        )
    : [];
  if (!file) throw new NotFoundError("No scanned document has this id");
  return file;
}

/** Staff write or correct a document's text; it then stands against any later OCR. */
export async function saveDocumentText(actor: Actor, fileId: string, input: unknown): Promise<void> {
  requireRole(actor, ...STAFF_ROLES);
  const parsed = textInput.safeParse(input);
  if (!parsed.success) throw new ValidationError(parsed.error.issues[0]!.message, "text");
  const file = await scannedDocument(fileId);
  await db().transaction(async (tx) => {
    const [before] = await tx.select().from(documentTexts).where(eq(documentTexts.fileId, file.id)).for("update");
    const values = {
      status: "done",
      source: "staff",
      text: parsed.data,
      error: null,
      updatedBy: actor.kind === "user" ? actor.email : null,
      updatedAt: new Date(),
    };
    await tx
      .insert(documentTexts)
      .values({ fileId: file.id, ...values })
      .onConflictDoUpdate({ target: documentTexts.fileId, set: values });
    await recordAudit(tx, actor, {
      action: "document-text.update",
      entityType: "document",
      entityId: file.id,
      before: before ? { source: before.source, text: before.text } : null,
      after: { source: "staff", text: parsed.data },
    });
  });
  await invalidateCacheTags(CACHE_TAGS.notices, CACHE_TAGS.content);
}

/** Staff ask for a document to be read again by OCR (after a failure, or to replace a poor reading). */
export async function rereadDocument(actor: Actor, fileId: string): Promise<void> {
  requireRole(actor, ...STAFF_ROLES);
  const file = await scannedDocument(fileId);
  const tools = await ocrTools();
  if (!tools.available) throw new ValidationError(`This server cannot read documents: ${tools.reason}.`);
  await db().transaction(async (tx) => {
    const values = { status: "pending", source: "ocr", attempts: 0, error: null, updatedAt: new Date() };
    await tx
      .insert(documentTexts)
      .values({ fileId: file.id, ...values })
      .onConflictDoUpdate({ target: documentTexts.fileId, set: values });
    await recordAudit(tx, actor, { action: "document-text.reread", entityType: "document", entityId: file.id });
  });
  void checkForScannedDocuments();
}
