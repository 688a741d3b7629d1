import Link from "next/link";

/** What the links say, in the page's language (catalogue "morePages.pageLinks"). */
export type PageLinksWords = { previous: string; next: string; page: string; pageNumber: string };

/**
 * Links to the pages of a long list ("Previous", numbers, "Next"). Plain links with the page in
 * the query string, so paging works without JavaScript and every page has its own address.
 */
export function PageLinks({
  page,
  totalPages,
  href,
  label,
  words,
}: {
  page: number;
  totalPages: number;
  href: (page: number) => string;
  label: string;
  words: PageLinksWords;
}) {
  if (totalPages <= 1) return null;
  const linkClass =
    "inline-block min-w-10 rounded-md border border-slate-400 px-3 py-1.5 text-center hover:bg-brand-50";
  return (
    <nav aria-label={label} className="mt-6">
      <ul className="flex flex-wrap items-center gap-2 text-sm">
        {page > 1 ? (
          <li>
            <Link href={href(page - 1)} className={linkClass} rel="prev">
              {words.previous}
              <span className="sr-only"> {words.page}</span>
            </Link>
          </li>
        ) : null}
        {Array.from({ length: totalPages }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            {n === page ? (
              <span
                aria-current="page"
                className={`${linkClass} border-brand-900 bg-brand-900 font-semibold text-white hover:bg-brand-900`}
              >
                <span className="sr-only">{words.pageNumber} </span>
                {n}
              </span>
            ) : (
              <Link href={href(n)} className={linkClass}>
                <span className="sr-only">{words.pageNumber} </span>
                {n}
              </Link>
            )}
          </li>
        ))}
        {page < totalPages ? (
          <li>
            <Link href={href(page + 1)} className={linkClass} rel="next">
              {words.next}
              <span className="sr-only"> {words.page}</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
