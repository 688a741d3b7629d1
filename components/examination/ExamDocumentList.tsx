import { ExternalLink } from "@/components/layout/ExternalLink";
import { RecordText } from "@/components/i18n/RecordText";
import { NewBadge } from "@/components/notices/NoticeItems";
import { storedFileText } from "@/components/notices/format";
import { fill } from "@/lib/i18n/fill";
import type { NoticeWords } from "@/lib/notices/words";
import { formatIndiaDate } from "@/lib/time";
import type { ExamDocumentRecord } from "@/lib/exams/queries";

/** "PDF, 120 KB" for a stored file; the site a link leads to otherwise, in the words' language. */
export function examDocumentKind(document: ExamDocumentRecord, words: NoticeWords): string {
  if (document.file) return storedFileText(document.file, words);
  const text = words.boards.examination;
  return fill(text.externalLink, { host: linkHost(document.url) ?? text.anotherWebsite });
}

function linkHost(url: string): string | undefined {
  try {
    return new URL(url).hostname;
  } catch {
    return undefined;
  }
}

/**
 * The documents of an examination section, newest first: a PDF opens from this site; a link
 * leaves it (new tab, announced), and says where it goes before it is followed. Titles are
 * records, marked English on the Hindi page.
 */
export function ExamDocumentList({
  items,
  now,
  words,
}: {
  items: ExamDocumentRecord[];
  now: Date;
  words: NoticeWords;
}) {
  const link = "font-semibold text-brand-900 underline-offset-2 hover:underline";
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
      {items.map((document) => (
        <li key={document.id} className="px-4 py-3">
          {document.file ? (
            <a href={document.url} className={link}>
              <RecordText text={document.title} locale={words.locale} />
            </a>
          ) : (
            <ExternalLink href={document.url} className={link}>
              <RecordText text={document.title} locale={words.locale} />
              <span aria-hidden="true"> ↗</span>
            </ExternalLink>
          )}
          <NewBadge notice={document} now={now} label={words.notices.new} />
          <p className="mt-1 text-sm text-slate-600">
            {words.boards.list.published}{" "}
            <time dateTime={document.createdAt}>{formatIndiaDate(document.createdAt, "short", words.locale)}</time>
            <span> · {examDocumentKind(document, words)}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
