import { Redis } from "ioredis";
import { config } from "@/lib/config";

/**
 * (No "server-only" marker: the HTTP server in front of Next.js, lib/server, runs outside the
 * bundles and shares this connection through globalThis.)
 * The one Redis connection of this process, or undefined when REDIS_URL is not set (a single
 * instance keeps its limits and caches in memory). Kept on globalThis so dev reloads reuse it.
 */
const holder = globalThis as typeof globalThis & { __dseuRedis?: Redis };

export function redisClient(): Redis | undefined {
  const url = config().redisUrl;
  if (!url) return undefined;
  holder.__dseuRedis ??= new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
  return holder.__dseuRedis;
}

export async function closeRedis(): Promise<void> {
  const client = holder.__dseuRedis;
  holder.__dseuRedis = undefined;
  if (client) await client.quit().catch(() => client.disconnect());
}
