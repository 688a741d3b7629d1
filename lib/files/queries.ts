import "server-only";
import { eq } from "drizzle-orm";
import { db } from "../db/client";
import { admissionRounds, examDocuments, faculty, notices, storedFiles, submissions } from "../db/schema";
import { isId } from "../ids";

export type StoredFile = typeof storedFiles.$inferSelect;

export async function findStoredFile(id: string): Promise<StoredFile | undefined> {
  if (!isId(id)) return undefined;
  const [row] = await db().select().from(storedFiles).where(eq(storedFiles.id, id));
  return row;
}

/**
 * Attachments of visitors' submissions hold personal data: only staff may read them. Files are
 * stored once per content, so bytes that a public record (a notice, an exam document, a faculty
 * photo, a round's process PDF) also uses stay public.
 */
export async function isPrivateFile(fileId: string): Promise<boolean> {
  const [attached] = await db()
    .select({ id: submissions.id })
    .from(submissions)
    .where(eq(submissions.fileId, fileId))
    .limit(1);
  if (!attached) return false;
  const published = await Promise.all([
    db().select({ id: notices.id }).from(notices).where(eq(notices.fileId, fileId)).limit(1),
    db().select({ id: examDocuments.id }).from(examDocuments).where(eq(examDocuments.fileId, fileId)).limit(1),
    db().select({ id: faculty.id }).from(faculty).where(eq(faculty.photoFileId, fileId)).limit(1),
    db()
      .select({ id: admissionRounds.id })
      .from(admissionRounds)
      .where(eq(admissionRounds.confirmationFileId, fileId))
      .limit(1),
  ]);
  return published.every((rows) => rows.length === 0);
}
