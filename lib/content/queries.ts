import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { unstable_cache } from "next/cache";
import { CACHE_TAGS } from "../cache-tags";
import { db } from "../db/client";
import { contentItems } from "../db/schema";
import { nextTransition, renderChangesAt, resolveAt } from "./schedule";
import type { ContentData, ContentType } from "./schema";
import type { PublishedContent } from "./types";
import { staleHindiPaths, withoutStaleHindi } from "./hindi-source";

/**
 * Public reads of staff-managed content. The cache keeps the rows with their publication state
 * (published, scheduled, the times); which data is live is decided on every call, and the render
 * is told when that answer next changes, so neither the data cache nor the whole-page cache can
 * serve content past a scheduled transition. Hindi written for an earlier English is left out of
 * what visitors get, so a Hindi page shows the current English instead.
 */

type PublicRow = {
  id: string;
  key: string;
  published: unknown;
  scheduled: unknown;
  publishAt: string | null;
  unpublishAt: string | null;
  publishedAt: string | null;
};

// Dates travel through the data cache as strings (it serialises to JSON).
async function readPublicRows(type: ContentType): Promise<PublicRow[]> {
  const rows = await db()
    .select({
      id: contentItems.id,
      key: contentItems.key,
      published: contentItems.published,
      scheduled: contentItems.scheduled,
      publishAt: contentItems.publishAt,
      unpublishAt: contentItems.unpublishAt,
      publishedAt: contentItems.publishedAt,
    })
    .from(contentItems)
    .where(eq(contentItems.type, type))
    .orderBy(asc(contentItems.key));
  return rows.map((row) => ({
    ...row,
    publishAt: row.publishAt?.toISOString() ?? null,
    unpublishAt: row.unpublishAt?.toISOString() ?? null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
  }));
}

const cachedPublicRows = unstable_cache(readPublicRows, ["content:public-rows"], { tags: [CACHE_TAGS.content] });

/** Content as visitors get it: stale Hindi out of the data, and where it was. */
function visible<T extends ContentType>(content: PublishedContent<T>): PublishedContent<T> {
  const staleHindi = staleHindiPaths(content.data);
  return staleHindi.length ? { ...content, data: withoutStaleHindi(content.data), staleHindi } : content;
}

const toDate = (text: string | null) => (text ? new Date(text) : null);

function liveContent<T extends ContentType>(row: PublicRow, now: Date): PublishedContent<T> | undefined {
  const state = {
    published: row.published as ContentData<T> | null,
    scheduled: row.scheduled as ContentData<T> | null,
    publishAt: toDate(row.publishAt),
    unpublishAt: toDate(row.unpublishAt),
    publishedAt: toDate(row.publishedAt),
  };
  renderChangesAt(nextTransition(state, now), now);
  const live = resolveAt(state, now);
  return live ? visible({ id: row.id, key: row.key, data: live.data, updatedAt: live.since.toISOString() }) : undefined;
}

/** Every item of a type that visitors see at `now`, by key. */
export async function listPublished<T extends ContentType>(
  type: T,
  now: Date = new Date(),
): Promise<PublishedContent<T>[]> {
  const rows = await cachedPublicRows(type);
  return rows.flatMap((row) => liveContent<T>(row, now) ?? []);
}

/** The live item of a type by key (a page's path, a single type's name), or undefined. */
export async function findPublished<T extends ContentType>(
  type: T,
  key: string,
  now: Date = new Date(),
): Promise<PublishedContent<T> | undefined> {
  const rows = await cachedPublicRows(type);
  const row = rows.find((candidate) => candidate.key === key);
  return row ? liveContent<T>(row, now) : undefined;
}

/** The current draft of an item by key, for a preview (never cached). */
export async function findDraft<T extends ContentType>(type: T, key: string): Promise<PublishedContent<T> | undefined> {
  const [row] = await db()
    .select({
      id: contentItems.id,
      key: contentItems.key,
      draft: contentItems.draft,
      updatedAt: contentItems.updatedAt,
    })
    .from(contentItems)
    .where(and(eq(contentItems.type, type), eq(contentItems.key, key)));
  return row
    ? visible({ id: row.id, key: row.key, data: row.draft as ContentData<T>, updatedAt: row.updatedAt.toISOString() })
    : undefined;
}

/** A live page by its path (GET /api/v1/content/pages?path=…). */
export function findPublishedPage(path: string, now: Date = new Date()): Promise<PublishedContent<"page"> | undefined> {
  return findPublished("page", path, now);
}
