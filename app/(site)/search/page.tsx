import type { Metadata } from "next";
import Link from "next/link";
import { after, connection } from "next/server";
import { getLocale, getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/layout/PageHeader";
import { Pagination } from "@/components/notices/Pagination";
import { noticeWordsIn } from "@/lib/notices/words";
import { firstValue, type SearchParams } from "@/lib/notices/board-query";
import { searchHref } from "@/components/layout/search/search-href";
import { recordTextLang } from "@/lib/i18n/locales";
import { localizePath } from "@/lib/i18n/paths";
import { pageMetadata } from "@/lib/seo/metadata";
import { isSearchKind, MAX_QUERY_LENGTH, normaliseQuery, SEARCH_KINDS, searchSite } from "@/lib/search/search";
import { recordSearch } from "@/lib/search/insights";
import { menusNow } from "@/lib/content/page-data";
import { ResultBeacon } from "@/components/layout/search/ResultBeacon";

type Props = { searchParams: Promise<SearchParams> };

const PATH = "/search";

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const [params, t] = await Promise.all([searchParams, getTranslations("morePages.search")]);
  const query = normaliseQuery(firstValue(params, "q"));
  // Result pages are for visitors, not for search engines' indexes.
  return pageMetadata({
    title: query ? t("resultsFor", { query }) : t("title"),
    description: t("description"),
    path: PATH,
    noindex: true,
  });
}

/**
 * The site search's results page: server-rendered (works without JavaScript), grouped by kind,
 * paged, with a filter by kind, best first (lib/search/search.ts ranks). The search overlay links
 * here ("See all results for …"). Hindi queries match the Hindi text; titles and snippets are the
 * English ones, marked English on the Hindi page, and each links to its Hindi page where there is
 * one. "Did you mean" offers the query spelt as the index has it; when nothing is found, the
 * menus' three search suggestions are offered.
 */
export default async function SearchPage({ searchParams }: Props) {
  await connection();
  const [params, locale, t] = await Promise.all([searchParams, getLocale(), getTranslations("morePages.search")]);
  const rawKind = firstValue(params, "kind");
  const kind = isSearchKind(rawKind) ? rawKind : undefined;
  const page = Number.parseInt(firstValue(params, "page") ?? "1", 10) || 1;
  const [result, menus] = await Promise.all([searchSite(firstValue(params, "q"), { kind, page }), menusNow()]);
  const { query } = result;
  const allCount = SEARCH_KINDS.reduce((sum, k) => sum + result.counts[k], 0);
  // A new search (not another page or kind of one) counts for the insights, after the answer is sent.
  if (query && page === 1 && !kind) after(() => recordSearch(query, allCount));
  const href = (options: Parameters<typeof searchHref>[1] = {}) => localizePath(searchHref(query, options), locale);

  return (
    <>
      <PageHeader title={query ? t("resultsFor", { query }) : t("title")} crumbs={[{ name: t("title"), path: PATH }]} />
      <div className="mx-auto max-w-5xl px-4 py-8">
        <form
          method="get"
          action={localizePath(PATH, locale)}
          role="search"
          aria-label={t("formLabel")}
          className="flex flex-wrap items-end gap-3"
        >
          <div className="min-w-0 flex-1">
            <label htmlFor="search-query" className="block text-sm font-semibold text-slate-800">
              {t("label")}
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
            {t("submit")}
          </button>
        </form>

        {query ? (
          <>
            <p role="status" className="mt-6 text-slate-800">
              {allCount === 0
                ? t("nothing", { query })
                : kind
                  ? t("countOfKind", { count: allCount, query, total: result.total, kind: t(`kindsLower.${kind}`) })
                  : t("count", { count: allCount, query })}
            </p>
            {result.suggestion ? (
              <p className="mt-2 text-slate-800" data-testid="did-you-mean">
                {t("didYouMean")}{" "}
                <Link
                  href={localizePath(searchHref(result.suggestion), locale)}
                  className="font-semibold text-brand-900 underline"
                >
                  {result.suggestion}
                </Link>
                ?{allCount > 0 ? ` ${t("didYouMeanNote")}` : null}
              </p>
            ) : null}
            {allCount === 0 && menus.searchSuggestions.length > 0 ? (
              <section aria-labelledby="search-suggestions" className="mt-6">
                <h2 id="search-suggestions" className="text-xl font-bold text-brand-900">
                  {t("suggestionsHeading")}
                </h2>
                <ul className="mt-3 list-disc space-y-1 pl-6">
                  {menus.searchSuggestions.slice(0, 3).map((item) => (
                    <li key={`${item.path}:${item.name}`}>
                      <Link
                        href={item.path ?? "/"}
                        lang={item.lang}
                        className="font-semibold text-brand-900 underline-offset-2 hover:underline"
                      >
                        {item.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            {allCount > 0 ? (
              <nav aria-label={t("kindsLabel")} className="mt-4">
                <ul className="flex flex-wrap gap-2 text-sm">
                  <li>
                    <Link href={href()} aria-current={kind ? undefined : "page"} className={chip(!kind)}>
                      {t("all", { count: allCount })}
                    </Link>
                  </li>
                  {SEARCH_KINDS.filter((k) => result.counts[k] > 0).map((k) => (
                    <li key={k}>
                      <Link
                        href={href({ kind: k })}
                        aria-current={kind === k ? "page" : undefined}
                        className={chip(kind === k)}
                      >
                        {t(`kinds.${k}`)} ({result.counts[k]})
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
            <ResultBeacon query={query}>
              {result.groups.map((group) => (
                <section key={group.kind} aria-labelledby={`results-${group.kind}`} className="mt-8">
                  <h2 id={`results-${group.kind}`} className="text-xl font-bold text-brand-900">
                    {t(`kinds.${group.kind}`)}
                  </h2>
                  <ol className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200">
                    {group.hits.map((hit) => (
                      <li key={`${hit.kind}:${hit.url}:${hit.title}`} className="px-4 py-3">
                        <a
                          data-search-result
                          href={localizePath(hit.url, locale)}
                          className="font-semibold text-brand-900 underline-offset-2 hover:underline"
                          lang={recordTextLang(hit.title, locale)}
                        >
                          {hit.title}
                        </a>
                        {hit.snippet ? (
                          <p className="mt-1 text-sm text-slate-700" lang={recordTextLang(hit.snippet, locale)}>
                            {hit.snippet}
                          </p>
                        ) : null}
                      </li>
                    ))}
                  </ol>
                </section>
              ))}
            </ResultBeacon>
            {result.totalPages > 1 ? (
              <div className="mt-8">
                <Pagination
                  page={result.page}
                  totalPages={result.totalPages}
                  words={noticeWordsIn(locale).boards.list}
                  hrefFor={(p) => href({ kind, page: p })}
                />
              </div>
            ) : null}
          </>
        ) : (
          <p className="mt-6 text-slate-800">{t("hint")}</p>
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
