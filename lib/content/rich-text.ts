import sanitizeHtml from "sanitize-html";
import { isPreviewAddress } from "./preview-route";

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

const HEADING_ID_PREFIX = "h-";
const HEADING_ID_MAX = 64;

/**
 * A heading's anchor id as pages carry it: a slug of `[a-z0-9-]` in the `h-` namespace ("Vision"
 * and "h-vision" both give "h-vision"), or undefined when nothing of it is left. Staff ids then
 * never equal an id of the site's frame or of Next.js (`__next_f`, `main-content`), and, with a
 * hyphen in every one, never a name a script reads as a global (DOM clobbering): `window["h-x"]`
 * is no identifier.
 */
export function headingAnchorId(id: string | undefined): string | undefined {
  const slug = (id ?? "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  const bare = slug.startsWith(HEADING_ID_PREFIX) ? slug.slice(HEADING_ID_PREFIX.length) : slug;
  const anchor = bare.slice(0, HEADING_ID_MAX).replace(/-+$/, "");
  return anchor ? `${HEADING_ID_PREFIX}${anchor}` : undefined;
}

function withHeadingId(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const { id, ...rest } = attribs;
  const anchor = headingAnchorId(id);
  return { tagName, attribs: anchor ? { ...rest, id: anchor } : rest };
}

/** A link's attributes: in-page anchors follow the headings' namespace; preview links lose their address. */
function linkAttributes(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const { href, ...rest } = attribs;
  if (href === undefined || isPreviewAddress(href)) return rest;
  if (href.startsWith("#")) {
    const anchor = headingAnchorId(href.slice(1));
    return anchor ? { ...rest, href: `#${anchor}` } : rest;
  }
  // Links elsewhere must not hand this page to the opened one.
  return /^https:/i.test(href) ? { ...rest, href, rel: "noopener noreferrer" } : { ...rest, href };
}

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
    a: (tagName, attribs) => ({ tagName, attribs: linkAttributes(attribs) }),
    h2: withHeadingId,
    h3: withHeadingId,
    h4: withHeadingId,
    h5: withHeadingId,
    h6: withHeadingId,
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

/** Whether a stored text is rich text (HTML from the editor) rather than plain words. */
export function looksLikeRichText(text: string): boolean {
  return /^\s*<([a-z][a-z0-9]*)\b[^>]*>/i.test(text) && /<\/[a-z][a-z0-9]*>|<(br|hr|img)\b/i.test(text);
}

/**
 * Rich text as a person reads it, for comparing two versions: the visible words, one block a
 * line, with each picture named by its alt text ("[Picture: …]"), since a changed picture has
 * no words of its own.
 */
export function richTextToReadable(html: string): string {
  const withPictures = html.replace(/<img\b[^>]*>/gi, (tag) => {
    const alt = decodeEntities(/\balt="([^"]*)"/i.exec(tag)?.[1] ?? "").trim();
    return `<p>${escapeHtml(alt ? `[Picture: ${alt}]` : "[Decorative picture]")}</p>`;
  });
  return richTextToPlain(withPictures);
}
