import type { Writable } from "node:stream";
import { config } from "../config";
import { databaseHandle, type DatabaseHandle } from "../db/client";
import { fileStore } from "../files/store";
import { logger } from "../log/logger";
import type { Checksums } from "./archive";
import { writeFileAtomically } from "./archive-file";
import { dumpDatabase } from "./dump";
import { recordBackupRun } from "./runs";

export type BackupRequest = {
  /** With S3 storage: copy the objects' bytes into the archive. */
  withFiles: boolean;
  withSecrets: boolean;
  trigger: "scheduled" | "command";
};

/** Writes this process's database, and what the request asks for, as an archive to `out`. */
export function writeBackup(
  out: Writable,
  request: BackupRequest,
  handle: DatabaseHandle = databaseHandle(),
): Promise<Checksums> {
  return dumpDatabase(handle, out, {
    store: fileStore(),
    withFiles: request.withFiles,
    secretsFrom: request.withSecrets ? config().dataDir : undefined,
  });
}

/** Runs a backup and records it, successful or not, in `backup_runs` (for the dashboard and the schedule). */
export async function recordedBackup<T extends { sizeBytes: number }>(
  request: BackupRequest & { fileName?: string },
  run: () => Promise<T>,
  handle: DatabaseHandle = databaseHandle(),
): Promise<T> {
  const startedAt = new Date();
  const record = (fields: { ok: boolean; sizeBytes?: number; error?: string }) =>
    recordBackupRun(handle.db, {
      startedAt,
      finishedAt: new Date(),
      trigger: request.trigger,
      fileName: request.fileName,
      ...fields,
    }).catch((error: unknown) => logger().warn({ err: error }, "the backup run could not be recorded"));
  try {
    const result = await run();
    await record({ ok: true, sizeBytes: result.sizeBytes });
    return result;
  } catch (error) {
    await record({ ok: false, error: error instanceof Error ? error.message : String(error) });
    throw error;
  }
}

/** A recorded backup of this process's database into `file`, written under a temporary name first. */
export async function backupToFile(
  file: string,
  request: BackupRequest,
  handle: DatabaseHandle = databaseHandle(),
): Promise<{ checksums: Checksums; sizeBytes: number }> {
  return recordedBackup(
    { ...request, fileName: file },
    async () => {
      const { result, sizeBytes } = await writeFileAtomically(file, (out) => writeBackup(out, request, handle));
      return { checksums: result, sizeBytes };
    },
    handle,
  );
}
