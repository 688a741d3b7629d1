import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { filesChecksum, type FilesChecksum } from "./archive";
import { selectRows } from "../db/rows";

export type StoredFileRef = { id: string; storageKey: string; sha256: string; size: number };

/** Every stored file's record: what an S3 backup lists, and what the files' checksum covers. */
export async function storedFileRefs(tx: Executor): Promise<StoredFileRef[]> {
  const rows = await selectRows<{ id: string; storage_key: string; sha256: string; size_bytes: number }>(
    tx,
    sql`select id, storage_key, sha256, size_bytes from stored_files order by id collate "C"`,
  );
  return rows.map((r) => ({ id: r.id, storageKey: r.storage_key, sha256: r.sha256, size: Number(r.size_bytes) }));
}

/**
 * The files' checksum of a database that holds the bytes itself: each file's bytes are hashed by
 * PostgreSQL and must match the hash its record names; a file whose bytes are missing or differ
 * is an error.
 */
export async function databaseFilesChecksum(tx: Executor): Promise<FilesChecksum> {
  const rows = await selectRows<{
    id: string;
    sha256: string;
    size_bytes: number;
    actual: string | null;
    length: number;
  }>(
    tx,
    sql`select f.id, f.sha256, f.size_bytes, encode(sha256(c.bytes), 'hex') as actual, length(c.bytes) as length
        from stored_files f left join (
          select file_id, string_agg(bytes, ''::bytea order by seq) as bytes from stored_file_contents group by file_id
        ) c on c.file_id = f.id`,
  );
  const wrong = rows.filter((r) => r.actual !== r.sha256 || Number(r.length) !== Number(r.size_bytes));
  if (wrong.length) {
    throw new Error(
      `${wrong.length} stored file(s) have missing or altered bytes: ${wrong
        .slice(0, 5)
        .map((r) => r.id)
        .join(", ")}`,
    );
  }
  return filesChecksum(rows.map((r) => ({ sha256: r.sha256, size: Number(r.size_bytes) })));
}

/** The data folder's generated secrets that a backup may carry (--with-secrets). */
export const SECRET_FILES = ["auth-secret", "initial-admin.txt"] as const;

export function readSecrets(dataDir: string): { name: string; value: string }[] {
  return SECRET_FILES.flatMap((name) => {
    const file = path.join(dataDir, name);
    return fs.existsSync(file) ? [{ name, value: fs.readFileSync(file, "utf8") }] : [];
  });
}

/** The secret files the data folder holds now (a restore keeps those unless forced). */
export function existingSecrets(dataDir: string): string[] {
  return SECRET_FILES.filter((name) => fs.existsSync(path.join(dataDir, name)));
}

/**
 * Writes restored secrets (readable only by their owner). One the data folder held before the
 * restore began (`keep`) stays unless `force`; one generated since, by the restoring process
 * reading its configuration, is replaced by the archive's.
 */
export function writeSecrets(
  dataDir: string,
  secrets: { name: string; value: string }[],
  { force, keep }: { force: boolean; keep: string[] },
): string[] {
  const written: string[] = [];
  fs.mkdirSync(dataDir, { recursive: true });
  for (const secret of secrets) {
    if (!(SECRET_FILES as readonly string[]).includes(secret.name)) continue;
    const file = path.join(dataDir, secret.name);
    if (keep.includes(secret.name) && !force) continue;
    fs.writeFileSync(file, secret.value, { mode: 0o600 });
    written.push(secret.name);
  }
  return written;
}
