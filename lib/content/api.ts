import "server-only";
import { z } from "zod";
import { eq } from "drizzle-orm";
import { requireRole, type Actor } from "../auth/actor";
import { db } from "../db/client";
import { contentItems } from "../db/schema";
import { NotFoundError } from "../errors";
import { isId } from "../ids";
import { tenderClosesAt } from "./tenders";
import { API_SEGMENTS, type ContentData, type ContentType } from "./schema";
import type { PublishedContent } from "./types";
import { popupShownAt } from "./popup";

/**
 * The /api/v1/content shapes: which type a URL segment names, the staff check every write route
 * makes before reading a body, and the public JSON of each type.
 */

/** Largest JSON body of a content write (a long page with tables). */
export const CONTENT_BODY_MAX_BYTES = 1024 * 1024;

export const STAFF_ROLES = ["Editor", "Publisher"] as const;

/** The path segments of an item's routes. */
export const itemParams = z.object({ type: z.string(), id: z.string() });

/** The content type a URL segment names (`pages`, `tenders`, `news`, …); 404 otherwise. */
export function contentTypeOf(segment: string): ContentType {
  const type = API_SEGMENTS[segment];
  if (!type) throw new NotFoundError(`There is no content type ${segment.slice(0, 60)}.`);
  return type;
}

/**
 * A staff route's first step: the caller may touch content at all (401/403 before anything is
 * read), and the id names an item of the segment's type (404 otherwise). The service authorizes
 * the step itself again.
 */
export async function staffItemOfType(actor: Actor, segment: string, id: string): Promise<ContentType> {
  requireRole(actor, ...STAFF_ROLES);
  const type = contentTypeOf(segment);
  const [row] = isId(id)
    ? await db().select({ type: contentItems.type }).from(contentItems).where(eq(contentItems.id, id))
    : [];
  if (!row || row.type !== type) throw new NotFoundError(`Cannot find ${segment} with id: ${id.slice(0, 60)}`);
  return type;
}

/**
 * GET /api/v1/content/pages?path=…: the page's English texts (the contract of issue 13), and the
 * structured parts of a special page as stored (texts as { en, hi? }).
 */
export function publicPage(page: PublishedContent<"page">) {
  const data = page.data;
  return {
    _id: page.id,
    path: data.path,
    title: data.title.en,
    summary: data.summary.en,
    body: data.body.en,
    fields: data.fields,
    lastReviewed: data.lastReviewed,
    updatedAt: page.updatedAt,
  };
}

/** A tender with its closing moment and whether it is archived at `now`. */
export function publicTender(tender: PublishedContent<"tender">, now: Date) {
  const closesAt = tenderClosesAt(tender.data);
  return {
    _id: tender.id,
    ...tender.data,
    closesAt: closesAt.toISOString(),
    archived: closesAt.getTime() <= now.getTime(),
    updatedAt: tender.updatedAt,
  };
}

/** The public answer of a list type: its items (bilingual values as stored) and when they last changed. */
export function publicList(
  type: ContentType,
  items: PublishedContent[],
  now: Date,
): { key: string; value: unknown; results: number } {
  if (type === "tender") {
    const tenders = (items as PublishedContent<"tender">[])
      .map((t) => publicTender(t, now))
      .sort((a, b) => b.startDate.localeCompare(a.startDate));
    return { key: "tenders", value: tenders, results: tenders.length };
  }
  const [item] = items;
  if (type === "admission-popup") {
    // A hidden pop-up (switched off, not yet due, or over) is no pop-up, as on the home page.
    const popup = popupShownAt(item?.data as ContentData<"admission-popup"> | undefined, now);
    return {
      key: "admissionPopup",
      value: popup ? { ...popup, visible: true, updatedAt: item!.updatedAt } : null,
      results: popup ? 1 : 0,
    };
  }
  if (type === "navigation" || type === "home" || type === "site-settings") {
    const key = type === "site-settings" ? "siteSettings" : type;
    return { key, value: item ? { ...item.data, updatedAt: item.updatedAt } : null, results: item ? 1 : 0 };
  }
  const listed = ((item?.data as { items?: unknown[] } | undefined)?.items ?? []) as unknown[];
  return { key: type, value: listed, results: listed.length };
}
