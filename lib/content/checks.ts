import fs from "node:fs";
import path from "node:path";
import { inArray } from "drizzle-orm";
import { db } from "../db/client";
import { contentItems, storedFiles } from "../db/schema";
import { routeOwning } from "../pages/registry";
import { flattenData } from "./diff";
import { outlineHtml } from "./html-walk";
import { isSitePath } from "./links";
import type { ContentData, ContentType } from "./schema";
import type { ContentWarning } from "./types";

/**
 * The editor-side checks, shown before review (none blocks a save): pictures without alt text,
 * headings that skip a level, links that say only "click here", PDFs without a text layer (the
 * upload check's result, kept on the stored file) and links to pages of this site that do not exist.
 */

const VAGUE_LINK_TEXT = /^(click here|here|click|this link|link|read more|more)\.?$/i;

type Candidate = { field: string; href: string };

/** The file id of a /files/<id>/<name> path. */
function storedFileId(href: string): string | undefined {
  return /^\/files\/([0-9a-f]{24})(?:\/|$)/.exec(href)?.[1];
}

function richTextFields(type: ContentType, data: ContentData<ContentType>): { field: string; html: string }[] {
  if (type !== "page") return [];
  const body = (data as ContentData<"page">).body;
  return [{ field: "body.en", html: body.en }, ...(body.hi ? [{ field: "body.hi", html: body.hi }] : [])];
}

function headingWarnings(field: string, headings: { level: number; text: string }[]): ContentWarning[] {
  // The page title is the <h1>, so the body starts at level 2.
  let previous = 1;
  return headings.flatMap((heading) => {
    const before = previous;
    previous = heading.level;
    return heading.level > before + 1
      ? [
          {
            field,
            code: "heading-skips-level" as const,
            message: `The heading "${heading.text}" is level ${heading.level} after level ${before}: use level ${before + 1} so screen reader users can follow the outline.`,
          },
        ]
      : [];
  });
}

export async function runContentChecks(type: ContentType, data: ContentData<ContentType>): Promise<ContentWarning[]> {
  const warnings: ContentWarning[] = [];
  const links: Candidate[] = [];
  const fileIds = new Map<string, string>();

  for (const { field, html } of richTextFields(type, data)) {
    const outline = outlineHtml(html);
    for (const image of outline.images) {
      if (!image.alt?.trim())
        warnings.push({
          field,
          code: "image-without-alt",
          message: `The picture ${image.src} has no alt text: describe what it shows, or mark it decorative.`,
        });
    }
    warnings.push(...headingWarnings(field, outline.headings));
    for (const link of outline.links) {
      if (VAGUE_LINK_TEXT.test(link.text))
        warnings.push({
          field,
          code: "vague-link-text",
          message: `A link says only "${link.text}": say where it leads (e.g. "Admission guidelines (PDF)").`,
        });
      links.push({ field, href: link.href });
    }
  }

  // Structured fields: pictures' alt texts, link labels and every href.
  const flat = flattenData(data);
  for (const [field, value] of flat) {
    if (/(^|\.)picture\.src$|^headerBanners\.\d+\.src$/.test(field)) {
      const altField = field.replace(/src$/, "alt.en");
      if (!flat.get(altField)?.trim())
        warnings.push({
          field: altField,
          code: "image-without-alt",
          message: `The picture ${value} has no alt text: describe it, unless it only decorates.`,
        });
    }
    if (/(^|\.)label\.en$/.test(field) && VAGUE_LINK_TEXT.test(value.trim())) {
      warnings.push({ field, code: "vague-link-text", message: `A link says only "${value}": say where it leads.` });
    }
    if (/(^|\.)href$/.test(field) || /(^|\.)knowMore$/.test(field)) links.push({ field, href: value });
    if (/(^|\.)fileId$/.test(field)) fileIds.set(value, field);
  }

  const internal = links.filter((link) => isSitePath(link.href));
  for (const link of internal) {
    const id = storedFileId(link.href);
    if (id && !fileIds.has(id)) fileIds.set(id, link.field);
  }

  const files = fileIds.size
    ? await db()
        .select({ id: storedFiles.id, contentType: storedFiles.contentType, hasTextLayer: storedFiles.hasTextLayer })
        .from(storedFiles)
        .where(inArray(storedFiles.id, [...fileIds.keys()]))
    : [];
  for (const file of files) {
    if (file.contentType === "application/pdf" && file.hasTextLayer === false) {
      warnings.push({
        field: fileIds.get(file.id)!,
        code: "pdf-without-text-layer",
        message:
          "This PDF has no text layer (a scanned document): screen readers cannot read it. Upload a PDF with text, or give the text on the page.",
      });
    }
  }

  const known = await knownPaths();
  const found = new Set(files.map((file) => file.id));
  for (const link of internal) {
    const target = link.href.split(/[?#]/)[0]!;
    const id = storedFileId(target);
    const ok = id
      ? found.has(id)
      : target.startsWith("/images/")
        ? fs.existsSync(path.join(process.cwd(), "public", decodeURIComponent(target)))
        : known.has(target.toLowerCase()) || routeOwning(target) !== undefined;
    if (!ok)
      warnings.push({
        field: link.field,
        code: "broken-internal-link",
        message: `No page of this site answers at ${link.href}.`,
      });
  }
  return warnings;
}

/**
 * Every content page (draft or live), in lower case: with the registry's pages (lib/pages/registry.ts,
 * a page made from records is not checked further), the addresses a link may name.
 */
async function knownPaths(): Promise<Set<string>> {
  const pages = await db()
    .select({ key: contentItems.key })
    .from(contentItems)
    .where(inArray(contentItems.type, ["page"]));
  return new Set(pages.map((page) => page.key.toLowerCase()));
}
