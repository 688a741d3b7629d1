import "server-only";
import { listNotices, listSectionUpdates, type NoticeRecord } from "./queries";
import { documentTextUrl, filesWithText } from "../ocr/queries";
import { latestUpdate } from "../seo/last-modified";
import { parseBoardQuery, type BoardQuery, type SearchParams } from "./board-query";
import { selectView, type Board, type BoardView } from "./boards";

export const BOARD_PAGE_SIZE = 20;

export type LoadedBoard = {
  view: BoardView;
  query: BoardQuery;
  items: NoticeRecord[];
  totalItems: number;
  totalPages: number;
  /**
   * Newest change among the notices shown; when none is shown, the newest change of the view's
   * section (the day its last notice was archived or removed from the list); undefined for a
   * section that never held a notice.
   */
  lastUpdated: string | undefined;
};

/** One page of the chosen view of a board, from the cached notice list. */
export async function loadBoard(
  board: Board,
  searchParams: SearchParams,
  forced?: { view?: BoardView; archived?: boolean },
): Promise<LoadedBoard> {
  const view = forced?.view ?? selectView(board, searchParams);
  const parsed = parseBoardQuery(searchParams);
  const query = forced?.archived === undefined ? parsed : { ...parsed, archived: forced.archived };
  const [{ items, totalItems }, sectionUpdates] = await Promise.all([
    listNotices({
      section: view.section,
      archived: query.archived,
      page: query.page,
      limit: BOARD_PAGE_SIZE,
      search: query.search || undefined,
      from: query.from,
      to: query.to,
    }),
    listSectionUpdates(),
  ]);
  const withText = await filesWithText(items.flatMap((notice) => (notice.file ? [notice.file.id] : [])));
  return {
    view,
    query,
    items: items.map((notice) =>
      notice.file && withText.has(notice.file.id)
        ? { ...notice, file: { ...notice.file, textUrl: documentTextUrl(notice.file.id) } }
        : notice,
    ),
    totalItems,
    totalPages: Math.ceil(totalItems / BOARD_PAGE_SIZE),
    lastUpdated: latestUpdate(...items.map((n) => n.updatedAt)) ?? sectionUpdates[view.section],
  };
}
