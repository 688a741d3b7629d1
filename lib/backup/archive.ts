import fs from "node:fs";
import crypto from "node:crypto";
import readline from "node:readline";
import zlib from "node:zlib";
import { once } from "node:events";
import type { Readable, Writable } from "node:stream";

/**
 * The backup archive: gzip-compressed lines, each a one-letter kind, a tab and a JSON value.
 *
 *   H  the header (format, version, database kind, applied migrations, what it holds)
 *   T  a table's section begins (its name and columns); R lines follow, one row each (the row as
 *      PostgreSQL's jsonb text, generated columns left out); E ends it with its row count and checksum
 *   F  an uploaded file kept outside the database (S3), with its bytes in base64 when copied
 *   S  a generated secret of the data folder (only with --with-secrets)
 *   Z  the trailer: the checksums again. An archive without it is incomplete and is refused.
 *
 * Rows are written in primary-key order and a table's checksum is the SHA-256 of its row lines, so
 * the same query on a restored database gives the same checksum when every row is equal.
 */
export const ARCHIVE_FORMAT = "dseu-backup";
export const ARCHIVE_VERSION = 1;

export type ArchiveHeader = {
  format: typeof ARCHIVE_FORMAT;
  version: number;
  createdAt: string;
  database: "pglite" | "postgres";
  /** The hashes of the migrations applied to the backed-up database, oldest first. */
  migrations: string[];
  fileStore: "database" | "s3";
  withFiles: boolean;
  withSecrets: boolean;
};
export type TableStart = { name: string; columns: string[] };
export type TableEnd = { name: string; rows: number; sha256: string };
export type FileEntry = { key: string; sha256: string; size: number; base64?: string };
export type SecretEntry = { name: string; value: string };
export type Checksums = { tables: Record<string, { rows: number; sha256: string }>; files: FilesChecksum };
export type FilesChecksum = { count: number; bytes: number; sha256: string };
export type Trailer = { complete: true; checksums: Checksums };

export type ArchiveLine =
  | { kind: "H"; value: ArchiveHeader }
  | { kind: "T"; value: TableStart }
  | { kind: "R"; text: string }
  | { kind: "E"; value: TableEnd }
  | { kind: "F"; value: FileEntry }
  | { kind: "S"; value: SecretEntry }
  | { kind: "Z"; value: Trailer };

export class ArchiveError extends Error {
  override name = "ArchiveError";
}

/** Writes archive lines through gzip into `out`, waiting whenever the stream asks it to. */
export class ArchiveWriter {
  private readonly gzip = zlib.createGzip({ level: 6 });
  private readonly done: Promise<void>;

  constructor(out: Writable) {
    this.gzip.pipe(out);
    this.done = new Promise((resolve, reject) => {
      out.once("finish", resolve);
      out.once("close", resolve);
      out.once("error", reject);
      this.gzip.once("error", reject);
    });
    // A failed backup destroys the stream itself; its error is the backup's, not a second one.
    this.done.catch(() => {});
  }

  async line(kind: ArchiveLine["kind"], value: unknown): Promise<void> {
    await this.raw(`${kind}\t${JSON.stringify(value)}\n`);
  }

  /** A row line: its text is already JSON (PostgreSQL's jsonb output). */
  async row(text: string): Promise<void> {
    await this.raw(`R\t${text}\n`);
  }

  private async raw(text: string): Promise<void> {
    if (!this.gzip.write(text)) await once(this.gzip, "drain");
  }

  async end(): Promise<void> {
    this.gzip.end();
    await this.done;
  }
}

/** The archive's lines in order; a line that is not one of the kinds above is an error. */
export async function* readArchive(input: Readable): AsyncGenerator<ArchiveLine> {
  const gunzip = zlib.createGunzip();
  input.once("error", (error) => gunzip.destroy(error));
  const lines = readline.createInterface({ input: input.pipe(gunzip), crlfDelay: Infinity });
  let number = 0;
  try {
    for await (const line of lines) {
      number++;
      const tab = line.indexOf("\t");
      const kind = line.slice(0, tab);
      const body = line.slice(tab + 1);
      if (tab !== 1 || !"HTREFSZ".includes(kind)) throw new ArchiveError(`line ${number} is not an archive line`);
      if (kind === "R") yield { kind, text: body };
      else yield { kind, value: JSON.parse(body) } as ArchiveLine;
    }
  } catch (error) {
    if (error instanceof ArchiveError) throw error;
    throw new ArchiveError(`the archive cannot be read after line ${number}: ${(error as Error).message}`);
  }
}

export function openArchive(file: string): Readable {
  return fs.createReadStream(file);
}

/** SHA-256 of a table's row lines, fed one row at a time. */
export class RowHash {
  private readonly hash = crypto.createHash("sha256");
  rows = 0;

  add(text: string): void {
    this.hash.update(text).update("\n");
    this.rows++;
  }

  digest(): string {
    return this.hash.digest("hex");
  }
}

/** The files' checksum: SHA-256 over "sha256 size" lines of every file whose bytes were checked, sorted. */
export function filesChecksum(files: { sha256: string; size: number }[]): FilesChecksum {
  const lines = files.map((f) => `${f.sha256} ${f.size}\n`).sort();
  const hash = crypto.createHash("sha256");
  for (const line of lines) hash.update(line);
  return { count: files.length, bytes: files.reduce((sum, f) => sum + f.size, 0), sha256: hash.digest("hex") };
}
