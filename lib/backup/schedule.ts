import fs from "node:fs";
import path from "node:path";
import { config } from "../config";
import { databaseHandle, type DatabaseHandle } from "../db/client";
import { logger } from "../log/logger";
import { removeAbandonedPartials } from "./archive-file";
import { latestBackupRuns } from "./runs";
import { backupToFile } from "./take";

/** The key of the advisory lock that lets one instance of a cluster take the scheduled backup ('dsbk'). */
export const BACKUP_LOCK_KEY = 0x6473626b;

const ARCHIVE_NAME = /^dseu-backup-\d{8}T\d{6}\.\d{3}Z\.gz$/;
const MAX_TICK_MS = 5 * 60_000;
const MIN_TICK_MS = 1_000;
const FIRST_BACKUP_AFTER_MS = 3_600_000;

export function archiveName(at: Date): string {
  return `dseu-backup-${at.toISOString().replace(/[-:]/g, "")}.gz`;
}

export type BackupSchedule = { stop(): Promise<void>; /** Runs one check now (tests). */ tick(): Promise<void> };

/**
 * The server's own backups: every `BACKUP_EVERY_HOURS` an archive in `BACKUP_DIR`, of which the
 * newest `BACKUP_KEEP` are kept. Each instance checks now and then whether one is due (the last
 * run, by any instance, in `backup_runs`); on PostgreSQL the check and the backup run under an
 * advisory lock that only one instance gets, so a cluster takes one backup per interval. A failed
 * run is tried again after a tenth of the interval. A database with no backup yet gets its first
 * within an hour of the start.
 */
export function startBackupSchedule(
  handle: () => DatabaseHandle = databaseHandle,
  { timer: withTimer = true }: { timer?: boolean } = {},
): BackupSchedule {
  const { dir, everyHours, keep } = config().backup;
  let running: Promise<void> | undefined;
  const intervalMs = everyHours * 3_600_000;
  const started = new Date();
  const check = async () => {
    const database = handle();
    await withBackupLock(database, async () => {
      const { last } = await latestBackupRuns(database.db);
      // The first backup comes within the hour even if the server restarts more often than the interval.
      const wait = !last ? Math.min(intervalMs, FIRST_BACKUP_AFTER_MS) : last.ok ? intervalMs : intervalMs / 10;
      if (Date.now() - (last?.startedAt ?? started).getTime() < wait) return;
      removeAbandonedPartials(dir);
      const file = path.join(dir, archiveName(new Date()));
      const { sizeBytes } = await backupToFile(
        file,
        { trigger: "scheduled", withFiles: false, withSecrets: false },
        database,
      );
      logger().info({ file, sizeBytes }, "scheduled backup written");
      pruneArchives(dir, keep);
    });
  };
  const tick = () => {
    running ??= check()
      .catch((error: unknown) => logger().error({ err: error }, "the scheduled backup failed"))
      .finally(() => (running = undefined));
    return running;
  };
  if (intervalMs === 0) return { stop: async () => {}, tick: async () => {} };
  const timer = withTimer
    ? setInterval(tick, Math.min(MAX_TICK_MS, Math.max(MIN_TICK_MS, intervalMs / 10))).unref()
    : undefined;
  return {
    tick,
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}

// PGlite is one process (lib/db/lock.ts); within it, one backup of a database at a time.
const busy = new WeakSet<DatabaseHandle>();

async function withBackupLock(handle: DatabaseHandle, work: () => Promise<void>): Promise<void> {
  if (!handle.pool) {
    if (busy.has(handle)) return;
    busy.add(handle);
    try {
      return await work();
    } finally {
      busy.delete(handle);
    }
  }
  const session = await handle.pool.connect();
  try {
    const { rows } = await session.query<{ locked: boolean }>("select pg_try_advisory_lock($1) as locked", [
      BACKUP_LOCK_KEY,
    ]);
    if (!rows[0]?.locked) return;
    try {
      await work();
    } finally {
      await session.query("select pg_advisory_unlock($1)", [BACKUP_LOCK_KEY]);
    }
  } finally {
    session.release();
  }
}

/** Deletes all but the newest `keep` complete archives of the schedule. */
export function pruneArchives(dir: string, keep: number): string[] {
  const archives = fs
    .readdirSync(dir)
    .filter((name) => ARCHIVE_NAME.test(name))
    .sort();
  const removed = archives.slice(0, Math.max(0, archives.length - keep));
  for (const name of removed) fs.rmSync(path.join(dir, name), { force: true });
  return removed;
}
