import type { BackupStatus } from "@/lib/dashboard/backup-status";
import { formatFileSize } from "@/lib/files/urls";
import { formatIndiaDate } from "@/lib/time";

/** The Admin's view of the server's backups (README, Operations): the last run and whether to act. */
export function BackupPanel({ status }: { status: BackupStatus }) {
  const { last, lastOk, warning, everyHours } = status;
  return (
    <section aria-labelledby="backups" className="mt-10">
      <h2 id="backups" className="text-xl font-bold text-brand-900">
        Backups
      </h2>
      {warning ? (
        <p role="alert" className="mt-3 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-900">
          {warning === "failed"
            ? `The last backup failed: ${last?.error ?? "no reason was recorded"}.`
            : `The last good backup is more than ${2 * everyHours} hours old (backups are due every ${everyHours} hours).`}{" "}
          Check the server&apos;s log and the README&apos;s Operations section.
        </p>
      ) : null}
      {lastOk ? (
        <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-medium">Last good backup</dt>
          <dd>
            <time dateTime={lastOk.finishedAt}>{formatIndiaDate(lastOk.finishedAt, "dateTime")}</time> (
            {lastOk.trigger === "scheduled" ? "scheduled" : "npm run backup"})
          </dd>
          <dt className="font-medium">Size</dt>
          <dd>{lastOk.sizeBytes === null ? "unknown" : formatFileSize(lastOk.sizeBytes)}</dd>
          <dt className="font-medium">Last result</dt>
          <dd>{last?.ok ? "succeeded" : "failed"}</dd>
        </dl>
      ) : (
        <p className="mt-3 text-slate-700">
          {last ? "No backup has succeeded yet." : "No backup has been taken yet."}{" "}
          {everyHours > 0
            ? `The server takes one every ${everyHours} hours.`
            : "Scheduled backups are off (BACKUP_EVERY_HOURS=0)."}
        </p>
      )}
    </section>
  );
}
