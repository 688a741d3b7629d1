import { sql } from "drizzle-orm";
import type { DatabaseHandle, Executor } from "../db/client";
import { migrateDatabase } from "../db/migrate";
import type { FileStore } from "../files/store";
import { ArchiveError, openArchive, RowHash, type Checksums, type FileEntry, type SecretEntry } from "./archive";
import { databaseFilesChecksum, writeSecrets } from "./files";
import {
  appliedMigrations,
  countRows,
  forEachRow,
  listTables,
  setUtc,
  TABLES_FILLED_BY_MIGRATIONS,
  type TableInfo,
} from "./tables";
import { readAndCheckArchive, type ArchiveSummary } from "./verify";

export class RestoreRefusedError extends Error {
  override name = "RestoreRefusedError";
}

export type RestoreOptions = {
  handle: DatabaseHandle;
  file: string;
  store: FileStore;
  /** Replace what the target holds (otherwise a target with any row is refused). */
  force: boolean;
  /** The data folder that restored secrets are written to. */
  dataDir: string;
  /** The secret files the data folder held before the command started (see writeSecrets). */
  keepSecrets: string[];
};

export type RestoreReport = { archive: ArchiveSummary; restored: Checksums; secretsWritten: string[] };

const BATCH_ROWS = 500;
const BATCH_CHARS = 16 * 1024 * 1024;

/**
 * Restores an archive into the database `handle` opens: checks the whole archive first, applies
 * this release's migrations, refuses unless the archive was taken at the same migration and the
 * target is empty (or `force`), then inserts every table in one transaction and compares each
 * table's checksum, read back from the database, with the archive's before committing. Files kept
 * in S3 are put back into the bucket; secrets into the data folder.
 */
export async function restoreArchive(options: RestoreOptions): Promise<RestoreReport> {
  const archive = await readAndCheckArchive(openArchive(options.file));
  await migrateDatabase(options.handle);
  const target = await options.handle.db.transaction(async (tx) => ({
    migrations: await appliedMigrations(tx),
    rows: await countRows(tx, await listTables(tx)),
  }));
  if (target.migrations.join() !== archive.header.migrations.join()) {
    throw new RestoreRefusedError(
      `the archive was taken at migration ${archive.header.migrations.length} and this release is at ${target.migrations.length}: ` +
        "restore it with the release that took it, then start the new release (which migrates)",
    );
  }
  if (target.rows > 0 && !options.force) {
    throw new RestoreRefusedError(
      `the target database is not empty (${target.rows} rows): restore into an empty data folder or database, or add --force to replace its contents`,
    );
  }
  const objects: FileEntry[] = [];
  const secrets: SecretEntry[] = [];
  const restored = await options.handle.db.transaction(async (tx) => {
    await setUtc(tx);
    const tables = await listTables(tx);
    await truncateAll(tx, options.force ? tables : tables.filter((t) => TABLES_FILLED_BY_MIGRATIONS.has(t.name)));
    await insertArchiveRows(tx, options.file, tables, objects, secrets);
    return databaseChecksums(tx, tables, archive.header.fileStore === "database");
  });
  for (const [name, sums] of Object.entries(archive.checksums.tables)) {
    if (restored.tables[name]?.sha256 !== sums.sha256) {
      throw new ArchiveError(`table ${name} differs after the restore`);
    }
  }
  if (archive.header.fileStore === "s3") {
    for (const entry of objects) {
      if (entry.base64 === undefined) continue;
      const bytes = Buffer.from(entry.base64, "base64");
      await options.store.stage(entry.key, { kind: "memory", bytes }, bytes.byteLength);
    }
    restored.files = archive.checksums.files;
  } else if (restored.files.sha256 !== archive.checksums.files.sha256) {
    throw new ArchiveError("the files differ after the restore");
  }
  return {
    archive,
    restored,
    secretsWritten: writeSecrets(options.dataDir, secrets, { force: options.force, keep: options.keepSecrets }),
  };
}

async function truncateAll(tx: Executor, tables: TableInfo[]): Promise<void> {
  if (tables.length === 0) return;
  await tx.execute(
    sql`truncate ${sql.join(
      tables.map((t) => sql.identifier(t.name)),
      sql`, `,
    )} cascade`,
  );
}

async function insertArchiveRows(
  tx: Executor,
  file: string,
  tables: TableInfo[],
  objects: FileEntry[],
  secrets: SecretEntry[],
): Promise<void> {
  const byName = new Map(tables.map((t) => [t.name, t]));
  let batch: string[] = [];
  let chars = 0;
  let current: TableInfo | undefined;
  const flush = async () => {
    if (!current || batch.length === 0) return;
    const name = sql.identifier(current.name);
    const columns = sql.join(
      current.columns.map((c) => sql.identifier(c)),
      sql`, `,
    );
    await tx.execute(
      sql`insert into ${name} (${columns}) select ${columns} from jsonb_populate_recordset(null::${name}, ${`[${batch.join(",")}]`}::jsonb)`,
    );
    batch = [];
    chars = 0;
  };
  await readAndCheckArchive(openArchive(file), {
    table(start) {
      current = byName.get(start.name);
      if (!current) throw new RestoreRefusedError(`this release has no table ${start.name}`);
    },
    async row(_, text) {
      batch.push(text);
      chars += text.length;
      if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) await flush();
    },
    async tableEnd() {
      await flush();
      current = undefined;
    },
    file: (entry) => void objects.push(entry),
    secret: (entry) => void secrets.push(entry),
  });
}

/** Each table's checksum as a backup would write it, and (files kept in the database) the files'. */
export async function databaseChecksums(
  tx: Executor,
  tables?: TableInfo[],
  filesInDatabase = true,
): Promise<Checksums> {
  await setUtc(tx);
  const result: Checksums["tables"] = {};
  for (const table of tables ?? (await listTables(tx))) {
    const hash = new RowHash();
    await forEachRow(tx, table, (text) => hash.add(text));
    result[table.name] = { rows: hash.rows, sha256: hash.digest() };
  }
  const files = filesInDatabase ? await databaseFilesChecksum(tx) : { count: 0, bytes: 0, sha256: "" };
  return { tables: result, files };
}
