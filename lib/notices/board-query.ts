import { isCalendarDay } from "../time";
import { freeText } from "../http/query";

/**
 * The query string of a notice board (?q=&from=&to=&page=&archived=true), read leniently: a board
 * is a public page, so a bad value is ignored (and explained next to its field) rather than refused.
 */
export type SearchParams = Record<string, string | string[] | undefined>;

/** What is wrong with a date field; the page says it in its language (noticeBoards.list). */
export type DateError = "dateFormat" | "dateOrder";

export type BoardQuery = {
  page: number;
  search: string;
  from?: string;
  to?: string;
  archived: boolean;
  errors: { from?: DateError; to?: DateError };
};

export const SEARCH_MAX_LENGTH = 100;

export function firstValue(params: SearchParams, name: string): string | undefined {
  const value = params[name];
  return Array.isArray(value) ? value[0] : value;
}

export { isCalendarDay };

export function parseBoardQuery(params: SearchParams): BoardQuery {
  const errors: BoardQuery["errors"] = {};
  const readDay = (name: "from" | "to") => {
    const value = firstValue(params, name)?.trim();
    if (!value) return undefined;
    if (isCalendarDay(value)) return value;
    errors[name] = "dateFormat";
    return undefined;
  };
  const from = readDay("from");
  let to = readDay("to");
  if (from && to && from > to) {
    errors.to = "dateOrder";
    to = undefined;
  }
  const pageText = firstValue(params, "page") ?? "";
  const page = /^\d{1,6}$/.test(pageText) && Number(pageText) >= 1 ? Number(pageText) : 1;
  return {
    page,
    search: freeText(firstValue(params, "q"), SEARCH_MAX_LENGTH),
    from,
    to,
    archived: firstValue(params, "archived") === "true",
    errors,
  };
}

/** True when the visitor narrowed the list: such result pages are not for search engines. */
export function isFiltered(query: BoardQuery): boolean {
  return Boolean(query.search || query.from || query.to);
}
