import "server-only";
import { and, desc, eq, ilike, like } from "drizzle-orm";
import { requireRole, type Actor } from "../auth/actor";
import { db } from "../db/client";
import { storedFiles } from "../db/schema";
import { fileUrl } from "./urls";

/**
 * The pictures the site already holds, for choosing one again instead of uploading it twice (the
 * rich-text editor's picture dialog today; the media library later). Only public files: a
 * visitor's attachment is never offered for a page. Newest first, optionally narrowed by name.
 */
export type SiteImage = { id: string; src: string; name: string; sizeBytes: number; createdAt: string };

const PICTURE_ROLES = ["Editor", "Publisher"] as const;
export const SITE_IMAGES_LIMIT = 60;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listSiteImages(
  actor: Actor,
  { search = "", limit = SITE_IMAGES_LIMIT }: { search?: string; limit?: number } = {},
): Promise<SiteImage[]> {
  requireRole(actor, ...PICTURE_ROLES);
  const words = search.trim().slice(0, 100);
  const rows = await db()
    .select({
      id: storedFiles.id,
      name: storedFiles.originalName,
      sizeBytes: storedFiles.sizeBytes,
      createdAt: storedFiles.createdAt,
    })
    .from(storedFiles)
    .where(
      and(
        like(storedFiles.contentType, "image/%"),
        eq(storedFiles.private, false),
        words ? ilike(storedFiles.originalName, `%${escapeLike(words)}%`) : undefined,
      ),
    )
    .orderBy(desc(storedFiles.createdAt))
    .limit(Math.min(Math.max(1, limit), SITE_IMAGES_LIMIT));
  return rows.map((row) => ({
    id: row.id,
    src: fileUrl(row.id, row.name),
    name: row.name,
    sizeBytes: row.sizeBytes,
    createdAt: new Date(row.createdAt).toISOString(),
  }));
}
