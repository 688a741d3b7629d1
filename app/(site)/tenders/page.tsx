import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { getLocale } from "next-intl/server";
import { PageHeader } from "@/components/layout/PageHeader";
import { ExternalLink } from "@/components/layout/ExternalLink";
import { LocalizedText } from "@/components/i18n/LocalizedText";
import { RecordText } from "@/components/i18n/RecordText";
import { LastUpdated } from "@/components/ui/LastUpdated";
import { BoardFilters } from "@/components/notices/BoardFilters";
import { Pagination, pagedListStatus } from "@/components/notices/Pagination";
import { boardHref } from "@/components/notices/board-links";
import { isFiltered, parseBoardQuery, type SearchParams } from "@/lib/notices/board-query";
import { formatIndiaDate } from "@/lib/time";
import { BOARD_PAGE_SIZE } from "@/lib/notices/load-board";
import { noticeWordsIn } from "@/lib/notices/words";
import { fill } from "@/lib/i18n/fill";
import { localizePath } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/locales";
import type { Localized } from "@/lib/content/localized";
import { sitePortals, tendersNow } from "@/lib/content/page-data";
import { selectTenders } from "@/lib/content/tenders";
import { pageMetadata } from "@/lib/seo/metadata";
import { buttonClass } from "@/components/ui/Button";

type Props = { searchParams: Promise<SearchParams> };

const PATH = "/tenders";

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const [query, locale] = await Promise.all([searchParams.then(parseBoardQuery), getLocale()]);
  const { boards } = noticeWordsIn(locale);
  const base = query.archived ? boards.tenders.archivedTitle : boards.tenders.title;
  return pageMetadata({
    title: query.page > 1 ? fill(boards.list.titlePage, { title: base, page: query.page }) : base,
    description: query.archived ? boards.tenders.archivedDescription : boards.tenders.description,
    path: boardHref(PATH, { archived: query.archived, page: query.page }),
    noindex: isFiltered(query),
  });
}

