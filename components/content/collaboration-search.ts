import type { Collaboration } from "@/lib/content/page-parts";

/** Rows a page of the collaborations table shows. */
export const COLLABORATIONS_PER_PAGE = 10;

/** A collaboration with its serial number: its place in the whole list, kept when a search shows a few. */
export type NumberedCollaboration = Collaboration & { number: number };
export type CollaborationQuery = { q: string; page: number };
export type CollaborationResult = {
  items: NumberedCollaboration[];
  page: number;
  totalPages: number;
  totalItems: number;
  first: number;
  last: number;
};

const MAX_QUERY_LENGTH = 100;

function single(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? "";
}

/** The page's query string, read leniently: an odd value falls back to the default, never an error page. */
export function parseCollaborationQuery(params: Record<string, string | string[] | undefined>): CollaborationQuery {
  const q = single(params.q).trim().replace(/\s+/g, " ").slice(0, MAX_QUERY_LENGTH);
  const page = Number.parseInt(single(params.page), 10);
  return { q, page: Number.isFinite(page) && page >= 1 ? page : 1 };
}

export function numberCollaborations(list: readonly Collaboration[]): NumberedCollaboration[] {
  return list.map((collaboration, index) => ({ ...collaboration, number: index + 1 }));
}

/** Partners whose name or target programme contains the words (any case), one page of them. */
export function searchCollaborations(
  all: readonly NumberedCollaboration[],
  { q, page }: CollaborationQuery,
  perPage = COLLABORATIONS_PER_PAGE,
): CollaborationResult {
  const needle = q.toLowerCase();
  const matching = needle
    ? all.filter((c) => c.partner.toLowerCase().includes(needle) || (c.target ?? "").toLowerCase().includes(needle))
    : [...all];
  const totalPages = Math.max(1, Math.ceil(matching.length / perPage));
  const current = Math.min(page, totalPages);
  const start = (current - 1) * perPage;
  const items = matching.slice(start, start + perPage);
  return {
    items,
    page: current,
    totalPages,
    totalItems: matching.length,
    first: items.length ? start + 1 : 0,
    last: start + items.length,
  };
}

/** The address of a page of results, keeping the search words. */
export function collaborationHref(q: string, page: number): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return `/academics/collaboration${query ? `?${query}` : ""}`;
}
