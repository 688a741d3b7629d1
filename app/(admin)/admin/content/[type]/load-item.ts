import "server-only";
import { notFound } from "next/navigation";
import type { StaffActor } from "@/lib/auth/admin-guard";
import { AppError } from "@/lib/errors";
import { getContentItem } from "@/lib/content/service";
import type { ContentItemRecord } from "@/lib/content/types";
import { typeOfSegment } from "@/lib/content/editor-fields";

/** The item of an editor address (/admin/content/{type}/{id}); 404 when the id or the type does not match. */
export async function loadItem(actor: StaffActor, segment: string, id: string): Promise<ContentItemRecord> {
  const type = typeOfSegment(segment);
  if (!type) notFound();
  try {
    const item = await getContentItem(actor, id);
    if (item.type !== type) notFound();
    return item;
  } catch (error) {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  }
}

/** A human name of an item: a page's title, a tender's number, or the type's name. */
export function itemTitle(item: ContentItemRecord, typeName: string): string {
  const data = item.draft as { title?: { en?: string }; number?: string };
  if (item.type === "page") return data.title?.en || item.key;
  if (item.type === "tender") return data.number || item.key;
  return typeName;
}
