/**
 * lib/rate-limit.ts: a refused request takes no point, and consumeAll takes points in order and
 * gives the earlier ones back on a later refusal, so a refused request counts against none of the
 * limits it would take.
 */
import crypto from "node:crypto";
import { consumeAll, createRateLimiter } from "@/lib/rate-limit";

const run = crypto.randomBytes(4).toString("hex");

test("a refusal by a later limit gives back the points taken by the earlier ones", async () => {
  const narrow = createRateLimiter(`test-narrow-${run}`, { limit: 3, windowMs: 60_000 });
  const wide = createRateLimiter(`test-wide-${run}`, { limit: 1, windowMs: 60_000 });
  const first = await consumeAll([
    [narrow, "key"],
    [wide, "key"],
  ]);
  expect(first.allowed).toBe(true);
  // The wide limit is used up: each of these takes a point of the narrow one, then gives it back.
  for (let i = 0; i < 5; i++) {
    const refused = await consumeAll([
      [narrow, "key"],
      [wide, "key"],
    ]);
    expect(refused).toMatchObject({ allowed: false, retryAfterSeconds: expect.any(Number) });
  }
  // So the narrow limit still has its other two points.
  expect(await narrow.consume("key")).toEqual({ allowed: true });
  expect(await narrow.consume("key")).toEqual({ allowed: true });
  expect(await narrow.consume("key")).toMatchObject({ allowed: false });
});

test("points taken together can be given back together", async () => {
  const one = createRateLimiter(`test-one-${run}`, { limit: 1, windowMs: 60_000 });
  const two = createRateLimiter(`test-two-${run}`, { limit: 1, windowMs: 60_000 });
  const steps = [
    [one, "key"],
    [two, "key"],
  ] as const;
  const taken = await consumeAll(steps);
  if (!taken.allowed) throw new Error("refused");
  expect(await consumeAll(steps)).toMatchObject({ allowed: false });
  await taken.taken.giveBack();
  // A refused attempt takes nothing, so the points given back are free again.
  expect((await consumeAll(steps)).allowed).toBe(true);
});
