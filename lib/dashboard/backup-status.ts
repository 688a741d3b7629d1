import { config } from "../config";
import { db, type Database } from "../db/client";
import { requireRole, type Actor } from "../auth/actor";
import { latestBackupRuns, type BackupRun } from "../backup/runs";

export type BackupRunSummary = {
  finishedAt: string;
  ok: boolean;
  sizeBytes: number | null;
  trigger: string;
  error: string | null;
};

export type BackupStatus = {
  everyHours: number;
  last?: BackupRunSummary;
  lastOk?: BackupRunSummary;
  /** The last good backup is older than twice the interval (or the last run failed): someone should look. */
  warning?: "stale" | "failed";
};

function summary(run: BackupRun | undefined): BackupRunSummary | undefined {
  if (!run) return undefined;
  return {
    finishedAt: run.finishedAt.toISOString(),
    ok: run.ok,
    sizeBytes: run.sizeBytes,
    trigger: run.trigger,
    error: run.error,
  };
}

/** The dashboard's backup panel (Admins): the latest run, the latest good one, and whether to worry. */
export async function backupStatus(
  actor: Actor,
  now: Date = new Date(),
  database: Database = db(),
): Promise<BackupStatus> {
  requireRole(actor, "Admin");
  const { everyHours } = config().backup;
  const { last, lastOk } = await latestBackupRuns(database);
  const limitMs = 2 * everyHours * 3_600_000;
  const warning =
    last && !last.ok
      ? "failed"
      : everyHours > 0 && lastOk && now.getTime() - lastOk.finishedAt.getTime() > limitMs
        ? "stale"
        : undefined;
  return { everyHours, last: summary(last), lastOk: summary(lastOk), warning };
}
