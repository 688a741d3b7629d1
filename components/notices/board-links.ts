/**
 * The address of a board state. Defaults are left out (page 1, not archived, empty search) so that
 * every state has exactly one URL.
 */
export type BoardLinkState = {
  params?: Record<string, string>;
  archived?: boolean;
  search?: string;
  from?: string;
  to?: string;
  page?: number;
};

export function boardHref(basePath: string, state: BoardLinkState): string {
  const query = new URLSearchParams(state.params);
  if (state.archived) query.set("archived", "true");
  if (state.search) query.set("q", state.search);
  if (state.from) query.set("from", state.from);
  if (state.to) query.set("to", state.to);
  if (state.page && state.page > 1) query.set("page", String(state.page));
  const text = query.toString();
  return text ? `${basePath}?${text}` : basePath;
}
