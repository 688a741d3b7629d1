import { eq } from "drizzle-orm";
import { invalidateCacheTags } from "../cache/invalidate";
import { db } from "../db/client";
import { examDocuments } from "../db/schema";
import { actorLabel, requireRole, type Actor } from "../auth/actor";
import { recordAudit } from "../audit/record";
import { NotFoundError, ValidationError } from "../errors";
import { newId, parseId } from "../ids";
import { parseInput } from "../validation";
import { CACHE_TAGS } from "../cache-tags";
import { releaseFileRow, removeBytesIfUnreferenced, writeWithFile } from "../files/service";
import { acceptPdf, isNoFile } from "../files/upload";
import { findExamDocument, type ExamDocumentRecord } from "./queries";
import { newExamDocumentSchema } from "./schema";

/**
 * Adding and removing the examination branch's documents (Editor or Admin): a PDF checked and
 * stored as notices' PDFs are, or a link to a page elsewhere (a fee-payment portal).
 */

function notFound(id: string): NotFoundError {
  return new NotFoundError(`Cannot find exam document with id: ${id}`);
}

function invalidateExams(): Promise<void> {
  return invalidateCacheTags(CACHE_TAGS.exams);
}

/** POST /exam: `title`, `section`, and either the `pdf` file or a `link`. */
export async function createExamDocument(
  actor: Actor,
  fields: unknown,
  file: File | undefined,
): Promise<ExamDocumentRecord> {
  requireRole(actor, "Editor");
  const data = parseInput(newExamDocumentSchema, fields);
  const pdfFile = isNoFile(file) ? undefined : file;
  if (!pdfFile && !data.link) throw new ValidationError("pdf: attach the PDF, or give a link to the document.", "pdf");
  if (pdfFile && data.link) throw new ValidationError("link: give either a PDF or a link, not both.", "link");
  const pdf = pdfFile ? await acceptPdf(pdfFile) : undefined;
  const id = await writeWithFile(pdf, async (tx, fileId) => {
    const [row] = await tx
      .insert(examDocuments)
      .values({
        id: newId(),
        title: data.title,
        section: data.section,
        fileId: fileId ?? null,
        link: data.link ?? null,
        uploadedBy: actorLabel(actor),
      })
      .returning();
    await recordAudit(tx, actor, { action: "exam.create", entityType: "exam_document", entityId: row!.id, after: row });
    return row!.id;
  });
  await invalidateExams();
  const created = await findExamDocument(id);
  if (!created) throw notFound(id);
  return created;
}

/** DELETE /exam/{id}: the document, and its PDF when no other record uses it. */
export async function deleteExamDocument(actor: Actor, id: string): Promise<void> {
  requireRole(actor, "Editor");
  const documentId = parseId(id);
  const released = await db().transaction(async (tx) => {
    const [before] = await tx.select().from(examDocuments).where(eq(examDocuments.id, documentId)).for("update");
    if (!before) throw notFound(documentId);
    await tx.delete(examDocuments).where(eq(examDocuments.id, documentId));
    const file = before.fileId ? await releaseFileRow(tx, before.fileId) : undefined;
    await recordAudit(tx, actor, { action: "exam.delete", entityType: "exam_document", entityId: documentId, before });
    return file;
  });
  if (released) await removeBytesIfUnreferenced(released);
  await invalidateExams();
}
