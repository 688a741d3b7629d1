import Link from "next/link";
import type { RoundSummary } from "@/lib/admissions/staff";
import { STAFF_ROUNDS, STATUS_LABEL, STATUSES, formatDateTime } from "./shared";
import { ScrollTable, TD, TH } from "@/components/ui/Table";
import { windowState, type WindowState } from "@/lib/admissions/window";

/** What staff read of a window: whether candidates can decide now, and why not when it is set open. */
const WINDOW_TEXT: Record<WindowState, string> = {
  open: "Open",
  closed: "Closed",
  scheduled: "Set to open; its first day has not come",
  ended: "Closed: its last day has passed",
};

type Props = {
  id: string;
  caption: string;
  summaries: RoundSummary[];
  /** The overview lists every round with a public page (also those not set up yet) with links to act on each. */
  withActions?: boolean;
};

function recordsLink(category: string, round: number, status?: string) {
  return `/admin/results/records?${new URLSearchParams({ category, round: String(round), ...(status ? { status } : {}) })}`;
}

/** Each round's status counts; a count links to those records. */
export function RoundSummaryTable({ id, caption, summaries, withActions = false }: Props) {
  const rows = withActions
    ? STAFF_ROUNDS.map((page) => ({ page, summary: summaries.find((s) => s.key === page.key) }))
    : summaries.map((summary) => ({ page: STAFF_ROUNDS.find((p) => p.key === summary.key)!, summary }));
  return (
    <ScrollTable id={id} caption={caption}>
      <thead>
        <tr className="bg-brand-50">
          <th scope="col" className={TH}>
            Round
          </th>
          <th scope="col" className={TH}>
            Decision window
          </th>
          {STATUSES.map((status) => (
            <th key={status} scope="col" className={`${TH} text-right`}>
              {/* The codes of the allotment files keep the columns narrow; the links say the status in full. */}
              <span className="capitalize">{status}</span>
            </th>
          ))}
          <th scope="col" className={`${TH} text-right`}>
            Total
          </th>
          {withActions ? (
            <th scope="col" className={TH}>
              Actions
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {rows.map(({ page, summary }) => (
          <tr key={page.key}>
            <th scope="row" className={`${TD} min-w-48 font-normal`}>
              <span className="font-semibold">{summary?.title ?? page.title}</span>
              <span className="block text-slate-700">
                {page.level} round {page.round}
              </span>
            </th>
            <td className={TD}>
              {summary ? (
                <>
                  <span className="font-semibold">{WINDOW_TEXT[windowState(summary)]}</span>
                  {summary.startsAt || summary.endsAt ? (
                    <span className="block whitespace-nowrap text-slate-700">
                      {formatDateTime(summary.startsAt)} to {formatDateTime(summary.endsAt)}
                    </span>
                  ) : null}
                </>
              ) : (
                "Not set up yet"
              )}
            </td>
            {STATUSES.map((status) => (
              <td key={status} className={`${TD} text-right`}>
                {summary && summary.counts[status] > 0 ? (
                  <Link href={recordsLink(page.category, page.round, status)} className="underline">
                    {summary.counts[status]}
                    <span className="sr-only">
                      {" "}
                      {STATUS_LABEL[status]} in {page.level} round {page.round}
                    </span>
                  </Link>
                ) : (
                  (summary?.counts[status] ?? 0)
                )}
              </td>
            ))}
            <td className={`${TD} text-right font-semibold`}>{summary?.counts.total ?? 0}</td>
            {withActions ? (
              <td className={TD}>
                <ul className="flex flex-wrap gap-x-3 gap-y-1 whitespace-nowrap">
                  <li>
                    <Link href={`/admin/results/rounds/${page.category}/${page.round}`} className="underline">
                      {summary ? "Edit round" : "Set up round"}
                      <span className="sr-only">
                        {" "}
                        {page.level} round {page.round}
                      </span>
                    </Link>
                  </li>
                  <li>
                    <Link
                      href={`/admin/results/import?${new URLSearchParams({ category: page.category, round: String(page.round) })}`}
                      className="underline"
                    >
                      Import
                      <span className="sr-only">
                        {" "}
                        into {page.level} round {page.round}
                      </span>
                    </Link>
                  </li>
                  {summary ? (
                    <li>
                      <Link href={recordsLink(page.category, page.round)} className="underline">
                        Records
                        <span className="sr-only">
                          {" "}
                          of {page.level} round {page.round}
                        </span>
                      </Link>
                    </li>
                  ) : null}
                </ul>
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
