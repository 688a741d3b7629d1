import { eq } from "drizzle-orm";
import { sitePath } from "../auth/safe-next";
import { db } from "../db/client";
import { contentItems } from "../db/schema";
import type { PreviewItem } from "./preview";
import type { ContentType } from "./schema";

/** Where an item shows on the site: a page at its path, tenders on /tenders, everything else on the home page and the frame. */
export function publicPathOf(type: ContentType, key: string): string {
  if (type === "page") return key;
  if (type === "tender") return "/tenders";
  return "/";
}

/**
 * Where a preview of this item opens, when the item still exists as the grant names it (the same
 * id, type and key); undefined otherwise. The path goes through sitePath like every redirect: a
 * page stored at an odd address before addresses were checked still cannot lead off the site.
 */
export async function previewTarget(item: PreviewItem): Promise<string | undefined> {
  const [row] = await db()
    .select({ type: contentItems.type, key: contentItems.key })
    .from(contentItems)
    .where(eq(contentItems.id, item.id));
  if (!row || row.type !== item.type || row.key !== item.key) return undefined;
  return sitePath(publicPathOf(item.type, item.key));
}
