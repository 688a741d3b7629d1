import { revalidateTag } from "next/cache";
import type { CacheTag } from "../cache-tags";
import { bumpPublicPagesGeneration } from "./page-generation";

/**
 * After a committed write: the cached reads of these tags, and every cached public page, are
 * stale. Outside a Next.js server (the command-line tools, a benchmark's set-up) there is no data
 * cache to expire, and Next says so with this invariant.
 */
export function invalidateCacheTags(...tags: CacheTag[]): void {
  bumpPublicPagesGeneration();
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch (error) {
      if (error instanceof Error && error.message.includes("static generation store missing")) continue;
      throw error;
    }
  }
}
