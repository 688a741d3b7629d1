import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import crypto from "node:crypto";
import { Redis } from "ioredis";

/**
 * The caches that instances share through Redis: Next's data cache entries with their tags, and
 * the page generation. Each "instance" here is its own Redis connection, as each process has one.
 * Needs a Redis server: TEST_REDIS_URL (.ci/run sets it to the local one).
 */
jest.mock("next/cache", () => ({ revalidateTag: jest.fn() }));

const redisUrl = process.env.TEST_REDIS_URL;
const prefix = `test:${process.pid}:${crypto.randomBytes(4).toString("hex")}:`;

if (!redisUrl) {
  console.log(
    "[shared-cache.test] Skipped: set TEST_REDIS_URL (e.g. redis://127.0.0.1:6379/0) to test the caches shared through Redis.",
  );
}

(redisUrl ? describe : describe.skip)("caches shared through Redis", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dseu-shared-cache-"));
  let instanceA: Redis;
  let instanceB: Redis;

  beforeAll(() => {
    Object.assign(process.env, { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix, DATA_DIR: dataDir });
    instanceA = new Redis(redisUrl!);
    instanceB = new Redis(redisUrl!);
  });

  afterAll(async () => {
    const keys = await instanceA.keys(`${prefix}*`);
    if (keys.length) await instanceA.del(...keys);
    const { closeRedis } = await import("@/lib/redis/client");
    // Nothing of Redis may stay reachable from globalThis once the test environment is torn down.
    delete (globalThis as Record<symbol, unknown>)[Symbol.for("dseu.sharedDataCache")];
    await closeRedis();
    await Promise.all([instanceA.quit(), instanceB.quit()]);
    fs.rmSync(dataDir, { recursive: true, force: true });
    delete process.env.REDIS_URL;
    delete process.env.REDIS_KEY_PREFIX;
  });

  test("an entry stored by one instance is read by another, until a tag it carries expires anywhere", async () => {
    const { SharedDataCache } = await import("@/lib/cache/shared-data-cache");
    const a = new SharedDataCache(instanceA, prefix);
    const b = new SharedDataCache(instanceB, prefix);
    const value = {
      kind: "FETCH",
      data: { body: '["first notice"]', headers: {}, status: 200, url: "" },
      revalidate: false,
    };
    await a.set("notices:list", value, false);
    await a.set("programs:all", { ...value, data: { ...value.data, body: "[]" } }, false);
    expect(await b.get("notices:list", ["notices"])).toMatchObject({ value });

    await b.expireTags(["notices"]);
    expect(await a.get("notices:list", ["notices"])).toBeNull();
    expect(await a.get("programs:all", ["programs"])).not.toBeNull();

    // Stored again after the expiry (the next render read the database): fresh everywhere. An
    // entry stored in the expiry's own millisecond counts as stale, so the clock moves on first.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await a.set("notices:list", value, false);
    expect(await b.get("notices:list", ["notices"])).toMatchObject({ value });
    expect(await instanceA.ttl(`${prefix}data:notices:list`)).toBeGreaterThan(0);
  });

  test("a committed write expires the shared entries and bumps the page generation every instance reads", async () => {
    const { installSharedDataCache, sharedDataCache } = await import("@/lib/cache/shared-data-cache");
    const { publicPagesGeneration } = await import("@/lib/cache/page-generation");
    const { invalidateCacheTags } = await import("@/lib/cache/invalidate");
    installSharedDataCache();
    const cache = sharedDataCache()!;
    await cache.set("faculty:page", { kind: "FETCH", data: { body: "{}" } }, false);
    expect(await cache.get("faculty:page", ["faculty"])).not.toBeNull();

    const before = await publicPagesGeneration();
    await invalidateCacheTags("faculty");
    expect(await cache.get("faculty:page", ["faculty"])).toBeNull();
    expect(Number(await instanceB.get(`${prefix}pages:generation`))).toBe(before + 1);
    expect(await publicPagesGeneration()).toBe(before + 1);

    // Another instance's write is seen on this instance's next read, with no message to miss.
    await instanceB.incr(`${prefix}pages:generation`);
    expect(await publicPagesGeneration()).toBe(before + 2);
  });
});
