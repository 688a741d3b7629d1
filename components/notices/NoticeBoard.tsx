import Link from "next/link";
import { LastUpdated } from "@/components/ui/LastUpdated";
import { FIXED_TEXT_REVIEWED } from "@/lib/pages/fixed-text";
import type { Board } from "@/lib/notices/boards";
import type { LoadedBoard } from "@/lib/notices/load-board";
import type { NoticeWords } from "@/lib/notices/words";
import { localizePath } from "@/lib/i18n/paths";
import { BOARD_PAGE_SIZE } from "@/lib/notices/load-board";
import { boardHref } from "./board-links";
import { isFiltered } from "@/lib/notices/board-query";
import { BoardFilters } from "./BoardFilters";
import { BoardTabs } from "./BoardTabs";
import { DocumentList, JobTable } from "./NoticeItems";
import { Pagination, pagedListStatus } from "./Pagination";
import { buttonClass } from "@/components/ui/Button";

/**
 * A notice board: tabs, the section's heading, search and date filters, the list (documents, or the
 * job portal's table), pages, and the switch between current and archived notices. Everything is
 * rendered on the server and driven by the URL.
 *
 * `archiveLink` replaces the default ?archived=true switch (the job portal keeps its archive at
 * /recruitment/archive/{category}); `basePath` is where the filters and pages point, and
 * `viewInPath` says the view is already named by that path (no tab parameters in the links). Every
 * link and the filter form lead to the board in the page's language (`words.locale`).
 */
export function NoticeBoard({
  board,
  loaded,
  words,
  basePath: englishBasePath = board.path,
  archiveLink,
  showTabs = true,
  viewInPath = false,
  showLastUpdated = true,
  headingLevel = 2,
}: {
  board: Board;
  loaded: LoadedBoard;
  words: NoticeWords;
  /** The English address; the Hindi page's links get the Hindi one. */
  basePath?: string;
  archiveLink?: { href: string; label: string };
  showTabs?: boolean;
  viewInPath?: boolean;
  /** False where the page shows one "Last updated" date for all its content. */
  showLastUpdated?: boolean;
  headingLevel?: 2 | 3;
}) {
  const { view, query, items, totalItems, totalPages } = loaded;
  const list = words.boards.list;
  const basePath = localizePath(englishBasePath, words.locale);
  const now = new Date();
  const archivedInQuery = query.archived && !archiveLink;
  const params = viewInPath ? {} : view.params;
  const hidden: Record<string, string> = { ...params, ...(archivedInQuery ? { archived: "true" } : {}) };
  const pageHref = (page: number) =>
    boardHref(basePath, {
      params,
      archived: archivedInQuery,
      search: query.search,
      from: query.from,
      to: query.to,
      page,
    });
  const heading = query.archived ? view.archivedHeading : view.heading;
  const Heading = `h${headingLevel}` as const;
  const toggle = archiveLink
    ? { ...archiveLink, href: localizePath(archiveLink.href, words.locale) }
    : {
        href: boardHref(basePath, { params, archived: !query.archived }),
        label: query.archived ? list.seeCurrent : list.seeArchived,
      };
  const first = (query.page - 1) * BOARD_PAGE_SIZE + 1;

  return (
    <div className="space-y-5">
      {showTabs ? <BoardTabs board={board} view={view} archived={archivedInQuery} basePath={basePath} /> : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Heading className="text-2xl font-bold text-brand-900">{heading}</Heading>
        <Link href={toggle.href} className={buttonClass({ variant: "secondary", size: "sm" })}>
          {toggle.label}
        </Link>
      </div>
      <BoardFilters action={basePath} hidden={hidden} query={query} words={list} />
      <p className="text-sm text-slate-700">
        {pagedListStatus({
          totalItems,
          shown: items.length,
          page: query.page,
          pageSize: BOARD_PAGE_SIZE,
          emptyText: isFiltered(query) ? list.nothingMatches : view.emptyText,
          words: list,
        })}
      </p>
      {items.length > 0 ? (
        view.jobs ? (
          <JobTable items={items} columns={view.jobs} firstNumber={first} now={now} words={words} />
        ) : (
          <DocumentList items={items} now={now} words={words} />
        )
      ) : null}
      <Pagination page={query.page} totalPages={totalPages} hrefFor={pageHref} words={list} />
      {showLastUpdated ? (
        <LastUpdated date={loaded.lastUpdated ?? FIXED_TEXT_REVIEWED} label={words.lastUpdated} locale={words.locale} />
      ) : null}
    </div>
  );
}
