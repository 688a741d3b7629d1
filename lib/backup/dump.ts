import type { Writable } from "node:stream";
import type { DatabaseHandle } from "../db/client";
import type { FileStore } from "../files/store";
import { sha256Hex } from "../files/store";
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  ArchiveWriter,
  filesChecksum,
  RowHash,
  type Checksums,
  type FilesChecksum,
} from "./archive";
import { databaseFilesChecksum, readSecrets, storedFileRefs, type StoredFileRef } from "./files";
import { appliedMigrations, forEachRow, listTables, setUtc } from "./tables";

export type DumpOptions = {
  store: FileStore;
  /** With S3 storage: copy the objects' bytes into the archive (otherwise only listed). */
  withFiles: boolean;
  /** The data folder whose generated secrets go in, or undefined to leave them out. */
  secretsFrom: string | undefined;
};

/**
 * Writes one archive of the whole database to `out`. Every table is read inside one REPEATABLE
 * READ, READ ONLY transaction: one snapshot, as pg_dump takes, so rows written while the backup
 * runs are either all in it or all out (on PostgreSQL other connections go on writing; PGlite has
 * one connection, so its requests wait until the snapshot has been read). Files kept in S3 are
 * read after the snapshot; they are content-addressed and never change.
 */
export async function dumpDatabase(handle: DatabaseHandle, out: Writable, options: DumpOptions): Promise<Checksums> {
  const writer = new ArchiveWriter(out);
  try {
    const tables: Checksums["tables"] = {};
    let files: FilesChecksum | undefined;
    let s3Files: StoredFileRef[] = [];
    await handle.db.transaction(
      async (tx) => {
        await setUtc(tx);
        const list = await listTables(tx);
        await writer.line("H", {
          format: ARCHIVE_FORMAT,
          version: ARCHIVE_VERSION,
          createdAt: new Date().toISOString(),
          database: handle.kind,
          migrations: await appliedMigrations(tx),
          fileStore: options.store.kind,
          withFiles: options.store.kind === "database" || options.withFiles,
          withSecrets: options.secretsFrom !== undefined,
        });
        for (const table of list) {
          await writer.line("T", { name: table.name, columns: table.columns });
          const hash = new RowHash();
          await forEachRow(tx, table, async (text) => {
            hash.add(text);
            await writer.row(text);
          });
          const end = { name: table.name, rows: hash.rows, sha256: hash.digest() };
          tables[table.name] = { rows: end.rows, sha256: end.sha256 };
          await writer.line("E", end);
        }
        if (options.store.kind === "database") files = await databaseFilesChecksum(tx);
        else s3Files = await storedFileRefs(tx);
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );
    if (options.store.kind === "s3") files = await writeObjects(writer, options.store, s3Files, options.withFiles);
    for (const secret of options.secretsFrom ? readSecrets(options.secretsFrom) : []) await writer.line("S", secret);
    const checksums: Checksums = { tables, files: files! };
    await writer.line("Z", { complete: true, checksums });
    await writer.end();
    return checksums;
  } catch (error) {
    out.destroy(error as Error);
    throw error;
  }
}

async function writeObjects(
  writer: ArchiveWriter,
  store: FileStore,
  refs: StoredFileRef[],
  withBytes: boolean,
): Promise<FilesChecksum> {
  for (const ref of refs) {
    if (!withBytes) {
      await writer.line("F", { key: ref.storageKey, sha256: ref.sha256, size: ref.size });
      continue;
    }
    const bytes = await store.read({ id: ref.id, storageKey: ref.storageKey });
    if (!bytes || sha256Hex(bytes) !== ref.sha256) {
      throw new Error(`the bucket's object ${ref.storageKey} is ${bytes ? "altered" : "missing"}`);
    }
    await writer.line("F", {
      key: ref.storageKey,
      sha256: ref.sha256,
      size: ref.size,
      base64: bytes.toString("base64"),
    });
  }
  return filesChecksum(refs);
}
