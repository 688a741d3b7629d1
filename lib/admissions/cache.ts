import { revalidateTag } from "next/cache";
import type { CacheTag } from "../cache-tags";

/**
 * Expires a cache tag after a committed write. Outside a Next.js server (the command-line tools,
 * the benchmark's set-up) there is no data cache to expire, and Next says so with this invariant.
 */
export function expireTag(tag: CacheTag): void {
  try {
    revalidateTag(tag, { expire: 0 });
  } catch (error) {
    if (error instanceof Error && error.message.includes("static generation store missing")) return;
    throw error;
  }
}
