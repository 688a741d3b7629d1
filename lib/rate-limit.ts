import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { config } from "./config";
import { redisClient } from "./redis/client";
import { countRateLimitRefusal } from "./metrics/count";

/**
 * Counts events per key in a fixed window, with `rate-limiter-flexible`: in Redis when REDIS_URL
 * is set, so every instance counts together (with an in-memory limiter as insurance while Redis is
 * unreachable), otherwise in this process's memory.
 */
export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type RateLimiter = {
  /** Records one event for the key and says whether the key is still within the limit. */
  hit(key: string): Promise<RateLimitResult>;
  /** Says whether the key is over the limit, without recording anything. */
  check(key: string): Promise<RateLimitResult>;
  reset(key: string): Promise<void>;
};

export type RateLimitOptions = { limit: number; windowMs: number };

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * A limiter named `name` (its keys' prefix); `redis` overrides the process's client (tests). The
 * store is made on first use, so that a module may create its limiter when it loads, before the
 * configuration can be read.
 */
export function createRateLimiter(name: string, { limit, windowMs }: RateLimitOptions, redis?: Redis): RateLimiter {
  let made: RateLimiterAbstract | undefined;
  const store = (): RateLimiterAbstract => {
    if (made) return made;
    const duration = seconds(windowMs);
    const keyPrefix = `${config().redisKeyPrefix}rl:${name}`;
    const memory = new RateLimiterMemory({ keyPrefix, points: limit, duration });
    const client = redis ?? redisClient();
    made = client
      ? new RateLimiterRedis({ storeClient: client, keyPrefix, points: limit, duration, insuranceLimiter: memory })
      : memory;
    return made;
  };

  return {
    async hit(key) {
      try {
        await store().consume(key);
        return { allowed: true };
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) {
          countRateLimitRefusal(name);
          return { allowed: false, retryAfterSeconds: seconds(refusal.msBeforeNext) };
        }
        throw refusal;
      }
    },
    async check(key) {
      const counted = await store().get(key);
      if (!counted || counted.msBeforeNext <= 0 || counted.consumedPoints < limit) return { allowed: true };
      return { allowed: false, retryAfterSeconds: seconds(counted.msBeforeNext) };
    },
    async reset(key) {
      await store().delete(key);
    },
  };
}

const registry = globalThis as typeof globalThis & { __dseuRateLimiters?: Map<string, RateLimiter> };

/**
 * The process's one limiter of this name. Kept on globalThis because Next.js bundles route
 * handlers, server actions and next-auth separately, and module state would be counted per bundle.
 */
export function sharedRateLimiter(name: string, options: RateLimitOptions): RateLimiter {
  registry.__dseuRateLimiters ??= new Map();
  let limiter = registry.__dseuRateLimiters.get(name);
  if (!limiter) {
    limiter = createRateLimiter(name, options);
    registry.__dseuRateLimiters.set(name, limiter);
  }
  return limiter;
}

/** Drops a shared limiter and its in-memory counts (tests, and benchmarks between their phases). */
export function forgetRateLimiter(name: string): void {
  registry.__dseuRateLimiters?.delete(name);
}
