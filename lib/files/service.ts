import { eq } from "drizzle-orm";
import { db, type Database, type Executor } from "../db/client";
import { storedFiles } from "../db/schema";
import { newId } from "../ids";
import { localCopies, type LocalCopies } from "./local-copy";
import { addressOf, fileStore, sha256Hex, type FileStore, type StoredBytes } from "./store";

/**
 * Keeps stored bytes and their `stored_files` rows consistent. Files are content-addressed, so one
 * row (and one copy of the bytes) can serve several records. The bytes are written in the same
 * transaction as their row when the database is the store, and before it otherwise (a bucket, and
 * this instance's local copy); bytes outside the database are removed only when no row refers to
 * their hash any more, after a failed transaction or after the last record using them was deleted.
 */

// Hashes whose bytes a request of this process has written but whose row is not committed yet:
// a failing request must not remove bytes that a concurrent upload of the same file is using.
const inFlight = new Map<string, number>();

export type StagedFile = StoredBytes;

/** Where a file's bytes go; tests give their own, the application uses the configured ones. */
export type FileTargets = { store?: FileStore; copies?: LocalCopies; database?: Database };

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
  const stem = clean
    .slice(0, -extension.length)
    .trim()
    .slice(0, MAX_NAME_LENGTH - extension.length)
    .trim();
  return `${stem || "document"}${extension}`;
}

/** Writes the bytes where they live outside the database, and marks them in use until `finishStaged`. */
async function stageFile(bytes: Uint8Array, targets: FileTargets = {}): Promise<StagedFile> {
  const staged = addressOf(bytes);
  inFlight.set(staged.sha256, (inFlight.get(staged.sha256) ?? 0) + 1);
  try {
    await (targets.copies ?? localCopies()).write(staged.key, bytes);
    await (targets.store ?? fileStore()).stage(staged.key, bytes);
    return staged;
  } catch (error) {
    release(staged.sha256);
    await removeBytesIfUnreferenced(staged, targets);
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
async function finishStaged(staged: StagedFile, committed: boolean, targets: FileTargets = {}): Promise<void> {
  release(staged.sha256);
  if (!committed) await removeBytesIfUnreferenced(staged, targets);
}

export type FileDetails = {
  contentType: string;
  originalName: string;
  hasTextLayer: boolean | null;
  pageCount: number | null;
};

/** Bytes that passed their checks, with what their row records about them. */
export type AcceptedFile = { bytes: Uint8Array; details: FileDetails };

/**
 * The id of the row for these bytes, inside the caller's transaction: a new row, or the existing
 * one when the same content was stored before. The insert itself settles a race between two
 * uploads of the same bytes (the unique hash makes the second wait and then find the first).
 */
export async function fileRowFor(tx: Executor, file: AcceptedFile, store: FileStore = fileStore()): Promise<string> {
  const address = addressOf(file.bytes);
  const [inserted] = await tx
    .insert(storedFiles)
    .values({ id: newId(), sha256: address.sha256, sizeBytes: address.size, storageKey: address.key, ...file.details })
    .onConflictDoNothing({ target: storedFiles.sha256 })
    .returning({ id: storedFiles.id });
  const id =
    inserted?.id ??
    (await tx.select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.sha256, address.sha256)))[0]!.id;
  // Also for an existing row: a row written before the bytes moved into the store gets them now.
  await store.attach(tx, id, file.bytes);
  return id;
}

/**
 * Runs `write` in one transaction, with the row of the new file (if any) already in it. Bytes kept
 * outside the database are written first (they cannot join the transaction) and removed again if
 * the transaction fails and nothing else uses them.
 */
export async function writeWithFile<T>(
  file: AcceptedFile | undefined,
  write: (tx: Executor, fileId: string | undefined) => Promise<T>,
  targets: FileTargets = {},
): Promise<T> {
  const store = targets.store ?? fileStore();
  const staged = file ? await stageFile(file.bytes, { ...targets, store }) : undefined;
  let committed = false;
  try {
    const result = await (targets.database ?? db()).transaction(async (tx) =>
      write(tx, file ? await fileRowFor(tx, file, store) : undefined),
    );
    committed = true;
    return result;
  } finally {
    if (staged) await finishStaged(staged, committed, { ...targets, store });
  }
}

/**
 * Adds a file inside a transaction that the caller runs and may extend (the seed's). Bytes kept
 * outside the database are written first; if that transaction is rolled back they stay behind
 * without a row, and the start-up sweep removes this instance's copy.
 */
export async function addFileInTransaction(
  tx: Executor,
  file: AcceptedFile,
  targets: FileTargets = {},
): Promise<string> {
  const store = targets.store ?? fileStore();
  const staged = await stageFile(file.bytes, { ...targets, store });
  try {
    return await fileRowFor(tx, file, store);
  } finally {
    release(staged.sha256);
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
export async function removeBytesIfUnreferenced(staged: StagedFile, targets: FileTargets = {}): Promise<void> {
  if (inFlight.has(staged.sha256)) return;
  const [row] = await (targets.database ?? db())
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(eq(storedFiles.sha256, staged.sha256));
  if (row) return;
  await (targets.copies ?? localCopies()).remove(staged.key);
  await (targets.store ?? fileStore()).remove(staged.key);
}

/**
 * The bytes of a stored file: this instance's copy, or else the store's (then kept as a copy).
 * Undefined when neither has them, which the start-up check reports.
 */
export async function readFileBytes(
  file: { id: string; sha256: string; storageKey: string },
  targets: FileTargets = {},
): Promise<Buffer | undefined> {
  const copies = targets.copies ?? localCopies();
  // A copy is only ever written whole under its content address, so it is served unchecked.
  const local = await copies.read(file.storageKey);
  if (local) return local;
  const stored = await (targets.store ?? fileStore()).read(file);
  if (!stored || sha256Hex(stored) !== file.sha256) return undefined;
  await copies.write(file.storageKey, stored);
  return stored;
}
