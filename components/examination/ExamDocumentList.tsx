import { ExternalLink } from "@/components/layout/ExternalLink";
import { NewBadge } from "@/components/notices/NoticeItems";
import { fileFormat } from "@/components/notices/format";
import { formatIndiaDate } from "@/lib/time";
import { formatFileSize } from "@/lib/files/urls";
import type { ExamDocumentRecord } from "@/lib/exams/queries";

/** "PDF, 120 KB" for a stored file; the site a link leads to otherwise. */
export function examDocumentKind(document: ExamDocumentRecord): string {
  if (document.file)
    return `${fileFormat(document.file.contentType, document.file.originalName)}, ${formatFileSize(document.file.sizeBytes)}`;
  return `External link to ${linkHost(document.url)}`;
}

function linkHost(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return "another website";
  }
}

/**
 * The documents of an examination section, newest first: a PDF opens from this site; a link
 * leaves it (new tab, announced), and says where it goes before it is followed.
 */
export function ExamDocumentList({ items, now }: { items: ExamDocumentRecord[]; now: Date }) {
  const link = "font-semibold text-brand-900 underline-offset-2 hover:underline";
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
      {items.map((document) => (
        <li key={document.id} className="px-4 py-3">
          {document.file ? (
            <a href={document.url} className={link}>
              {document.title}
            </a>
          ) : (
            <ExternalLink href={document.url} className={link}>
              {document.title}
              <span aria-hidden="true"> ↗</span>
            </ExternalLink>
          )}
          <NewBadge notice={document} now={now} />
          <p className="mt-1 text-sm text-slate-600">
            Published <time dateTime={document.createdAt}>{formatIndiaDate(document.createdAt, "short")}</time>
            <span> · {examDocumentKind(document)}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
