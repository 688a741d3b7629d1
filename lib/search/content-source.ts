import { listPublished } from "../content/queries";
import { SPECIAL_PAGE_PATHS } from "../pages/registry";

/** A content page as the search reads it: its address, its title and all of its words. */
export type SearchablePage = { path: string; title: string; text: string };

// Keys whose values are addresses or bookkeeping, not words a visitor reads; and the Hindi of
// bilingual texts, as the index (like the titles and bodies below) is the English one.
const NOT_TEXT = new Set(["hi", "path", "href", "id", "lastReviewed", "mapUrl", "crumbs", "office", "offices"]);

function words(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (typeof value === "number") return [String(value)];
  if (Array.isArray(value)) return value.flatMap(words);
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) => (NOT_TEXT.has(key) ? [] : words(inner)));
  }
  return [];
}

/** The words of a rich-text body (sanitised HTML), without its markup. */
function textOfHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The content pages the site search indexes: what staff have published, from the database: title,
 * summary, lead, body and, for special pages, the words of their structured parts.
 */
export async function listSearchablePages(): Promise<SearchablePage[]> {
  const published = await listPublished("page");
  return published.map(({ data }): SearchablePage => {
    const text = [
      data.title.en,
      data.summary.en,
      data.lead ? data.lead.en : "",
      textOfHtml(data.body.en),
      SPECIAL_PAGE_PATHS.has(data.path) ? words(data.fields).join("\n") : "",
    ];
    return { path: data.path, title: data.title.en, text: text.filter(Boolean).join("\n") };
  });
}
