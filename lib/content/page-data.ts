import "server-only";
import { cache } from "react";
import { cookies } from "next/headers";
import { connection } from "next/server";
import { notFound } from "next/navigation";
import { findDraft, findPublished, listPublished } from "./queries";
import { notePopupWindow, popupShownAt } from "./popup";
import { isTenderOpen, tenderClosesAt } from "./tenders";
import { renderChangesAt } from "./schedule";
import { getLocale } from "next-intl/server";
import { menusFrom, type Menus } from "./navigation";
import { grantCovers, verifyPreviewToken, type PreviewGrant } from "./preview";
import { PREVIEW_COOKIE } from "./preview-route";
import type { ContentData, ContentType } from "./schema";
import type { PublishedContent } from "./types";
import type { FieldsOf, PageFields } from "./page-fields/build";

/**
 * What the public pages read: the live content, or, for the one item a valid preview grant names
 * (lib/content/preview.ts), that item's draft. The grant is checked on every request; Next's
 * draft-mode cookie means nothing here. A request with the grant's cookie never reaches the
 * whole-page cache, and proxy.ts marks its answer private, no-store.
 */

/** This request's preview grant, verified once per render. */
const requestGrant = cache(async (): Promise<PreviewGrant | undefined> => {
  // Content is read per request, never while the site is built (the database is not open then).
  await connection();
  return verifyPreviewToken((await cookies()).get(PREVIEW_COOKIE)?.value);
});

/** The draft of the item of `type` at `key` when `grant` names that very item; undefined otherwise. */
async function grantedDraft<T extends ContentType>(
  grant: PreviewGrant | undefined,
  type: T,
  key: string,
): Promise<PublishedContent<T> | undefined> {
  if (grant?.type !== type || grant.key !== key) return undefined;
  const draft = await findDraft(type, key);
  return draft && grantCovers(grant, { id: draft.id, type, key }) ? draft : undefined;
}

/** The item's draft when `grant` names it, else its live version. */
export async function contentFor<T extends ContentType>(
  grant: PreviewGrant | undefined,
  type: T,
  key: string,
): Promise<PublishedContent<T> | undefined> {
  return (await grantedDraft(grant, type, key)) ?? findPublished(type, key);
}

/** The live items of a list type (tenders), with the draft of the one a grant names in place of (or beside) its live version. */
export async function listFor<T extends ContentType>(
  grant: PreviewGrant | undefined,
  type: T,
  now: Date = new Date(),
): Promise<PublishedContent<T>[]> {
  const [items, draft] = await Promise.all([
    listPublished(type, now),
    grant ? grantedDraft(grant, type, grant.key) : undefined,
  ]);
  return draft ? [...items.filter((item) => item.id !== draft.id), draft] : items;
}

async function contentAt<T extends ContentType>(type: T, key: string): Promise<PublishedContent<T> | undefined> {
  return contentFor(await requestGrant(), type, key);
}

/** A content page by its path; the not-found page when it is not published. */
export async function pageContent(path: string): Promise<PublishedContent<"page">> {
  const page = await contentAt("page", path);
  if (!page) notFound();
  return page;
}

/** Content pages by their paths, in that order, leaving out those not published (a menu of pages). */
export async function pagesContent(paths: readonly string[]): Promise<PublishedContent<"page">[]> {
  const pages = await Promise.all(paths.map((path) => contentAt("page", path)));
  return pages.filter((page) => page !== undefined);
}

/**
 * The structured parts of a special page, typed by its schema. Every save (and the seed) stored
 * them as that schema's output, so a visitor's request does not parse them again.
 */
export async function pageFieldsOf<P extends PageFields>(special: P): Promise<FieldsOf<P>> {
  const { data } = await pageContent(special.path);
  return data.fields as FieldsOf<P>;
}

/** The data of a single-item type (home, menus, settings, news, …), undefined when unpublished. */
export async function singleContent<T extends ContentType>(type: T): Promise<ContentData<T> | undefined> {
  return (await contentAt(type, type))?.data;
}

/** When each of these single items (as shown in this request) last changed: a page's "Last updated". */
export async function singleContentDates(types: readonly ContentType[]): Promise<(string | undefined)[]> {
  return Promise.all(types.map(async (type) => (await contentAt(type, type))?.updatedAt));
}

/** The outside portals (Samarth logins, the admission portals) as staff keep them in the site settings. */
export async function sitePortals(): Promise<ContentData<"site-settings">["portals"] | undefined> {
  return (await singleContent("site-settings"))?.portals;
}

/** The admission pop-up when it should show now (switched on, inside its window). */
export async function admissionPopupNow(now: Date = new Date()): Promise<ContentData<"admission-popup"> | undefined> {
  const popup = await singleContent("admission-popup");
  if (!popup) return undefined;
  notePopupWindow(popup, now);
  return popupShownAt(popup, now);
}

export type TenderView = ContentData<"tender"> & { id: string; closesAt: Date; open: boolean };

/** Every tender visitors see, each marked open or archived at `now`; the page cache learns the next closing. */
export async function tendersNow(
  now: Date = new Date(),
): Promise<{ tenders: TenderView[]; updatedAt: string | undefined }> {
  const items = await listFor(await requestGrant(), "tender", now);
  const tenders = items.map((item) => ({
    ...item.data,
    id: item.id,
    closesAt: tenderClosesAt(item.data),
    open: isTenderOpen(item.data, now),
  }));
  const nextClosing = tenders.filter((t) => t.open).sort((a, b) => a.closesAt.getTime() - b.closesAt.getTime())[0];
  renderChangesAt(nextClosing?.closesAt, now);
  const updatedAt = items
    .map((item) => item.updatedAt)
    .sort()
    .at(-1);
  return { tenders, updatedAt };
}

/** The menus of the frame in this request's language: main tree, utility links, footer columns, search suggestions. */
export async function menusNow(): Promise<Menus> {
  const [data, locale] = await Promise.all([singleContent("navigation"), getLocale()]);
  return menusFrom(data, locale);
}
