import fs from "node:fs";
import path from "node:path";
import { eq, isNull } from "drizzle-orm";
import { db, type Database } from "../db/client";
import { storedFileContents, storedFiles } from "../db/schema";
import { inFlightHashes, inFlightPaths, isProcessAlive, writerOf } from "./in-flight";
import { localCopies, TEMPORARY_SUFFIX, type LocalCopies } from "./local-copy";
import { spoolFolder, SPOOL_SUFFIX } from "./spool";
import { fileStore, sha256Hex, type FileStore } from "./store";

/**
 * The sweep of stored files, at start-up and then every FILE_SWEEP_INTERVAL_MINUTES
 * (`startFileSweeps`). What an interrupted upload leaves behind is removed at once, whatever its
 * age: a spool (`incoming/*.part`) or a half-written copy (`*.tmp`) whose writing process is gone,
 * or is this process but no longer writing it; and a whole copy that no row uses (a copy is only
 * written after its row commits, so that is a file deleted since, or an old version's leftover).
 * What this process is writing right now is never touched (lib/files/in-flight.ts); another live
 * process's temporary files are left for an hour. Rows whose bytes are not in the database store
 * yet (written before the bytes moved there) get them from this instance's copy; rows whose bytes
 * are nowhere are reported, as they answer 404.
 */
export const FOREIGN_TEMPORARY_MIN_AGE_MS = 60 * 60 * 1000;

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

type Entry = { key: string; file: string; name: string };

function entries(folder: string, prefix = ""): Entry[] {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => ({ key: `${prefix}${entry.name}`, file: path.join(folder, entry.name), name: entry.name }));
}

function copiesOnDisk(root: string): Entry[] {
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { withFileTypes: true })
    .filter((folder) => folder.isDirectory() && /^[0-9a-f]{2}$/.test(folder.name))
    .flatMap((folder) => entries(path.join(root, folder.name), `${folder.name}/`));
}

/** A temporary file that nobody will finish: its writer is gone, or is this process and has let go of it. */
function isAbandoned(entry: Entry, now: Date): boolean {
  if (inFlightPaths.has(entry.file)) return false;
  const writer = writerOf(entry.name);
  if (writer === undefined || writer === process.pid || !isProcessAlive(writer)) return true;
  // Another live process (sharing the folder) may still be writing it.
  const stat = fs.statSync(entry.file, { throwIfNoEntry: false });
  return stat !== undefined && now.getTime() - stat.mtimeMs > FOREIGN_TEMPORARY_MIN_AGE_MS;
}

export async function sweepStoredFiles({
  now = new Date(),
  database = db(),
  copies = localCopies(),
  store = fileStore(),
  log,
}: SweepOptions = {}): Promise<SweepReport> {
  const report: SweepReport = { temporaryRemoved: 0, orphansRemoved: 0, bytesRestored: 0, missing: [] };
  // Listed before the rows are read: a copy written after its row committed is then always known.
  const onDisk = copiesOnDisk(copies.root);
  const temporary = [
    ...onDisk.filter((entry) => entry.name.endsWith(TEMPORARY_SUFFIX)),
    ...entries(spoolFolder(copies.root)).filter((entry) => entry.name.endsWith(SPOOL_SUFFIX)),
  ];
  const known = new Set(
    (await database.select({ sha256: storedFiles.sha256 }).from(storedFiles)).map((row) => row.sha256),
  );
  for (const entry of temporary) {
    if (!isAbandoned(entry, now)) continue;
    await fs.promises.rm(entry.file, { force: true });
    report.temporaryRemoved++;
  }
  for (const copy of onDisk) {
    if (!/^[0-9a-f]{64}$/.test(copy.name) || known.has(copy.name) || inFlightHashes.has(copy.name)) continue;
    await copies.remove(copy.key);
    report.orphansRemoved++;
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
        await store.attach(database, file.id, { kind: "memory", bytes });
        report.bytesRestored++;
      } else {
        report.missing.push(file.id);
      }
    }
  }

  if (log && (report.temporaryRemoved || report.orphansRemoved || report.bytesRestored)) {
    log(
      `[files] Sweep: removed ${report.temporaryRemoved} unfinished and ${report.orphansRemoved} unused local copies, ` +
        `moved the bytes of ${report.bytesRestored} files into the database.`,
    );
  }
  if (log && report.missing.length)
    log(`[files] The bytes of ${report.missing.length} stored files are missing: ${report.missing.join(", ")}.`);
  return report;
}

/**
 * Sweeps now and then every `intervalMs` (0: only now), without keeping the process alive; a
 * sweep still running when the next is due is not doubled. Returns a function that stops it.
 */
export function startFileSweeps(
  intervalMs: number,
  options: Omit<SweepOptions, "now"> = {},
): { stop: () => void; done: Promise<unknown> } {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const sweep = () => {
    if (busy) return;
    busy = true;
    running = sweepStoredFiles(options)
      .catch((error: unknown) => console.error("[files] the sweep of stored files failed", error))
      .finally(() => (busy = false));
  };
  const timer = intervalMs > 0 ? setInterval(sweep, intervalMs) : undefined;
  timer?.unref();
  return {
    stop: () => clearInterval(timer),
    get done() {
      return running;
    },
  };
}
