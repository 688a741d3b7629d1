/**
 * Rate limits shared through Redis (issue 14): two instances, each with its own connection and
 * its own limiter, count one key together. Runs against TEST_REDIS_URL (CI: the local Redis, a
 * database of its own), with a key prefix of its own so it cannot meet other data.
 */
import crypto from "node:crypto";
import { Redis } from "ioredis";
import { createRateLimiter } from "@/lib/rate-limit";

const url = process.env.TEST_REDIS_URL;
const describeWithRedis = url ? describe : describe.skip;

describeWithRedis("two instances sharing Redis", () => {
  const clients: Redis[] = [];
  const name = `test-${crypto.randomUUID()}`;

  beforeAll(() => {
    clients.push(new Redis(url!), new Redis(url!));
  });
  afterAll(async () => {
    const keys = await clients[0]!.keys(`*rl:${name}*`);
    if (keys.length) await clients[0]!.del(...keys);
    await Promise.all(clients.map((client) => client.quit()));
  });

  test("count failures made on either one together", async () => {
    const options = { limit: 5, windowMs: 60_000 };
    const instanceA = createRateLimiter(name, options, clients[0]);
    const instanceB = createRateLimiter(name, options, clients[1]);
    for (let i = 0; i < 3; i++) expect(await instanceA.consume("account")).toEqual({ allowed: true });
    for (let i = 0; i < 2; i++) expect(await instanceB.consume("account")).toEqual({ allowed: true });
    const refused = await instanceB.consume("account");
    expect(refused).toMatchObject({ allowed: false });
    expect(refused.allowed === false && refused.retryAfterSeconds).toBeGreaterThan(50);
    // Another key is counted on its own; a reset on one instance clears the count for both.
    expect(await instanceB.consume("another")).toEqual({ allowed: true });
    await instanceA.reset("account");
    expect(await instanceB.consume("account")).toEqual({ allowed: true });
  });

  test("a point given back on one instance can be taken on the other", async () => {
    const options = { limit: 1, windowMs: 60_000 };
    const instanceA = createRateLimiter(name, options, clients[0]);
    const instanceB = createRateLimiter(name, options, clients[1]);
    expect(await instanceA.consume("given-back")).toEqual({ allowed: true });
    expect(await instanceB.consume("given-back")).toMatchObject({ allowed: false });
    // The refused request took nothing: the one point given back frees the key.
    await instanceA.giveBack("given-back");
    expect(await instanceB.consume("given-back")).toEqual({ allowed: true });
  });
});
