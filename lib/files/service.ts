import { eq } from "drizzle-orm";
import { db, type Executor } from "../db/client";
import { storedFiles } from "../db/schema";
import { newId } from "../ids";
import { fileStore, sha256Hex, type FileStore } from "./store";

/**
 * Keeps stored bytes and their `stored_files` rows consistent. Files are content-addressed, so one
 * row (and one file on disk) can serve several records: bytes are written before the transaction
 * that adds their row, and removed only when no row refers to their hash any more, after a failed
 * transaction or after the last record using them was deleted.
 */

// Hashes whose bytes a request of this process has written but whose row is not committed yet:
// a failing request must not remove bytes that a concurrent upload of the same file is using.
const inFlight = new Map<string, number>();

export type StagedFile = { key: string; sha256: string; size: number };

const MAX_NAME_LENGTH = 150;

/**
 * A client's file name made safe to store and show: no folders, no control or invisible
 * formatting characters (such as right-to-left overrides), no leading dots, at most 150
 * characters, ending in `extension`.
 */
export function sanitizeFileName(name: string, extension = ".pdf"): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  let clean = base
    .normalize("NFC")
    .replace(/\s+/g, " ")
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .trim()
    .replace(/^[.\s]+/, "");
  if (!clean.toLowerCase().endsWith(extension)) clean = `${clean}${extension}`;
  // The stem is cut to length; the extension is always written the same way (".PDF" → ".pdf").
  const stem = clean.slice(0, -extension.length).trim().slice(0, MAX_NAME_LENGTH - extension.length).trim();
  return `${stem || "document"}${extension}`;
}

/** Writes the bytes (once per content) and marks them in use until `finishStaged` is called. */
export async function stageFile(bytes: Uint8Array, store: FileStore = fileStore()): Promise<StagedFile> {
  const sha256 = sha256Hex(bytes);
  inFlight.set(sha256, (inFlight.get(sha256) ?? 0) + 1);
  try {
    return await store.put(bytes);
  } catch (error) {
    // put() writes a temporary file and renames it: a failure leaves nothing to clean up.
    release(sha256);
    throw error;
  }
}

function release(sha256: string): void {
  const left = (inFlight.get(sha256) ?? 1) - 1;
  if (left > 0) inFlight.set(sha256, left);
  else inFlight.delete(sha256);
}

/**
 * Ends a staging: after a committed transaction the row now protects the bytes; after a failed
 * one the bytes are removed unless some row (or another request in flight) still needs them.
 */
export async function finishStaged(staged: StagedFile, committed: boolean, store: FileStore = fileStore()): Promise<void> {
  release(staged.sha256);
  if (!committed) await removeBytesIfUnreferenced(staged, store);
}

export type FileDetails = { contentType: string; originalName: string; hasTextLayer: boolean | null; pageCount: number | null };

/** The id of the row for these bytes: the existing one when the same content was stored before. */
export async function fileRowFor(tx: Executor, staged: StagedFile, details: FileDetails): Promise<string> {
  await tx
    .insert(storedFiles)
    .values({ id: newId(), sha256: staged.sha256, sizeBytes: staged.size, storageKey: staged.key, ...details })
    .onConflictDoNothing({ target: storedFiles.sha256 });
  const [row] = await tx.select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.sha256, staged.sha256));
  return row!.id;
}

/** Bytes that passed their checks, with what their row records about them. */
export type AcceptedFile = { bytes: Uint8Array; details: FileDetails };

/**
 * Runs `write` in one transaction, with the row of the new file (if any) already in it. The bytes
 * are written first (the store cannot join a transaction) and removed again if the transaction
 * fails and nothing else uses them.
 */
export async function writeWithFile<T>(file: AcceptedFile | undefined, write: (tx: Executor, fileId: string | undefined) => Promise<T>): Promise<T> {
  const staged = file ? await stageFile(file.bytes) : undefined;
  let committed = false;
  try {
    const result = await db().transaction(async (tx) => write(tx, staged && file ? await fileRowFor(tx, staged, file.details) : undefined));
    committed = true;
    return result;
  } finally {
    if (staged) await finishStaged(staged, committed);
  }
}

// 23001 restrict_violation (ON DELETE RESTRICT), 23503 foreign_key_violation (NO ACTION).
const STILL_REFERENCED = new Set(["23001", "23503"]);

function isStillReferenced(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if (STILL_REFERENCED.has(String((e as { code?: unknown }).code))) return true;
  }
  return false;
}

/**
 * Deletes the file's row when no record refers to it any more (the foreign keys say so, whatever
 * table refers to files), inside the caller's transaction. Returns the bytes to remove after
 * commit, or undefined when the file is still in use.
 */
export async function releaseFileRow(tx: Executor, fileId: string): Promise<StagedFile | undefined> {
  try {
    // A savepoint: the failed delete of a file still in use must not abort the caller's transaction.
    return await tx.transaction(async (savepoint) => {
      const [row] = await savepoint.delete(storedFiles).where(eq(storedFiles.id, fileId)).returning();
      return row ? { key: row.storageKey, sha256: row.sha256, size: row.sizeBytes } : undefined;
    });
  } catch (error) {
    if (isStillReferenced(error)) return undefined;
    throw error;
  }
}

/** Removes stored bytes unless a row refers to their hash or a request of this process is storing them. */
export async function removeBytesIfUnreferenced(staged: StagedFile, store: FileStore = fileStore()): Promise<void> {
  if (inFlight.has(staged.sha256)) return;
  const [row] = await db().select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.sha256, staged.sha256));
  if (!row) await store.remove(staged.key);
}
