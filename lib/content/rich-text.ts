import sanitizeHtml from "sanitize-html";

/**
 * The one place rich text is made safe. The editor (TipTap) sends HTML; the server keeps only the
 * elements and attributes a content page uses, so nothing typed or pasted can run script, load
 * another site's resources or restyle the page. Pages render the stored HTML as it is, and every
 * save passes through here first.
 */
export const RICH_TEXT_TAGS = [
  "p",
  "br",
  "hr",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "sub",
  "sup",
  "code",
  "pre",
  "blockquote",
  "ul",
  "ol",
  "li",
  "a",
  "img",
  "figure",
  "figcaption",
  "table",
  "caption",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "th",
  "td",
  "colgroup",
  "col",
  "aside",
];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: RICH_TEXT_TAGS,
  allowedAttributes: {
    a: ["href", "title", "rel"],
    img: ["src", "alt", "width", "height"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    ol: ["start"],
    h2: ["id"],
    h3: ["id"],
    h4: ["id"],
    h5: ["id"],
    h6: ["id"],
    aside: ["class"],
  },
  // Callouts are the only styled block; their look comes from the site's own stylesheet.
  allowedClasses: { aside: ["callout", "callout-note", "callout-warning"] },
  allowedSchemes: ["https", "mailto", "tel"],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  allowedStyles: {},
  disallowedTagsMode: "discard",
  // Pictures come from this site only: its illustrations or its file store.
  exclusiveFilter: (frame) => frame.tag === "img" && !/^\/(images|files)\/[^\s\\]+$/.test(frame.attribs.src ?? ""),
  transformTags: {
    // Links elsewhere must not hand this page to the opened one.
    a: (tagName, attribs) => ({
      tagName,
      attribs: /^https:/i.test(attribs.href ?? "") ? { ...attribs, rel: "noopener noreferrer" } : attribs,
    }),
  },
};

/** The HTML with everything outside the allowed subset removed. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Plain text as rich text: each paragraph escaped (the seed's texts, an API client sending text). */
export function paragraphsToHtml(paragraphs: readonly string[]): string {
  return paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join("");
}

/** A list of plain texts as an HTML bullet list. */
export function itemsToHtml(items: readonly string[]): string {
  return items.length ? `<ul>${items.map((text) => `<li>${escapeHtml(text)}</li>`).join("")}</ul>` : "";
}

/** A heading with an anchor id. */
export function headingToHtml(level: 2 | 3, id: string, text: string): string {
  return `<h${level} id="${escapeHtml(id)}">${escapeHtml(text)}</h${level}>`;
}

/** Text as sanitize-html hands it out (entities escaped), back to characters. */
export function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
}

/** The visible text of rich text (search, descriptions, diffs). */
export function richTextToPlain(html: string): string {
  return decodeEntities(
    sanitizeHtml(html.replace(/<\/(p|h[2-6]|li|tr|blockquote|figcaption)>/gi, "$&\n"), {
      allowedTags: [],
      allowedAttributes: {},
    })
      .replace(/[ \t]+\n/g, "\n")
      .trim(),
  );
}
