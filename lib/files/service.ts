import { and, eq } from "drizzle-orm";
import { db, type Database, type Executor } from "../db/client";
import { storedFiles } from "../db/schema";
import { newId } from "../ids";
import { inFlightHashes } from "./in-flight";
import { localCopies, type LocalCopies } from "./local-copy";
import { fileStore, sha256Hex, type FileBody, type FileStore, type StoredBytes } from "./store";

/**
 * Keeps stored bytes and their `stored_files` rows consistent. Files are content-addressed, so one
 * row (and one copy of the bytes) can serve several records. The bytes are written in the same
 * transaction as their row when the database is the store, and before it otherwise (a bucket, and
 * this instance's local copy); bytes outside the database are removed only when no row refers to
 * their hash any more, after a failed transaction or after the last record using them was deleted.
 */

export type StagedFile = StoredBytes;

/** Where a file's bytes go; tests give their own, the application uses the configured ones. */
export type FileTargets = { store?: FileStore; copies?: LocalCopies; database?: Database };

/**
 * `private`: the file is a visitor's attachment, readable by staff only. Private and public files
 * never share a row, even with the same bytes: a visitor cannot make a published file private (or
 * read a private one by uploading its bytes).
 */
export type WriteOptions = FileTargets & { private?: boolean };

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

/**
 * Writes the bytes where they live outside the database (a bucket), and marks them in use until
 * `finishStaged`: a failing request must not remove bytes that a concurrent upload of the same
 * file is using.
 */
async function stageFile(file: AcceptedFile, store: FileStore, targets: FileTargets): Promise<StagedFile> {
  const staged = file.address;
  inFlightHashes.add(staged.sha256);
  try {
    await store.stage(staged.key, file.body, staged.size);
    return staged;
  } catch (error) {
    inFlightHashes.delete(staged.sha256);
    await removeBytesIfUnreferenced(staged, { ...targets, store });
    throw error;
  }
}

/**
 * Ends a staging: after a committed transaction the row now protects the bytes, and this
 * instance keeps its copy; after a failed one the bytes are removed unless some row (or another
 * request in flight) still needs them.
 */
async function finishStaged(file: AcceptedFile, committed: boolean, targets: FileTargets): Promise<void> {
  try {
    // The copy is a cache: failing to keep one costs a read from the store later, not the upload.
    if (committed)
      await (targets.copies ?? localCopies())
        .place(file.address.key, file.body)
        .catch((error: unknown) => console.error("[files] could not keep a local copy", error));
  } finally {
    inFlightHashes.delete(file.address.sha256);
    if (!committed) await removeBytesIfUnreferenced(file.address, targets);
  }
}

export type FileDetails = {
  contentType: string;
  originalName: string;
  hasTextLayer: boolean | null;
  pageCount: number | null;
};

/** Bytes that passed their checks (where they are, and their content address), with what their row records about them. */
export type AcceptedFile = { body: FileBody; address: StoredBytes; details: FileDetails };

/**
 * The id of the row for these bytes, inside the caller's transaction: a new row, or the existing
 * one when the same content was stored before. The insert itself settles a race between two
 * uploads of the same bytes (the unique hash makes the second wait and then find the first).
 */
export async function fileRowFor(
  tx: Executor,
  file: AcceptedFile,
  store: FileStore = fileStore(),
  { private: isPrivate = false }: { private?: boolean } = {},
): Promise<string> {
  const address = file.address;
  const [inserted] = await tx
    .insert(storedFiles)
    .values({
      id: newId(),
      sha256: address.sha256,
      sizeBytes: address.size,
      storageKey: address.key,
      private: isPrivate,
      ...file.details,
    })
    .onConflictDoNothing({ target: [storedFiles.sha256, storedFiles.private] })
    .returning({ id: storedFiles.id });
  const id =
    inserted?.id ??
    (
      await tx
        .select({ id: storedFiles.id })
        .from(storedFiles)
        .where(and(eq(storedFiles.sha256, address.sha256), eq(storedFiles.private, isPrivate)))
    )[0]!.id;
  // Also for an existing row: a row written before the bytes moved into the store gets them now.
  await store.attach(tx, id, file.body);
  return id;
}

/**
 * Runs `write` in one transaction, with the row of the new file (if any) already in it. Bytes kept
 * outside the database are written first (they cannot join the transaction) and removed again if
 * the transaction fails and nothing else uses them; this instance's copy is written once the
 * transaction has committed.
 */
export async function writeWithFile<T>(
  file: AcceptedFile | undefined,
  write: (tx: Executor, fileId: string | undefined) => Promise<T>,
  options: WriteOptions = {},
): Promise<T> {
  const store = options.store ?? fileStore();
  const targets = { ...options, store };
  if (file) await stageFile(file, store, targets);
  let committed = false;
  try {
    const result = await (options.database ?? db()).transaction(async (tx) =>
      write(tx, file ? await fileRowFor(tx, file, store, options) : undefined),
    );
    committed = true;
    return result;
  } finally {
    if (file) await finishStaged(file, committed, targets);
  }
}

/**
 * Adds a file inside a transaction that the caller runs and may extend (the seed's). Bytes kept
 * outside the database are written first; if that transaction is rolled back they stay behind
 * without a row (a bucket's objects are content-addressed and reused by the next upload). No
 * local copy is written: the first read makes one.
 */
export async function addFileInTransaction(
  tx: Executor,
  file: AcceptedFile,
  targets: FileTargets = {},
): Promise<string> {
  const store = targets.store ?? fileStore();
  await stageFile(file, store, targets);
  try {
    return await fileRowFor(tx, file, store);
  } finally {
    inFlightHashes.delete(file.address.sha256);
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
  if (inFlightHashes.has(staged.sha256)) return;
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
