import { eq } from "drizzle-orm";
import { db } from "../db/client";
import { contentItems } from "../db/schema";
import type { ContentType } from "./schema";

/** Where an item shows on the site: a page at its path, tenders on /tenders, everything else on the home page and the frame. */
export function publicPathOf(type: ContentType, key: string): string {
  if (type === "page") return key;
  if (type === "tender") return "/tenders";
  return "/";
}

/** The public path of an item by id, for the preview redirect; undefined when it no longer exists. */
export async function previewTarget(itemId: string): Promise<string | undefined> {
  const [row] = await db()
    .select({ type: contentItems.type, key: contentItems.key })
    .from(contentItems)
    .where(eq(contentItems.id, itemId));
  return row ? publicPathOf(row.type as ContentType, row.key) : undefined;
}
