import fs from "node:fs";
import path from "node:path";
import { eq, isNull } from "drizzle-orm";
import { db, type Database } from "../db/client";
import { storedFileContents, storedFiles } from "../db/schema";
import { localCopies, TEMPORARY_SUFFIX, type LocalCopies } from "./local-copy";
import { fileStore, sha256Hex, type FileStore } from "./store";

/**
 * The start-up check of stored files. A crash during an upload can leave a half-written `.tmp`
 * copy, or a complete copy whose row was never committed; both are removed once they are older
 * than an hour (younger ones may belong to an upload still running). Rows whose bytes are not in
 * the database store yet (written before the bytes moved there) get them from this instance's
 * copy; rows whose bytes are nowhere are reported, as they answer 404.
 */
export const SWEEP_MIN_AGE_MS = 60 * 60 * 1000;

export type SweepReport = {
  temporaryRemoved: number;
  orphansRemoved: number;
  bytesRestored: number;
  missing: string[];
};

type SweepOptions = {
  now?: Date;
  database?: Database;
  copies?: LocalCopies;
  store?: FileStore;
  log?: (line: string) => void;
};

function copiesOnDisk(root: string): { key: string; file: string; name: string }[] {
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { withFileTypes: true })
    .filter((folder) => folder.isDirectory() && /^[0-9a-f]{2}$/.test(folder.name))
    .flatMap((folder) =>
      fs
        .readdirSync(path.join(root, folder.name), { withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => ({
          key: `${folder.name}/${entry.name}`,
          file: path.join(root, folder.name, entry.name),
          name: entry.name,
        })),
    );
}

export async function sweepStoredFiles({
  now = new Date(),
  database = db(),
  copies = localCopies(),
  store = fileStore(),
  log,
}: SweepOptions = {}): Promise<SweepReport> {
  const report: SweepReport = { temporaryRemoved: 0, orphansRemoved: 0, bytesRestored: 0, missing: [] };
  const known = new Set(
    (await database.select({ sha256: storedFiles.sha256 }).from(storedFiles)).map((row) => row.sha256),
  );
  const isOld = (file: string) => {
    // A copy renamed or removed since the folder was listed (another process sharing the folder) is left alone.
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    return stat !== undefined && now.getTime() - stat.mtimeMs > SWEEP_MIN_AGE_MS;
  };
  for (const copy of copiesOnDisk(copies.root)) {
    if (copy.name.endsWith(TEMPORARY_SUFFIX)) {
      if (isOld(copy.file)) {
        await fs.promises.rm(copy.file, { force: true });
        report.temporaryRemoved++;
      }
    } else if (/^[0-9a-f]{64}$/.test(copy.name) && !known.has(copy.name) && isOld(copy.file)) {
      await copies.remove(copy.key);
      report.orphansRemoved++;
    }
  }

  if (store.kind === "database") {
    const bare = await database
      .select({ id: storedFiles.id, sha256: storedFiles.sha256, storageKey: storedFiles.storageKey })
      .from(storedFiles)
      .leftJoin(storedFileContents, eq(storedFileContents.fileId, storedFiles.id))
      .where(isNull(storedFileContents.fileId));
    for (const file of bare) {
      const bytes = await copies.read(file.storageKey);
      if (bytes && sha256Hex(bytes) === file.sha256) {
        await store.attach(database, file.id, bytes);
        report.bytesRestored++;
      } else {
        report.missing.push(file.id);
      }
    }
  }

  if (log && (report.temporaryRemoved || report.orphansRemoved || report.bytesRestored)) {
    log(
      `[files] Start-up sweep: removed ${report.temporaryRemoved} unfinished and ${report.orphansRemoved} unused local copies, ` +
        `moved the bytes of ${report.bytesRestored} files into the database.`,
    );
  }
  if (log && report.missing.length)
    log(`[files] The bytes of ${report.missing.length} stored files are missing: ${report.missing.join(", ")}.`);
  return report;
}
