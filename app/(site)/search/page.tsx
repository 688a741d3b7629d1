import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { PageHeader } from "@/components/layout/PageHeader";
import { Pagination } from "@/components/notices/Pagination";
import { firstValue, type SearchParams } from "@/lib/notices/board-query";
import { searchHref } from "@/components/layout/search/search-href";
import {
  isSearchKind,
  KIND_LABELS,
  MAX_QUERY_LENGTH,
  normaliseQuery,
  SEARCH_KINDS,
  searchSite,
} from "@/lib/search/search";

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const query = normaliseQuery(firstValue(await searchParams, "q"));
  // Result pages are for visitors, not for search engines' indexes.
  return { title: query ? `Search results for “${query}”` : "Search", robots: { index: false, follow: true } };
}

/**
 * The site search's results page: server-rendered (works without JavaScript), grouped by kind,
 * paged, with a filter by kind. The search overlay links here ("See all results for …").
 */
export default async function SearchPage({ searchParams }: Props) {
  await connection();
  const params = await searchParams;
  const rawKind = firstValue(params, "kind");
  const kind = isSearchKind(rawKind) ? rawKind : undefined;
  const page = Number.parseInt(firstValue(params, "page") ?? "1", 10) || 1;
  const result = await searchSite(firstValue(params, "q"), { kind, page });
  const { query } = result;
  const allCount = SEARCH_KINDS.reduce((sum, k) => sum + result.counts[k], 0);

  return (
    <>
      <PageHeader
        title={query ? `Search results for “${query}”` : "Search"}
        crumbs={[{ name: "Search", path: "/search" }]}
      />
      <div className="mx-auto max-w-5xl px-4 py-8">
        <form method="get" action="/search" role="search" aria-label="Site" className="flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1">
            <label htmlFor="search-query" className="block text-sm font-semibold text-slate-800">
              Search programmes, pages, campuses, departments, faculty and notices
            </label>
            <input
              id="search-query"
              name="q"
              type="search"
              defaultValue={query}
              maxLength={MAX_QUERY_LENGTH}
              className="mt-1 w-full rounded-md border-2 border-brand-900 px-3 py-2 text-base"
            />
          </div>
          <button
            type="submit"
            className="rounded-md bg-brand-900 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
          >
            Search
          </button>
        </form>

        {query ? (
          <>
            <p role="status" className="mt-6 text-slate-800">
              {allCount === 0
                ? `Nothing matches “${query}”. Try another word, or browse the menu.`
                : `${allCount} ${allCount === 1 ? "result" : "results"} for “${query}”${kind ? `, ${result.total} of them ${KIND_LABELS[kind].toLowerCase()}` : ""}.`}
            </p>
            {allCount > 0 ? (
              <nav aria-label="Kinds of result" className="mt-4">
                <ul className="flex flex-wrap gap-2 text-sm">
                  <li>
                    <Link href={searchHref(query)} aria-current={kind ? undefined : "page"} className={chip(!kind)}>
                      All ({allCount})
                    </Link>
                  </li>
                  {SEARCH_KINDS.filter((k) => result.counts[k] > 0).map((k) => (
                    <li key={k}>
                      <Link
                        href={searchHref(query, { kind: k })}
                        aria-current={kind === k ? "page" : undefined}
                        className={chip(kind === k)}
                      >
                        {KIND_LABELS[k]} ({result.counts[k]})
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
            {result.groups.map((group) => (
              <section key={group.kind} aria-labelledby={`results-${group.kind}`} className="mt-8">
                <h2 id={`results-${group.kind}`} className="text-xl font-bold text-brand-900">
                  {KIND_LABELS[group.kind]}
                </h2>
                <ol className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200">
                  {group.hits.map((hit) => (
                    <li key={`${hit.kind}:${hit.url}:${hit.title}`} className="px-4 py-3">
                      <a href={hit.url} className="font-semibold text-brand-900 underline-offset-2 hover:underline">
                        {hit.title}
                      </a>
                      {hit.snippet ? <p className="mt-1 text-sm text-slate-700">{hit.snippet}</p> : null}
                    </li>
                  ))}
                </ol>
              </section>
            ))}
            {result.totalPages > 1 ? (
              <div className="mt-8">
                <Pagination
                  page={result.page}
                  totalPages={result.totalPages}
                  hrefFor={(p) => searchHref(query, { kind, page: p })}
                />
              </div>
            ) : null}
          </>
        ) : (
          <p className="mt-6 text-slate-800">
            Type a word above, for example placement, fees, Dwarka or a programme&apos;s name.
          </p>
        )}
      </div>
    </>
  );
}

function chip(current: boolean): string {
  return `inline-flex min-h-8 items-center rounded-full border px-3 font-semibold ${
    current ? "border-brand-900 bg-brand-900 text-white" : "border-slate-300 text-brand-900 hover:border-brand-900"
  }`;
}
