import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "@/components/layout/PageHeader";
import { ExternalLink } from "@/components/layout/ExternalLink";
import { LastUpdated } from "@/components/ui/LastUpdated";
import { BoardFilters } from "@/components/notices/BoardFilters";
import { Pagination } from "@/components/notices/Pagination";
import { boardHref } from "@/components/notices/board-links";
import { isFiltered, parseBoardQuery, type SearchParams } from "@/lib/notices/board-query";
import { formatIndiaDate } from "@/lib/time";
import { BOARD_PAGE_SIZE } from "@/lib/notices/load-board";
import { GEM_PORTAL } from "@/content/tenders";
import { tendersNow } from "@/lib/content/page-data";
import { selectTenders } from "@/lib/content/tenders";
import { pageMetadata } from "@/lib/seo/metadata";
import { connection } from "next/server";
import { buttonClass } from "@/components/ui/Button";

type Props = { searchParams: Promise<SearchParams> };

const PATH = "/tenders";

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const query = parseBoardQuery(await searchParams);
  const base = query.archived ? "Archived Tenders" : "Tenders";
  return pageMetadata({
    title: query.page > 1 ? `${base} (page ${query.page})` : base,
    description: query.archived
      ? "Closed tenders of DSEU on the Government e-Marketplace (GeM), with their bid numbers and dates."
      : "Open tenders of DSEU on the Government e-Marketplace (GeM): bid numbers, subjects, start and submission dates.",
    path: boardHref(PATH, { archived: query.archived, page: query.page }),
    noindex: isFiltered(query),
  });
}

export default async function TendersPage({ searchParams }: Props) {
  // Open and closed tenders are decided by the clock, so the page is rendered per request.
  await connection();
  const query = parseBoardQuery(await searchParams);
  const now = new Date();
  const { tenders, updatedAt } = await tendersNow(now);
  const matching = selectTenders(
    tenders,
    { archived: query.archived, search: query.search, from: query.from, to: query.to },
    now,
  );
  const totalPages = Math.ceil(matching.length / BOARD_PAGE_SIZE);
  const first = (query.page - 1) * BOARD_PAGE_SIZE;
  const shown = matching.slice(first, first + BOARD_PAGE_SIZE);
  const cell = "border-b border-slate-200 px-3 py-2 text-left align-top";
  const heading = query.archived ? "Archived Tenders" : "Open Tenders";

  return (
    <>
      <PageHeader
        title="Tenders"
        crumbs={[{ name: "Tenders", path: PATH }]}
        lead="DSEU buys goods and services through bids on the Government e-Marketplace (GeM). A tender stays on this list until its submission date and time have passed; then it moves to the archive."
      />
      <div className="mx-auto max-w-7xl space-y-5 px-4 py-10">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-2xl font-bold text-brand-900">{heading}</h2>
          <Link
            href={boardHref(PATH, { archived: !query.archived })}
            className={buttonClass({ variant: "secondary", size: "sm" })}
          >
            {query.archived ? "See Tenders" : "See Archived Tenders"}
          </Link>
        </div>
        <BoardFilters
          action={PATH}
          hidden={query.archived ? { archived: "true" } : {}}
          query={query}
          searchLabel="Search by tender number or title"
          dateLabels={{ from: "Starting from", to: "Starting until" }}
        />
        <p className="text-sm text-slate-700">
          {matching.length === 0
            ? isFiltered(query)
              ? "No tender matches these filters."
              : query.archived
                ? "There are no archived tenders."
                : "There are no open tenders at the moment. Closed tenders are in the archive."
            : `Showing ${first + 1}–${first + shown.length} of ${matching.length}.`}
        </p>
        {shown.length > 0 ? (
          <div className="relative overflow-x-auto rounded-lg border border-slate-200">
            <table className="min-w-full bg-white text-sm">
              <thead className="bg-slate-100">
                <tr>
                  <th scope="col" className={cell}>
                    S. No.
                  </th>
                  <th scope="col" className={cell}>
                    Tender No.
                  </th>
                  <th scope="col" className={cell}>
                    Title
                  </th>
                  <th scope="col" className={cell}>
                    Department
                  </th>
                  <th scope="col" className={cell}>
                    Category
                  </th>
                  <th scope="col" className={cell}>
                    Start Date
                  </th>
                  <th scope="col" className={cell}>
                    Submission Date
                  </th>
                  <th scope="col" className={cell}>
                    Tender Document
                  </th>
                  <th scope="col" className={cell}>
                    Pre-bid Minutes
                  </th>
                  <th scope="col" className={cell}>
                    Corrigendum/Addendum
                  </th>
                </tr>
              </thead>
              <tbody>
                {shown.map((tender, index) => (
                  <tr key={tender.id}>
                    <td className={cell}>{first + index + 1}</td>
                    <th scope="row" className={`${cell} whitespace-nowrap font-mono font-semibold`}>
                      {tender.number}
                    </th>
                    <td className={cell}>{tender.title.en}</td>
                    <td className={cell}>{tender.department.en}</td>
                    <td className={cell}>{tender.category}</td>
                    <td className={`${cell} whitespace-nowrap`}>
                      <time dateTime={tender.startDate}>{formatIndiaDate(tender.startDate, "short")}</time>
                    </td>
                    <td className={`${cell} whitespace-nowrap`}>
                      <time dateTime={tender.closingDate}>{formatIndiaDate(tender.closingDate, "short")}</time>
                      {tender.closingTime ? (
                        <span className="block text-slate-600">{tender.closingTime} IST</span>
                      ) : null}
                    </td>
                    <td className={cell}>
                      {tender.bidDocuments.length ? (
                        <DocumentLinks links={tender.bidDocuments} />
                      ) : (
                        <ExternalLink href={GEM_PORTAL} className="font-semibold text-brand-900 underline">
                          On GeM<span className="sr-only">, bid {tender.number}</span>
                        </ExternalLink>
                      )}
                    </td>
                    <td className={cell}>None</td>
                    <td className={cell}>
                      {tender.corrigenda.length ? (
                        <DocumentLinks links={tender.corrigenda} />
                      ) : tender.corrigendumIssued ? (
                        "Issued (on GeM)"
                      ) : (
                        "None"
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
          hrefFor={(page) =>
            boardHref(PATH, { archived: query.archived, search: query.search, from: query.from, to: query.to, page })
          }
        />
        <p className="text-sm text-slate-700">
          Bid documents, corrigenda and the bidding itself are on the Government e-Marketplace: search the GeM portal
          for the tender number. Questions about a tender can be sent to the university help desk, helpdesk@dseu.ac.in.
        </p>
        {updatedAt ? <LastUpdated date={updatedAt} /> : null}
      </div>
    </>
  );
}

/** Bid documents or corrigenda: each a PDF on this site or a link elsewhere, dated when it is a corrigendum. */
function DocumentLinks({ links }: { links: { label: { en: string }; href: string; date?: string }[] }) {
  return (
    <ul className="space-y-1">
      {links.map((link) => (
        <li key={link.href}>
          {link.href.startsWith("/") ? (
            <a href={link.href} className="font-semibold text-brand-900 underline">
              {link.label.en}
            </a>
          ) : (
            <ExternalLink href={link.href} className="font-semibold text-brand-900 underline">
              {link.label.en}
            </ExternalLink>
          )}
          {link.date ? (
            <span className="block text-slate-600">
              <time dateTime={link.date}>{formatIndiaDate(link.date, "short")}</time>
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
