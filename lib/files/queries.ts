import "server-only";
import { eq } from "drizzle-orm";
import { db } from "../db/client";
import { notices, storedFiles, submissions } from "../db/schema";
import { isId } from "../ids";

export type StoredFile = typeof storedFiles.$inferSelect;

export async function findStoredFile(id: string): Promise<StoredFile | undefined> {
  if (!isId(id)) return undefined;
  const [row] = await db().select().from(storedFiles).where(eq(storedFiles.id, id));
  return row;
}

/**
 * Attachments of visitors' submissions hold personal data: only staff may read them. Files are
 * stored once per content, so bytes that a public notice also uses stay public.
 */
export async function isPrivateFile(fileId: string): Promise<boolean> {
  const [[attached], [published]] = await Promise.all([
    db().select({ id: submissions.id }).from(submissions).where(eq(submissions.fileId, fileId)).limit(1),
    db().select({ id: notices.id }).from(notices).where(eq(notices.fileId, fileId)).limit(1),
  ]);
  return attached !== undefined && published === undefined;
}
