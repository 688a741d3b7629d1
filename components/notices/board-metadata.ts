import type { Metadata } from "next";
import { getLocale } from "next-intl/server";
import { pageMetadata } from "@/lib/seo/metadata";
import { fill } from "@/lib/i18n/fill";
import { parseBoardQuery, isFiltered, type SearchParams } from "@/lib/notices/board-query";
import { noticeWordsIn } from "@/lib/notices/words";
import { boardHref } from "./board-links";
import { boardViewTitle, selectView, type Board, type BoardView } from "@/lib/notices/boards";

/**
 * Title, description and canonical address of a board view, in the request's language (`board`
 * comes from boardsIn of that language). Each tab, the archive and each page have their own URL;
 * filtered results are kept out of search engines.
 */
export async function boardMetadata(
  board: Board,
  searchParams: SearchParams,
  forced?: { view?: BoardView; archived?: boolean; path?: string },
): Promise<Metadata> {
  const words = noticeWordsIn(await getLocale()).boards.list;
  const view = forced?.view ?? selectView(board, searchParams);
  const parsed = parseBoardQuery(searchParams);
  const archived = forced?.archived ?? parsed.archived;
  const isDefault = view === board.views[0];
  const path =
    forced?.path ?? boardHref(board.path, { params: isDefault ? {} : view.params, archived, page: parsed.page });
  const description =
    board.views.length > 1
      ? fill(words.descriptionOfView, {
          heading: archived ? view.archivedHeading : view.heading,
          description: board.description,
        })
      : board.description;
  return pageMetadata({
    title: boardViewTitle(board, view, { archived, page: parsed.page }, words),
    description,
    path,
    noindex: isFiltered(parsed),
  });
}
