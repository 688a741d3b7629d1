import Link from "next/link";
import { fill } from "@/lib/i18n/fill";
import { noticeWordsIn, type BoardWords } from "@/lib/notices/words";

type ListWords = BoardWords["list"];

// Staff pages and pages not yet in Hindi pass no words: theirs are English.
const ENGLISH = noticeWordsIn("en").boards.list;

/**
 * Page links (Previous, a window of numbers, Next); the current page is marked for screen readers.
 * `hrefFor` gives addresses in the page's language.
 */
export function Pagination({
  page,
  totalPages,
  hrefFor,
  words = ENGLISH,
}: {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  words?: ListWords;
}) {
  if (totalPages <= 1) return null;
  const first = Math.max(1, Math.min(page - 2, totalPages - 4));
  const pages = Array.from({ length: Math.min(5, totalPages) }, (_, i) => first + i);
  const link = "inline-block min-w-10 rounded-md border px-3 py-1.5 text-center text-sm font-semibold";
  return (
    <nav aria-label={words.pages} className="mt-6">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 ? (
          <li>
            <Link href={hrefFor(page - 1)} className={`${link} border-slate-300 text-brand-900 hover:border-brand-900`}>
              {words.previous}
            </Link>
          </li>
        ) : null}
        {pages.map((n) => (
          <li key={n}>
            <Link
              href={hrefFor(n)}
              aria-current={n === page ? "page" : undefined}
              aria-label={fill(words.pageNumber, { page: n })}
              className={`${link} ${n === page ? "border-brand-900 bg-brand-900 text-white" : "border-slate-300 text-brand-900 hover:border-brand-900"}`}
            >
              {n}
            </Link>
          </li>
        ))}
        {page < totalPages ? (
          <li>
            <Link href={hrefFor(page + 1)} className={`${link} border-slate-300 text-brand-900 hover:border-brand-900`}>
              {words.next}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/** The line above a paged list: its empty text, a page past the last one, or which items are shown. */
export function pagedListStatus({
  totalItems,
  shown,
  page,
  pageSize,
  emptyText,
  words = ENGLISH,
}: {
  totalItems: number;
  shown: number;
  page: number;
  pageSize: number;
  emptyText: string;
  words?: ListWords;
}): string {
  if (totalItems === 0) return emptyText;
  const totalPages = Math.ceil(totalItems / pageSize);
  if (shown === 0) return fill(totalPages === 1 ? words.noPageOne : words.noPageMany, { page, pages: totalPages });
  const first = (page - 1) * pageSize + 1;
  return fill(words.showing, { first, last: first + shown - 1, total: totalItems });
}
