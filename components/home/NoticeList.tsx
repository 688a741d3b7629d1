import { formatFileSize } from "@/lib/files/urls";
import { documentKind } from "@/components/notices/format";
import { isNewNotice } from "@/lib/notices/rules";
import type { NoticeSummary } from "@/lib/notices/queries";
import { formatIndiaDate } from "@/lib/time";

/** A list of notices: title linking to the document, date, size, and a "New" badge for the first week. */
function summaryDescription(notice: NoticeSummary): string {
  return notice.sizeBytes === null ? documentKind(notice.url) : `PDF, ${formatFileSize(notice.sizeBytes)}`;
}

export function NoticeList({ notices, emptyText }: { notices: NoticeSummary[]; emptyText: string }) {
  if (notices.length === 0) return <p className="text-sm text-slate-600">{emptyText}</p>;
  return (
    <ul className="divide-y divide-slate-200">
      {notices.map((notice) => (
        <li key={notice.id} className="py-2 text-sm">
          <a href={notice.url} className="font-medium text-brand-900 hover:underline">
            {notice.title}
            <span className="sr-only"> ({summaryDescription(notice)})</span>
          </a>
          {isNewNotice(notice) ? (
            <span className="ml-2 rounded bg-accent-100 px-1.5 py-0.5 text-xs font-bold uppercase text-accent-600">
              New
            </span>
          ) : null}
          <span className="mt-0.5 block text-xs text-slate-600" aria-hidden="true">
            {formatIndiaDate(notice.createdAt, "short")} · {summaryDescription(notice)}
          </span>
        </li>
      ))}
    </ul>
  );
}
