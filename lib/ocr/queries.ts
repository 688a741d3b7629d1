import "server-only";
import { and, eq, inArray, ne } from "drizzle-orm";
import { db } from "../db/client";
import { documentTexts, storedFiles } from "../db/schema";
import { isId } from "../ids";

export type DocumentText = {
  fileId: string;
  name: string;
  text: string;
  source: "ocr" | "staff";
  pages: number | null;
  truncated: boolean;
  updatedAt: string;
};

/** Where a document's text is read: beside the file's own address. */
export function documentTextUrl(fileId: string): string {
  return `/documents/${fileId}`;
}

/** The text of a public scanned document, once there is one (read past the cache: it changes in the background). */
export async function findDocumentText(fileId: string): Promise<DocumentText | undefined> {
  if (!isId(fileId)) return undefined;
  const [row] = await db()
    .select({
      fileId: storedFiles.id,
      name: storedFiles.originalName,
      text: documentTexts.text,
      source: documentTexts.source,
      pages: documentTexts.pages,
      truncated: documentTexts.truncated,
      updatedAt: documentTexts.updatedAt,
    })
    .from(documentTexts)
    .innerJoin(storedFiles, eq(storedFiles.id, documentTexts.fileId))
    .where(
      and(
        eq(documentTexts.fileId, fileId),
        eq(documentTexts.status, "done"),
        ne(documentTexts.text, ""),
        eq(storedFiles.private, false),
      ),
    );
  if (!row?.text) return undefined;
  return {
    ...row,
    text: row.text,
    source: row.source as DocumentText["source"],
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Which of these files have a text to show (read past the cache, as the texts arrive in the background). */
export async function filesWithText(fileIds: string[]): Promise<Set<string>> {
  if (fileIds.length === 0) return new Set();
  const rows = await db()
    .select({ fileId: documentTexts.fileId })
    .from(documentTexts)
    .where(and(inArray(documentTexts.fileId, fileIds), eq(documentTexts.status, "done"), ne(documentTexts.text, "")));
  return new Set(rows.map((row) => row.fileId));
}
