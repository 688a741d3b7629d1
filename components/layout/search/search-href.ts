/** The address of the site search's results page for a query (and a kind, a page). */
export function searchHref(query: string, options: { kind?: string; page?: number } = {}): string {
  const params = new URLSearchParams({ q: query.trim() });
  if (options.kind) params.set("kind", options.kind);
  if (options.page && options.page > 1) params.set("page", String(options.page));
  return `/search?${params.toString()}`;
}
