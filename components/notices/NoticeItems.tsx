import Link from "next/link";
import { ExternalLink } from "@/components/layout/ExternalLink";
import { formatFileSize } from "@/lib/files/urls";
import { isNewNotice, type NoticeDates } from "@/lib/notices/rules";
import type { NoticeRecord } from "@/lib/notices/queries";
import type { JobColumns } from "@/lib/notices/boards";
import { documentKind, fileFormat } from "./format";
import { formatIndiaDate } from "@/lib/time";

export function NewBadge({ notice, now }: { notice: NoticeDates; now: Date }) {
  if (!isNewNotice(notice, now)) return null;
  return (
    <span className="ml-2 inline-block rounded bg-accent-100 px-1.5 py-0.5 align-middle text-xs font-bold uppercase text-accent-600">
      New
    </span>
  );
}

/** "PDF, 120 KB", or what kind of link a notice without a stored file is. */
export function fileDescription(notice: NoticeRecord): string {
  if (!notice.file) return documentKind(notice.url);
  return `${fileFormat(notice.file.contentType, notice.file.originalName)}, ${formatFileSize(notice.file.sizeBytes)}`;
}

/** Documents of a board: each title opens its file; date, format and size beside it. */
export function DocumentList({ items, now }: { items: NoticeRecord[]; now: Date }) {
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
      {items.map((notice) => (
        <li key={notice.id} className="px-4 py-3">
          <a href={notice.url} className="font-semibold text-brand-900 underline-offset-2 hover:underline">
            {notice.title}
          </a>
          <NewBadge notice={notice} now={now} />
          <p className="mt-1 text-sm text-slate-600">
            Published <time dateTime={notice.createdAt}>{formatIndiaDate(notice.createdAt, "short")}</time>
            {notice.orderNumber ? <> · Order no. {notice.orderNumber}</> : null}
            <span> · {fileDescription(notice)}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}

function ApplyLink({ href }: { href: string }) {
  const className = "font-semibold text-brand-900 underline";
  return /^https?:\/\//i.test(href) ? (
    <ExternalLink href={href} className={className}>
      Apply
    </ExternalLink>
  ) : (
    <Link href={href} className={className}>
      Apply
    </Link>
  );
}

/** The job portal's table: title, notification, vacancies, dates and the apply link, as the section has them. */
export function JobTable({
  items,
  columns,
  firstNumber,
  now,
}: {
  items: NoticeRecord[];
  columns: JobColumns;
  firstNumber: number;
  now: Date;
}) {
  const cell = "border-b border-slate-200 px-3 py-2 align-top";
  // Positioned: the links' visually hidden "(opens in a new tab)" must scroll with the table, not widen the page.
  return (
    <div className="relative overflow-x-auto rounded-lg border border-slate-200">
      <table className="min-w-full bg-white text-left text-sm">
        <thead className="bg-slate-100 text-slate-800">
          <tr>
            <th scope="col" className={cell}>
              S. No.
            </th>
            <th scope="col" className={cell}>
              Title
            </th>
            <th scope="col" className={cell}>
              Notification
            </th>
            {columns.vacancies ? (
              <th scope="col" className={cell}>
                No. of Vacancies
              </th>
            ) : null}
            <th scope="col" className={cell}>
              {columns.dateLabel}
            </th>
            <th scope="col" className={cell}>
              Last Date
            </th>
            {columns.apply ? (
              <th scope="col" className={cell}>
                Apply
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {items.map((notice, index) => (
            <tr key={notice.id}>
              <td className={cell}>{firstNumber + index}</td>
              <th scope="row" className={`${cell} font-semibold text-slate-900`}>
                {notice.title}
                <NewBadge notice={notice} now={now} />
              </th>
              <td className={cell}>
                <a href={notice.url} className="font-semibold text-brand-900 underline">
                  Notice<span className="sr-only">: {notice.title}</span>
                </a>
                <span className="block text-xs text-slate-600">{fileDescription(notice)}</span>
              </td>
              {columns.vacancies ? <td className={cell}>{notice.vacancies || "Not stated"}</td> : null}
              <td className={cell}>
                <time dateTime={notice.createdAt}>{formatIndiaDate(notice.createdAt, "short")}</time>
              </td>
              <td className={cell}>
                {notice.endDate ? (
                  <time dateTime={notice.endDate}>{formatIndiaDate(notice.endDate, "short")}</time>
                ) : (
                  "Not stated"
                )}
              </td>
              {columns.apply ? (
                <td className={cell}>{notice.applyUrl ? <ApplyLink href={notice.applyUrl} /> : "—"}</td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
