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
