import sanitizeHtml from "sanitize-html";
import { decodeEntities, RICH_TEXT_TAGS } from "./rich-text";

/** What the editor-side checks need to know of rich text: headings, pictures and links in order. */
export type HtmlOutline = {
  headings: { level: number; text: string }[];
  images: { src: string; alt: string | undefined }[];
  links: { href: string; text: string }[];
};

/** Reads stored (already sanitised) rich text with sanitize-html's parser. */
export function outlineHtml(html: string): HtmlOutline {
  const outline: HtmlOutline = { headings: [], images: [], links: [] };
  const open: { name: string; text: string; href?: string }[] = [];
  sanitizeHtml(html, {
    allowedTags: RICH_TEXT_TAGS,
    allowedAttributes: false,
    onOpenTag(name, attribs) {
      if (name === "img") {
        outline.images.push({ src: attribs.src ?? "", alt: attribs.alt });
        return;
      }
      open.push({ name, text: "", href: attribs.href });
    },
    onCloseTag(name) {
      if (name === "img") return;
      const index = open.map((element) => element.name).lastIndexOf(name);
      if (index < 0) return;
      const [element] = open.splice(index, 1);
      const text = element!.text.replace(/\s+/g, " ").trim();
      const heading = /^h([1-6])$/.exec(name);
      if (heading) outline.headings.push({ level: Number(heading[1]), text });
      if (name === "a" && element!.href !== undefined) outline.links.push({ href: element!.href, text });
      // The text of an inner element also belongs to the elements around it.
      if (open.length) open[open.length - 1]!.text += ` ${element!.text}`;
    },
    textFilter(text) {
      if (open.length) open[open.length - 1]!.text += decodeEntities(text);
      return text;
    },
  });
  return outline;
}
