/** The first sentence-sized piece of the body that holds a query word, else its beginning. */
export function snippetOf(body: string, query: string, length = 180): string {
  const text = body.replace(/\s+/g, " ").trim();
  const words = query
    .toLowerCase()
    .split(/\W+/)
    .filter((w) => w.length > 2);
  const lower = text.toLowerCase();
  const at =
    words
      .map((w) => lower.indexOf(w))
      .filter((i) => i >= 0)
      .sort((a, b) => a - b)[0] ?? 0;
  const start = Math.max(0, at - 60);
  const piece = text.slice(start, start + length).trim();
  return `${start > 0 ? "…" : ""}${piece}${start + length < text.length ? "…" : ""}`;
}
