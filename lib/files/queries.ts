import "server-only";
import { eq } from "drizzle-orm";
import { db } from "../db/client";
import { examDocuments, faculty, notices, storedFiles, submissions } from "../db/schema";
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
 * photo) also uses stay public.
 */
export async function isPrivateFile(fileId: string): Promise<boolean> {
  const used = (table: typeof submissions | typeof notices | typeof examDocuments) =>
    db().select({ id: table.id }).from(table).where(eq(table.fileId, fileId)).limit(1);
  const [[attached], [notice], [exam], [photo]] = await Promise.all([
    used(submissions),
    used(notices),
    used(examDocuments),
    db().select({ id: faculty.id }).from(faculty).where(eq(faculty.photoFileId, fileId)).limit(1),
  ]);
  return attached !== undefined && notice === undefined && exam === undefined && photo === undefined;
}
