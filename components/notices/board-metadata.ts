import type { Metadata } from "next";
import { pageMetadata } from "@/lib/seo/metadata";
import { parseBoardQuery, isFiltered, type SearchParams } from "@/lib/notices/board-query";
import { boardHref } from "./board-links";
import { boardViewTitle, selectView, type Board, type BoardView } from "@/lib/notices/boards";

/**
 * Title, description and canonical address of a board view. Each tab, the archive and each page
 * have their own URL; filtered results are kept out of search engines.
 */
export async function boardMetadata(
  board: Board,
  searchParams: SearchParams,
  forced?: { view?: BoardView; archived?: boolean; path?: string },
): Promise<Metadata> {
  const view = forced?.view ?? selectView(board, searchParams);
  const parsed = parseBoardQuery(searchParams);
  const archived = forced?.archived ?? parsed.archived;
  const isDefault = view === board.views[0];
  const path =
    forced?.path ?? boardHref(board.path, { params: isDefault ? {} : view.params, archived, page: parsed.page });
  const description =
    board.views.length > 1
      ? `${archived ? view.archivedHeading : view.heading}. ${board.description}`
      : board.description;
  return pageMetadata({
    title: boardViewTitle(board, view, { archived, page: parsed.page }),
    description,
    path,
    noindex: isFiltered(parsed),
  });
}
