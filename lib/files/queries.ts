import "server-only";
import { eq } from "drizzle-orm";
import { db } from "../db/client";
import { storedFiles } from "../db/schema";
import { isId } from "../ids";

export type StoredFile = typeof storedFiles.$inferSelect;

export async function findStoredFile(id: string): Promise<StoredFile | undefined> {
  if (!isId(id)) return undefined;
  const [row] = await db().select().from(storedFiles).where(eq(storedFiles.id, id));
  return row;
}

/**
 * Attachments of visitors' submissions hold personal data: only staff may read them. Their rows
 * are their own (lib/files/service.ts WriteOptions), so a published record never uses a private
 * row and an attachment with the same bytes as a published file leaves that file public.
 */
export function isPrivateFile(file: StoredFile): boolean {
  return file.private;
}
