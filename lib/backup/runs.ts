import { desc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { backupRuns } from "../db/schema";
import { newId } from "../ids";

export type BackupRun = typeof backupRuns.$inferSelect;

/** Records a finished backup (ok or not); the dashboard and the schedule read the latest. */
export async function recordBackupRun(
  database: Database,
  run: Omit<BackupRun, "id" | "fileName" | "sizeBytes" | "error"> &
    Partial<Pick<BackupRun, "fileName" | "sizeBytes" | "error">>,
): Promise<void> {
  await database.insert(backupRuns).values({ id: newId(), ...run });
}

export async function latestBackupRuns(database: Database): Promise<{ last?: BackupRun; lastOk?: BackupRun }> {
  const newest = () => database.select().from(backupRuns).orderBy(desc(backupRuns.finishedAt)).limit(1);
  const [[last], [lastOk]] = await Promise.all([newest(), newest().where(eq(backupRuns.ok, true))]);
  return { last, lastOk };
}