export default async function TendersPage({ searchParams }: Props) {
  // Open and closed tenders are decided by the clock, so the page is rendered per request.
  await connection();
  const [query, locale] = await Promise.all([searchParams.then(parseBoardQuery), getLocale()]);
  const words = noticeWordsIn(locale);
  const text = words.boards.tenders;
  // Filters, pages and the archive switch stay in the page's language.
  const path = localizePath(PATH, locale);
  const now = new Date();
  const [{ tenders, updatedAt }, portals] = await Promise.all([tendersNow(now), sitePortals()]);
  const matching = selectTenders(
    tenders,
    { archived: query.archived, search: query.search, from: query.from, to: query.to },
    now,
  );
  const totalPages = Math.ceil(matching.length / BOARD_PAGE_SIZE);
  const first = (query.page - 1) * BOARD_PAGE_SIZE;
  const shown = matching.slice(first, first + BOARD_PAGE_SIZE);
  const cell = "border-b border-slate-200 px-3 py-2 text-left align-top";
  const heading = query.archived ? text.archivedTitle : text.openHeading;
  const date = (day: string) => <time dateTime={day}>{formatIndiaDate(day, "short", locale)}</time>;
  const columns = text.columns;

  return (
    <>
      <PageHeader title={text.title} crumbs={[{ name: text.title, path: PATH }]} lead={text.lead} />
      <div className="mx-auto max-w-7xl space-y-5 px-4 py-10">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-2xl font-bold text-brand-900">{heading}</h2>
          <Link
            href={boardHref(path, { archived: !query.archived })}
            className={buttonClass({ variant: "secondary", size: "sm" })}
          >
            {query.archived ? text.seeOpen : text.seeArchived}
          </Link>
        </div>
        <BoardFilters
          action={path}
          hidden={query.archived ? { archived: "true" } : {}}
          query={query}
          words={words.boards.list}
          searchLabel={text.search}
          dateLabels={{ from: text.startingFrom, to: text.startingUntil }}
        />
        <p className="text-sm text-slate-700">
          {pagedListStatus({
            totalItems: matching.length,
            shown: shown.length,
            page: query.page,
            pageSize: BOARD_PAGE_SIZE,
            emptyText: isFiltered(query) ? text.noMatch : query.archived ? text.noArchived : text.noOpen,
            words: words.boards.list,
          })}
        </p>
        {shown.length > 0 ? (
          <div className="relative overflow-x-auto rounded-lg border border-slate-200">
            <table className="min-w-full bg-white text-sm">
              <thead className="bg-slate-100">
                <tr>
                  {[
                    columns.serial,
                    columns.number,
                    columns.title,
                    columns.department,
                    columns.category,
                    columns.start,
                    columns.submission,
                    columns.document,
                    columns.preBid,
                    columns.corrigendum,
                  ].map((name) => (
                    <th key={name} scope="col" className={cell}>
                      {name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {shown.map((tender, index) => (
                  <tr key={tender.id}>
                    <td className={cell}>{first + index + 1}</td>
                    <th scope="row" className={`${cell} whitespace-nowrap font-mono font-semibold`}>
                      <RecordText text={tender.number} locale={locale} />
                    </th>
                    <td className={cell}>
                      <LocalizedText value={tender.title} locale={locale} />
                    </td>
                    <td className={cell}>
                      <LocalizedText value={tender.department} locale={locale} />
                    </td>
                    <td className={cell}>
                      <RecordText text={tender.category} locale={locale} />
                    </td>
                    <td className={`${cell} whitespace-nowrap`}>{date(tender.startDate)}</td>
                    <td className={`${cell} whitespace-nowrap`}>
                      {date(tender.closingDate)}
                      {tender.closingTime ? (
                        <span className="block text-slate-600">
                          {fill(text.closingTime, { time: tender.closingTime })}
                        </span>
                      ) : null}
                    </td>
                    <td className={cell}>
                      {tender.bidDocuments.length ? (
                        <DocumentLinks links={tender.bidDocuments} locale={locale} />
                      ) : portals ? (
                        <ExternalLink href={portals.tenders} className="font-semibold text-brand-900 underline">
                          {text.onGem}
                          <span className="sr-only">{fill(text.onGemBid, { number: tender.number })}</span>
                        </ExternalLink>
                      ) : (
                        text.onGem
                      )}
                    </td>
                    <td className={cell}>
                      {tender.preBidMinutes?.length ? (
                        <DocumentLinks links={tender.preBidMinutes} locale={locale} />
                      ) : (
                        text.none
                      )}
                    </td>
                    <td className={cell}>
                      {tender.corrigenda.length ? (
                        <DocumentLinks links={tender.corrigenda} locale={locale} />
                      ) : tender.corrigendumIssued ? (
                        text.corrigendumOnGem
                      ) : (
                        text.none
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        <Pagination
          page={query.page}
          totalPages={totalPages}
          words={words.boards.list}
          hrefFor={(page) =>
            boardHref(path, { archived: query.archived, search: query.search, from: query.from, to: query.to, page })
          }
        />
        <p className="text-sm text-slate-700">{text.footnote}</p>
        {updatedAt ? <LastUpdated date={updatedAt} label={words.lastUpdated} locale={locale} /> : null}
      </div>
    </>
  );
}

/** Bid documents, pre-bid minutes or corrigenda: each a PDF on this site or a link elsewhere, dated where it has a date. */
function DocumentLinks({
  links,
  locale,
}: {
  links: { label: Localized; href: string; date?: string }[];
  locale: Locale;
}) {
  return (
    <ul className="space-y-1">
      {links.map((link) => (
        <li key={link.href}>
          {link.href.startsWith("/") ? (
            <a href={link.href} className="font-semibold text-brand-900 underline">
              <LocalizedText value={link.label} locale={locale} />
            </a>
          ) : (
            <ExternalLink href={link.href} className="font-semibold text-brand-900 underline">
              <LocalizedText value={link.label} locale={locale} />
            </ExternalLink>
          )}
          {link.date ? (
            <span className="block text-slate-600">
              <time dateTime={link.date}>{formatIndiaDate(link.date, "short", locale)}</time>
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
