import type { HistoryEntry } from "@/lib/admissions/staff";
import { STATUS_LABEL, formatDateTime } from "./shared";
import { ScrollTable, TD, TH } from "@/components/ui/Table";

const ACTIONS: Record<string, string> = {
  "result.decision": "Decision",
  "result.status_override": "Status changed by staff",
  "result.import_update": "Updated by an import",
};

function details(entry: HistoryEntry): string {
  if (entry.reason) return entry.reason;
  return Object.entries(entry.changes)
    .map(([field, { from, to }]) => `${field}: ${String(from ?? "—")} → ${String(to ?? "—")}`)
    .join("; ");
}

/** Who changed the record, from which status to which, when, and from where (address and browser). */
export function HistoryTable({ entries }: { entries: HistoryEntry[] }) {
  return (
    <ScrollTable id="history-caption" caption="Changes to this record, oldest first">
      <thead>
        <tr className="bg-brand-50">
          <th scope="col" className={TH}>
            When
          </th>
          <th scope="col" className={TH}>
            Who
          </th>
          <th scope="col" className={TH}>
            What
          </th>
          <th scope="col" className={TH}>
            From
          </th>
          <th scope="col" className={TH}>
            To
          </th>
          <th scope="col" className={TH}>
            Reason or changes
          </th>
          <th scope="col" className={TH}>
            From where
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td className={`${TD} whitespace-nowrap`}>
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
            </td>
            <td className={TD}>{entry.actor}</td>
            <td className={TD}>{ACTIONS[entry.action] ?? entry.action}</td>
            <td className={`${TD} whitespace-nowrap`}>{entry.from ? STATUS_LABEL[entry.from] : "—"}</td>
            <td className={`${TD} whitespace-nowrap`}>{entry.to ? STATUS_LABEL[entry.to] : "—"}</td>
            <td className={TD}>{details(entry) || "—"}</td>
            <td className={TD}>
              {entry.ip ?? "unknown address"}
              {entry.userAgent ? (
                <span className="block max-w-xs truncate text-slate-700" title={entry.userAgent}>
                  {entry.userAgent}
                </span>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
