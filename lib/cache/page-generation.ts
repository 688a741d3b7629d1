import { config } from "../config";
import { redisClient } from "../redis/client";
import { FreshReader } from "./fresh-reader";

/**
 * A counter that every data change bumps. The whole-page cache of the HTTP server
 * (lib/server/page-cache.ts) drops pages rendered under another value.
 *
 * With one instance (no REDIS_URL) the counter lives in this process, on globalThis because
 * Next.js bundles the application's copy of this module apart from the server's. With REDIS_URL
 * it lives in Redis: the instance that commits a write increments it before answering, and every
 * instance reads it before serving a cached page (lib/cache/fresh-reader.ts keeps that to one read
 * in flight however many requests arrive). Unlike pub/sub, a counter cannot miss a message: an
 * instance that was busy, reconnecting or just starting still sees the new value on its next read.
 *
 * Scheduled content changes (publish-at, unpublish-at, a tender's closing time) happen without a
 * write: each render notes the next such moment it depends on (noteScheduledChange), and the
 * first read of the counter after that moment bumps it, so no page rendered before a transition
 * is served after it. Each instance notes the moments of its own renders; a bump by any of them
 * drops every instance's pages.
 */
const KEY = Symbol.for("dseu.publicPagesGeneration");
const NEXT_CHANGE = Symbol.for("dseu.nextScheduledChange");
type Holder = { [KEY]?: number; [NEXT_CHANGE]?: number };
const holder = globalThis as Holder;

function localGeneration(): number {
  return holder[KEY] ?? 0;
}

function sharedKey(): string {
  return `${config().redisKeyPrefix}pages:generation`;
}

let sharedReader: FreshReader<number> | undefined;

/** The generation in force now. Rejects when Redis is configured but does not answer. */
export async function publicPagesGeneration(now: number = Date.now()): Promise<number> {
  const next = holder[NEXT_CHANGE];
  if (next !== undefined && next <= now) {
    holder[NEXT_CHANGE] = undefined;
    await bumpPublicPagesGeneration();
  }
  const redis = redisClient();
  if (!redis) return localGeneration();
  sharedReader ??= new FreshReader(async () => Number((await redis.get(sharedKey())) ?? 0));
  return sharedReader.read();
}

/** Makes every cached page stale, on every instance, by the time it resolves. */
export async function bumpPublicPagesGeneration(): Promise<void> {
  holder[KEY] = localGeneration() + 1;
  const redis = redisClient();
  if (redis) await redis.incr(sharedKey());
}

/** A rendered page shows content that changes at `at` (epoch ms): cached copies must not outlive it. */
export function noteScheduledChange(at: number): void {
  const next = holder[NEXT_CHANGE];
  if (next === undefined || at < next) holder[NEXT_CHANGE] = at;
}
