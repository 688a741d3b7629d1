import crypto from "node:crypto";
import fs from "node:fs";
import { and, asc, eq, sql } from "drizzle-orm";
import { config } from "../config";
import { db, type Executor } from "../db/client";
import { storedFileContents } from "../db/schema";
import { s3FileStore } from "./s3-store";

/**
 * Where the bytes of uploaded files live for good, readable by every instance: in the database
 * (the default, PGlite or PostgreSQL alike), or in an S3 bucket when S3_BUCKET is set. Files are
 * content-addressed by SHA-256. Each instance also keeps a local copy of what it wrote or read
 * (lib/files/local-copy.ts); that copy is a cache and never the only one.
 *
 * A file's bytes are written in two steps around the transaction that adds its `stored_files`
 * row: `stage` before it (for bytes kept outside the database), `attach` inside it (for bytes
 * kept in the database, so row and bytes commit or roll back together).
 */
export type FileStore = {
  readonly kind: "database" | "s3";
  stage(key: string, body: FileBody, size: number): Promise<void>;
  attach(tx: Executor, fileId: string, body: FileBody): Promise<void>;
  /** The bytes of a stored file, or undefined when the store does not have them. */
  read(file: { id: string; storageKey: string }): Promise<Buffer | undefined>;
  /** Called once no row refers to the key any more. */
  remove(key: string): Promise<void>;
};

export type StoredBytes = { key: string; sha256: string; size: number };

/**
 * Where an accepted file's bytes are until they are stored: in memory (a picture re-encoded, a
 * server action's file, the seed's documents) or in an upload's spool on disk (lib/files/spool.ts).
 */
export type FileBody = { kind: "memory"; bytes: Uint8Array } | { kind: "disk"; path: string };

/** The bytes of a body, read from disk when they are there (one copy, for as long as the caller keeps it). */
export async function readBody(body: FileBody): Promise<Uint8Array> {
  return body.kind === "memory" ? body.bytes : new Uint8Array(await fs.promises.readFile(body.path));
}

export function sha256Hex(bytes: Uint8Array): string {
  return crypto.createHash("sha256").update(bytes).digest("hex");
}

export const STORAGE_KEY = /^[0-9a-f]{2}\/[0-9a-f]{64}$/;

/** The content address of the bytes: their hash, and the key that the stores and local copies use. */
export function addressOf(bytes: Uint8Array): StoredBytes {
  const sha256 = sha256Hex(bytes);
  return { key: `${sha256.slice(0, 2)}/${sha256}`, sha256, size: bytes.byteLength };
}

// Bytes cross the database driver, and are stored, in pieces of this size: the drivers hold a
// whole value in their message buffers (node-postgres reads a bytea back as text of twice its
// length, PGlite copies it into its WebAssembly memory, which never shrinks). Measured with
// `npm run bench:uploads` on PGlite, a 40 MB upload grew the server by 2.9 GB as one insert and
// by 1.0 GB as 4 MB appends to one value (each rewrites the value whole); as rows of 1 MB, growth
// stays within PGlite's buffer cache whatever the file's size.
const PIECE_BYTES = 1024 * 1024;

/** The body's bytes, a piece at a time (read from the spool file on disk, never all at once). */
async function* piecesOf(body: FileBody): AsyncGenerator<Buffer> {
  if (body.kind === "memory") {
    for (let at = 0; at < body.bytes.byteLength; at += PIECE_BYTES)
      yield Buffer.from(
        body.bytes.buffer,
        body.bytes.byteOffset + at,
        Math.min(PIECE_BYTES, body.bytes.byteLength - at),
      );
    return;
  }
  const stream = fs.createReadStream(body.path, { highWaterMark: PIECE_BYTES });
  for await (const chunk of stream) yield chunk as Buffer;
}

export function databaseFileStore(): FileStore {
  return {
    kind: "database",
    stage: async () => {},
    async attach(tx, fileId, body) {
      // One row per piece, all inside the caller's transaction: row and bytes still commit or roll
      // back together. A file that already has its bytes (the same content stored before, or
      // another writer first) is left as it is: the first piece's insert settles that.
      let seq = 0;
      for await (const piece of piecesOf(body)) {
        const insert = tx.insert(storedFileContents).values({ fileId, seq, bytes: piece });
        if (seq === 0) {
          const [created] = await insert.onConflictDoNothing().returning({ seq: storedFileContents.seq });
          if (!created) return;
        } else await insert;
        seq++;
      }
      // An empty file still gets its (empty) piece: "has its bytes" stays one question.
      if (seq === 0)
        await tx
          .insert(storedFileContents)
          .values({ fileId, seq, bytes: Buffer.alloc(0) })
          .onConflictDoNothing();
    },
    async read(file) {
      const pieces = await db()
        .select({
          seq: storedFileContents.seq,
          size: sql<number>`octet_length(${storedFileContents.bytes})`.mapWith(Number),
        })
        .from(storedFileContents)
        .where(eq(storedFileContents.fileId, file.id))
        .orderBy(asc(storedFileContents.seq));
      if (pieces.length === 0) return undefined;
      // Read back a piece at a time into one buffer, for the same reason as they are written so.
      const bytes = Buffer.alloc(pieces.reduce((total, piece) => total + piece.size, 0));
      let at = 0;
      for (const { seq } of pieces) {
        const [piece] = await db()
          .select({ bytes: storedFileContents.bytes })
          .from(storedFileContents)
          .where(and(eq(storedFileContents.fileId, file.id), eq(storedFileContents.seq, seq)));
        if (!piece) return undefined;
        bytes.set(piece.bytes, at);
        at += piece.bytes.byteLength;
      }
      return bytes;
    },
    // The bytes went with their row (ON DELETE CASCADE), or never committed.
    remove: async () => {},
  };
}

/** The store this process uses: S3 when it is configured, the database otherwise. */
export function fileStore(): FileStore {
  const s3 = config().s3;
  return s3 ? s3FileStore(s3) : databaseFileStore();
}
