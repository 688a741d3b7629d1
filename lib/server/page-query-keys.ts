import { boardsIn, type BoardFrame } from "../notices/boards";
import { splitLocalePath } from "../i18n/paths";

/**
 * Which query parameters each public page reads: the whole-page cache keys a page on these alone
 * (lib/server/page-cache.ts). A request with any other parameter is not cached at all, never
 * cached under a shorter key, so a page can never be served for a parameter it would have answered
 * differently; a page missing here (or a parameter it reads missing from its list) is only
 * rendered more often, never answered wrongly. The lists are the names the pages' query readers
 * take: lib/notices/board-query.ts and the boards' views (lib/notices/boards.ts), the programme
 * list, the examination board, a school's department and the collaborations. The search's results
 * are not kept (its `q` is not listed): each search is counted for the insights as it renders
 * (lib/search/insights.ts); its rows are cached as data instead.
 */

/** parseBoardQuery's names: every notice board reads them. */
const BOARD_QUERY = ["q", "from", "to", "page", "archived"];

/** Each board's address with its query names and its views' (?section=…, ?body=…). */
function boardParameters(): [string, string[]][] {
  const boards = boardsIn("en");
  const frames: BoardFrame[] = [
    boards.announcements,
    boards.bulletin,
    boards.recruitment,
    boards.recruitmentRules,
    boards.statutoryBodies,
    boards.boardOfManagement,
    ...Object.values(boards.administrative),
  ];
  return frames.map((board) => [
    board.path,
    [...BOARD_QUERY, ...new Set(board.views.flatMap((view) => Object.keys(view.params)))],
  ]);
}

const EXACT = new Map<string, readonly string[]>([
  ...boardParameters(),
  ["/tenders", BOARD_QUERY],
  ["/courses", ["q", "level"]],
  ["/examination", ["section", "page"]],
  ["/academics/collaboration", ["q", "page"]],
]);

const PATTERNS: [RegExp, readonly string[]][] = [
  [/^\/recruitment\/archive\/[^/]+$/, BOARD_QUERY],
  [/^\/dept\/[^/]+$/, ["department"]],
];

/** The query parameters the page at `pathname` (English or Hindi) reads; none for most pages. */
export function pageQueryParameters(pathname: string): readonly string[] {
  const { pathname: path } = splitLocalePath(pathname);
  return EXACT.get(path) ?? PATTERNS.find(([pattern]) => pattern.test(path))?.[1] ?? [];
}
