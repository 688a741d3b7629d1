import { decodeEntities, looksLikeRichText } from "../content/rich-text";

/**
 * The words staff and visitors read in stored content, without markup or bookkeeping: what the
 * site search indexes (./content-source.ts) and what staff search finds (./staff-find.ts).
 */

export type Language = "en" | "hi";

// Keys whose values are addresses or bookkeeping, not words a visitor reads.
const NOT_TEXT = new Set([
  "path",
  "href",
  "id",
  "src",
  "fileId",
  "width",
  "height",
  "lastReviewed",
  "mapUrl",
  "crumbs",
  "office",
  "offices",
  "contactOffices",
]);

/** The words of structured data in one language: English is every text outside `hi` keys, Hindi those inside. */
export function words(value: unknown, language: Language, inHindi = false): string[] {
  if (typeof value === "string") return (language === "hi") === inHindi ? [value] : [];
  if (typeof value === "number") return language === "en" ? [String(value)] : [];
  if (Array.isArray(value)) return value.flatMap((inner) => words(inner, language, inHindi));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) =>
      NOT_TEXT.has(key) ? [] : words(inner, language, inHindi || key === "hi"),
    );
  }
  return [];
}

/** The words of a rich-text body (sanitised HTML), without its markup, entities read as characters. */
export function textOfHtml(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, " ").replace(/&nbsp;/g, " "))
    .replace(/\s+/g, " ")
    .trim();
}

/** Every text of a content item's data in one language as it reads: rich text without its markup. */
export function readableWords(data: unknown, language: Language): string[] {
  return words(data, language)
    .map((text) => (looksLikeRichText(text) ? textOfHtml(text) : text.replace(/\s+/g, " ").trim()))
    .filter(Boolean);
}
