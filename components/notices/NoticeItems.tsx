import Link from "next/link";
import { ExternalLink } from "@/components/layout/ExternalLink";
import { isNewNotice, type NoticeDates } from "@/lib/notices/rules";
import type { NoticeRecord } from "@/lib/notices/queries";
import type { JobColumns } from "@/lib/notices/boards";
import type { NoticeWords } from "@/lib/notices/words";
import { RecordText } from "@/components/i18n/RecordText";
import { fill } from "@/lib/i18n/fill";
import { documentKind, storedFileText } from "./format";
import { formatIndiaDate } from "@/lib/time";

export function NewBadge({ notice, now, label }: { notice: NoticeDates; now: Date; label: string }) {
  if (!isNewNotice(notice, now)) return null;
  return (
    <span className="ml-2 inline-block rounded bg-accent-100 px-1.5 py-0.5 align-middle text-xs font-bold uppercase text-accent-600">
      {label}
    </span>
  );
}

/** "PDF, 120 KB", or what kind of link a notice without a stored file is. */
export function fileDescription(notice: NoticeRecord, words: NoticeWords): string {
  return notice.file ? storedFileText(notice.file, words) : documentKind(notice.url, words);
}

/** Documents of a board: each title opens its file; date, format and size beside it. */
export function DocumentList({ items, now, words }: { items: NoticeRecord[]; now: Date; words: NoticeWords }) {
  const list = words.boards.list;
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
      {items.map((notice) => (
        <li key={notice.id} className="px-4 py-3">
          <a href={notice.url} className="font-semibold text-brand-900 underline-offset-2 hover:underline">
            <RecordText text={notice.title} locale={words.locale} />
          </a>
          <NewBadge notice={notice} now={now} label={words.notices.new} />
          <p className="mt-1 text-sm text-slate-600">
            {list.published}{" "}
            <time dateTime={notice.createdAt}>{formatIndiaDate(notice.createdAt, "short", words.locale)}</time>
            {notice.orderNumber ? <> · {fill(list.orderNumber, { number: notice.orderNumber })}</> : null}
            <span> · {fileDescription(notice, words)}</span>
            {notice.file?.textUrl ? (
              <>
                {" · "}
                <TextVersionLink href={notice.file.textUrl} title={notice.title} words={words} />
              </>
            ) : null}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The text of a scanned document, for those who cannot read the scan (lib/ocr). */
function TextVersionLink({ href, title, words }: { href: string; title: string; words: NoticeWords }) {
  return (
    <Link href={href} className="text-sm font-semibold text-brand-900 underline">
      {words.notices.textVersion}
      <span className="sr-only">
        : <RecordText text={title} locale={words.locale} />
      </span>
    </Link>
  );
}

function ApplyLink({ href, label }: { href: string; label: string }) {
  const className = "font-semibold text-brand-900 underline";
  return /^https?:\/\//i.test(href) ? (
    <ExternalLink href={href} className={className}>
      {label}
    </ExternalLink>
  ) : (
    <Link href={href} className={className}>
      {label}
    </Link>
  );
}

/** The job portal's table: title, notification, vacancies, dates and the apply link, as the section has them. */
export function JobTable({
  items,
  columns,
  firstNumber,
  now,
  words,
}: {
  items: NoticeRecord[];
  columns: JobColumns;
  firstNumber: number;
  now: Date;
  words: NoticeWords;
}) {
  const jobs = words.boards.jobs;
  const date = (value: string) => <time dateTime={value}>{formatIndiaDate(value, "short", words.locale)}</time>;
  const cell = "border-b border-slate-200 px-3 py-2 align-top";
  // Positioned: the links' visually hidden "(opens in a new tab)" must scroll with the table, not widen the page.
  return (
    <div className="relative overflow-x-auto rounded-lg border border-slate-200">
      <table className="min-w-full bg-white text-left text-sm">
        <thead className="bg-slate-100 text-slate-800">
          <tr>
            <th scope="col" className={cell}>
              {jobs.serial}
            </th>
            <th scope="col" className={cell}>
              {jobs.title}
            </th>
            <th scope="col" className={cell}>
              {jobs.notification}
            </th>
            {columns.vacancies ? (
              <th scope="col" className={cell}>
                {jobs.vacancies}
              </th>
            ) : null}
            <th scope="col" className={cell}>
              {columns.dateLabel}
            </th>
            <th scope="col" className={cell}>
              {jobs.lastDate}
            </th>
            {columns.apply ? (
              <th scope="col" className={cell}>
                {jobs.apply}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {items.map((notice, index) => (
            <tr key={notice.id}>
              <td className={cell}>{firstNumber + index}</td>
              <th scope="row" className={`${cell} font-semibold text-slate-900`}>
                <RecordText text={notice.title} locale={words.locale} />
                <NewBadge notice={notice} now={now} label={words.notices.new} />
              </th>
              <td className={cell}>
                <a href={notice.url} className="font-semibold text-brand-900 underline">
                  {jobs.notice}
                  <span className="sr-only">
                    : <RecordText text={notice.title} locale={words.locale} />
                  </span>
                </a>
                <span className="block text-xs text-slate-600">{fileDescription(notice, words)}</span>
                {notice.file?.textUrl ? (
                  <TextVersionLink href={notice.file.textUrl} title={notice.title} words={words} />
                ) : null}
              </td>
              {columns.vacancies ? (
                <td className={cell}>
                  {notice.vacancies ? <RecordText text={notice.vacancies} locale={words.locale} /> : jobs.notStated}
                </td>
              ) : null}
              <td className={cell}>{date(notice.createdAt)}</td>
              <td className={cell}>{notice.endDate ? date(notice.endDate) : jobs.notStated}</td>
              {columns.apply ? (
                <td className={cell}>
                  {notice.applyUrl ? <ApplyLink href={notice.applyUrl} label={jobs.apply} /> : "—"}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
