import "server-only";
import { desc, eq, and } from "drizzle-orm";
import { unstable_cache } from "next/cache";
import { db } from "../db/client";
import { notices, storedFiles } from "../db/schema";
import { CACHE_TAGS } from "../cache-tags";
import { isActiveNotice } from "./rules";
import { fileUrl } from "../files/urls";

export type NoticeSummary = {
  id: string;
  title: string;
  section: string;
  createdAt: string;
  fileUrl: string;
  sizeBytes: number;
};

async function readLatestNotices(section: string, limit: number): Promise<NoticeSummary[]> {
  const rows = await db()
    .select({
      id: notices.id,
      title: notices.title,
      section: notices.section,
      createdAt: notices.createdAt,
      fileId: notices.fileId,
      originalName: storedFiles.originalName,
      sizeBytes: storedFiles.sizeBytes,
    })
    .from(notices)
    .innerJoin(storedFiles, eq(storedFiles.id, notices.fileId))
    .where(and(eq(notices.section, section), isActiveNotice(new Date())))
    .orderBy(desc(notices.createdAt))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    section: r.section,
    createdAt: r.createdAt.toISOString(),
    fileUrl: fileUrl(r.fileId, r.originalName),
    sizeBytes: r.sizeBytes,
  }));
}

/** The newest active notices of a section (home page strips and bulletins). */
export const listLatestNotices = unstable_cache(readLatestNotices, ["notices:latest"], {
  tags: [CACHE_TAGS.notices],
  // Auto-archiving depends on the clock, so cached lists are also refreshed every few minutes.
  revalidate: 300,
});
