import Link from "next/link";

/** Page links (Previous, a window of numbers, Next); the current page is marked for screen readers. */
export function Pagination({
  page,
  totalPages,
  hrefFor,
}: {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
}) {
  if (totalPages <= 1) return null;
  const first = Math.max(1, Math.min(page - 2, totalPages - 4));
  const pages = Array.from({ length: Math.min(5, totalPages) }, (_, i) => first + i);
  const link = "inline-block min-w-10 rounded-md border px-3 py-1.5 text-center text-sm font-semibold";
  return (
    <nav aria-label="Pages" className="mt-6">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 ? (
          <li>
            <Link href={hrefFor(page - 1)} className={`${link} border-slate-300 text-brand-900 hover:border-brand-900`}>
              Previous
            </Link>
          </li>
        ) : null}
        {pages.map((n) => (
          <li key={n}>
            <Link
              href={hrefFor(n)}
              aria-current={n === page ? "page" : undefined}
              aria-label={`Page ${n}`}
              className={`${link} ${n === page ? "border-brand-900 bg-brand-900 text-white" : "border-slate-300 text-brand-900 hover:border-brand-900"}`}
            >
              {n}
            </Link>
          </li>
        ))}
        {page < totalPages ? (
          <li>
            <Link href={hrefFor(page + 1)} className={`${link} border-slate-300 text-brand-900 hover:border-brand-900`}>
              Next
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
}: {
  totalItems: number;
  shown: number;
  page: number;
  pageSize: number;
  emptyText: string;
}): string {
  if (totalItems === 0) return emptyText;
  const totalPages = Math.ceil(totalItems / pageSize);
  if (shown === 0) return `There is no page ${page}; this list has ${totalPages} page${totalPages === 1 ? "" : "s"}.`;
  const first = (page - 1) * pageSize + 1;
  return `Showing ${first}–${first + shown - 1} of ${totalItems}.`;
}
