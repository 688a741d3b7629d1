import type { Redis } from "ioredis";
import { config } from "../config";
import { logger } from "../log/logger";
import { redisClient } from "../redis/client";
import { countDataCacheRead } from "../metrics/count";

/**
 * Next.js's data cache (the entries of `unstable_cache`) kept in Redis, so that every instance
 * reads the same entries and a tag expired by one instance is expired for all. Next.js reaches it
 * through lib/cache/data-cache-handler.cjs, the `cacheHandler` of next.config.ts.
 *
 * An entry is a hash (the value and the time it was stored); expired tags are one hash of tag →
 * time. Both times come from Redis's clock, so instances on machines whose clocks differ still
 * agree on which came first. An entry is stale when any of its tags expired after it was stored.
 */
export type DataCacheEntry = { lastModified: number; value: unknown };

const NOW_MS = "local t = redis.call('TIME') local now = t[1] * 1000 + math.floor(t[2] / 1000)";
const STORE_ENTRY = `${NOW_MS}
redis.call('HSET', KEYS[1], 'value', ARGV[1], 'at', now)
redis.call('EXPIRE', KEYS[1], ARGV[2])
return now`;
const EXPIRE_TAGS = `${NOW_MS}
for i = 1, #ARGV do redis.call('HSET', KEYS[1], ARGV[i], now) end
return now`;

// Entries without a revalidation time (most of ours: they change only by tag) are still dropped
// after a day, so keys of code paths a new release no longer uses do not stay forever.
const LONGEST_TTL_SECONDS = 24 * 60 * 60;

export class SharedDataCache {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private entryKey(key: string): string {
    return `${this.prefix}data:${key}`;
  }

  private get tagsKey(): string {
    return `${this.prefix}data-tags`;
  }

  /** The entry, or null when there is none or one of its tags expired after it was stored. */
  async get(key: string, tags: string[]): Promise<DataCacheEntry | null> {
    const pipeline = this.redis.pipeline().hmget(this.entryKey(key), "value", "at");
    if (tags.length) pipeline.hmget(this.tagsKey, ...tags);
    const results = (await pipeline.exec()) ?? [];
    for (const [error] of results) if (error) throw error;
    const [value, at] = results[0]![1] as (string | null)[];
    if (value == null || at == null) return null;
    const storedAt = Number(at);
    const expiredTimes = tags.length ? (results[1]![1] as (string | null)[]) : [];
    if (expiredTimes.some((time) => time != null && Number(time) >= storedAt)) return null;
    return { lastModified: storedAt, value: JSON.parse(value) as unknown };
  }

  async set(key: string, value: unknown, revalidateSeconds: number | false | undefined): Promise<void> {
    const ttl =
      typeof revalidateSeconds === "number" && revalidateSeconds > 0
        ? Math.min(LONGEST_TTL_SECONDS, revalidateSeconds * 2)
        : LONGEST_TTL_SECONDS;
    await this.redis.eval(STORE_ENTRY, 1, this.entryKey(key), JSON.stringify(value), String(ttl));
  }

  async expireTags(tags: readonly string[]): Promise<void> {
    if (tags.length) await this.redis.eval(EXPIRE_TAGS, 1, this.tagsKey, ...tags);
  }
}

const KEY = Symbol.for("dseu.sharedDataCache");
type Holder = { [KEY]?: SharedDataCacheHooks };

/** What lib/cache/data-cache-handler.cjs calls: failures become misses, never failed pages. */
export type SharedDataCacheHooks = {
  get(key: string, tags: string[]): Promise<DataCacheEntry | null>;
  set(key: string, value: unknown, revalidateSeconds: number | false | undefined): Promise<void>;
  expireTags(tags: readonly string[]): Promise<void>;
};

/** The shared data cache of this process, or undefined without REDIS_URL. */
export function sharedDataCache(): SharedDataCacheHooks | undefined {
  return (globalThis as Holder)[KEY];
}

/**
 * Called once at start (instrumentation.ts) when REDIS_URL is set. A read that fails is answered
 * as a miss (the page reads the database), and a store that fails is only logged; an expiry that
 * fails is reported to invalidateCacheTags.
 */
export function installSharedDataCache(): void {
  const redis = redisClient();
  if (!redis) return;
  const cache = new SharedDataCache(redis, config().redisKeyPrefix);
  (globalThis as Holder)[KEY] = {
    async get(key, tags) {
      try {
        return countDataCacheRead(await cache.get(key, tags));
      } catch (error) {
        logger().warn({ err: error }, "shared data cache read failed; reading the database instead");
        return null;
      }
    },
    async set(key, value, revalidateSeconds) {
      try {
        await cache.set(key, value, revalidateSeconds);
      } catch (error) {
        logger().warn({ err: error }, "shared data cache store failed");
      }
    },
    expireTags: (tags) => cache.expireTags(tags),
  };
}
