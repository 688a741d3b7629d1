import { revalidateTag } from "next/cache";
import type { CacheTag } from "../cache-tags";
import { logger } from "../log/logger";
import { bumpPublicPagesGeneration } from "./page-generation";
import { sharedDataCache } from "./shared-data-cache";

/**
 * After a committed write: the cached reads of these tags, and every cached public page, are
 * stale, on this instance and (with REDIS_URL) on every other one before this resolves, so the
 * caller's response is only sent once no instance can serve the old data.
 *
 * If Redis fails here the write has still been committed, so the caller is not told it failed
 * (a retry would repeat the write): the error is logged, and other instances' pages catch up when
 * they expire (PAGE_CACHE_SECONDS). Outside a Next.js server (the command-line tools, a
 * benchmark's set-up) there is no local data cache to expire, and Next says so with an invariant.
 */
export async function invalidateCacheTags(...tags: CacheTag[]): Promise<void> {
  try {
    await Promise.all([bumpPublicPagesGeneration(), sharedDataCache()?.expireTags(tags)]);
  } catch (error) {
    logger().error({ err: error, tags }, "could not invalidate the shared caches");
  }
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch (error) {
      if (error instanceof Error && error.message.includes("static generation store missing")) continue;
      throw error;
    }
  }
}
