import { isDeepStrictEqual } from "node:util";
import { and, eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { contentItems, contentRevisions } from "../db/schema";
import { newId } from "../ids";
import { recordAudit } from "../audit/record";
import { SYSTEM } from "../auth/actor";
import { contentSeedInput } from "./seed-input";
import { contentKey, parseContentData } from "./parse";
import type { ContentData, ContentType } from "./schema";
import { PAGE_FIELDS } from "./page-fields";
import type { FileStore } from "../files/store";
import { withSeedPictures } from "../db/seed/pictures";

/**
 * Puts the site's content (seed input in lib/db/seed/content/) into the database, published. Idempotent: a
 * missing item is created; an item still exactly as the seed wrote it (`seeded`) follows a
 * changed seed input; an item that staff saved is only given the parts that moved into its type
 * since (movedParts), never anything else.
 */
export async function seedContent(tx: Executor, now: Date = new Date(), store?: FileStore): Promise<number> {
  let changed = 0;
  for (const { type, data: input, since } of contentSeedInput()) {
    const data = parseContentData(type as ContentType, await withSeedPictures(tx, input, store));
    const key = contentKey(type, data);
    const [existing] = await tx
      .select()
      .from(contentItems)
      .where(and(eq(contentItems.type, type), eq(contentItems.key, key)));
    if (existing && !existing.seeded) {
      if (await addMovedParts(tx, existing, data, now)) changed++;
      continue;
    }
    // Compared as JSON values: the database keeps jsonb keys in its own order and drops undefined ones.
    if (existing && isDeepStrictEqual(existing.draft, JSON.parse(JSON.stringify(data)))) continue;
    const version = existing ? existing.version + 1 : 1;
    const id = existing?.id ?? newId(now);
    const publishedAt = since ? new Date(since) : now;
    const values = {
      draft: data,
      published: data,
      status: "published" as const,
      version,
      seeded: true,
      publishedAt,
      publishedBy: "seed",
      updatedBy: "seed",
      updatedAt: now,
    };
    if (existing) await tx.update(contentItems).set(values).where(eq(contentItems.id, id));
    else await tx.insert(contentItems).values({ id, type, key, createdAt: now, ...values });
    await tx
      .insert(contentRevisions)
      .values({ id: newId(now), itemId: id, version, action: "seed", data, createdBy: "seed", createdAt: now });
    changed++;
  }
  if (changed)
    await recordAudit(tx, SYSTEM, { action: "content.seed", entityType: "content", after: { items: changed } });
  return changed;
}

const isEmptyFields = (data: unknown) =>
  Object.keys((data as { fields?: Record<string, unknown> } | null)?.fields ?? {}).length === 0;

/**
 * What an item that staff saved before a part of it moved from code into content lacks, given
 * from the seed's version of the item (`undefined`: it lacks nothing):
 * - a special page's structured parts (an empty `fields`);
 * - the site settings' portal addresses and Web Information Manager;
 * - the home page's zone pictures.
 */
function movedParts(item: Record<string, unknown>, type: string, key: string, seed: Record<string, unknown>) {
  if (type === "page" && PAGE_FIELDS.has(key) && isEmptyFields(item)) return { fields: seed.fields };
  if (type === "site-settings") {
    const parts = {
      ...(item.portals === undefined && { portals: seed.portals }),
      ...(item.webInformationManager === undefined && { webInformationManager: seed.webInformationManager }),
    };
    return Object.keys(parts).length ? parts : undefined;
  }
  if (type === "home" && item.zonePictures === undefined) return { zonePictures: seed.zonePictures };
  return undefined;
}

/**
 * Adds the moved parts to the draft, to what visitors see and to a scheduled version, and keeps
 * the result as a revision. The rest of what staff wrote is left as it is.
 */
async function addMovedParts(
  tx: Executor,
  existing: typeof contentItems.$inferSelect,
  data: ContentData<ContentType>,
  now: Date,
): Promise<boolean> {
  const seed = data as Record<string, unknown>;
  const withParts = (item: unknown) => {
    if (!item) return item;
    const parts = movedParts(item as Record<string, unknown>, existing.type, existing.key, seed);
    return parts ? { ...(item as object), ...parts } : item;
  };
  const [draft, published, scheduled] = [existing.draft, existing.published, existing.scheduled].map(withParts);
  if (draft === existing.draft && published === existing.published && scheduled === existing.scheduled) return false;
  const version = existing.version + 1;
  await tx
    .update(contentItems)
    .set({ draft, published, scheduled, version, updatedAt: now })
    .where(eq(contentItems.id, existing.id));
  await tx.insert(contentRevisions).values({
    id: newId(now),
    itemId: existing.id,
    version,
    action: "seed",
    data: draft,
    createdBy: "seed",
    createdAt: now,
  });
  return true;
}
