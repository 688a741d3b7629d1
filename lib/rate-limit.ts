import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { config } from "./config";
import { redisClient } from "./redis/client";
import { countRateLimitRefusal } from "./metrics/count";

/**
 * Every limit of the site, and the one way to count against one, with `rate-limiter-flexible`: in
 * Redis when REDIS_URL is set, so every instance counts together (with an in-memory limiter as
 * insurance while Redis is unreachable), otherwise in this process's memory.
 *
 * A limit is taken before the work it guards, atomically (`consume`), never checked first and
 * counted afterwards: a burst of simultaneous requests would all pass such a check together. A
 * limit that counts only some outcomes (failures, stored forms) gives the point back afterwards
 * for the outcomes it does not count.
 */
export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type RateLimitOptions = { limit: number; windowMs: number };

/** One limit: its limiter's name (its keys' prefix), its number and window, and what it counts (docs/security.md, "Limits"). */
export type LimitDeclaration = RateLimitOptions & { name: string; counts: string };

const MINUTE_MS = 60 * 1000;
const SIGN_IN_WINDOW_MS = 15 * MINUTE_MS;
const LOOKUP_WINDOW_MS = 15 * MINUTE_MS;

/** The site's limits. A new limit is declared here; the concurrency sweep (tests) covers each one. */
export const LIMITS = {
  signInPerAccountAndAddress: {
    name: "sign-in:account-address",
    limit: 5,
    windowMs: SIGN_IN_WINDOW_MS,
    counts: "failed sign-ins for one account from one address",
  },
  signInPerAccount: {
    name: "sign-in:account",
    limit: 50,
    windowMs: SIGN_IN_WINDOW_MS,
    counts: "failed sign-ins for one account from every address (each address adding at most its pair limit)",
  },
  signInPerAddress: {
    name: "sign-in:address",
    limit: 100,
    windowMs: SIGN_IN_WINDOW_MS,
    counts: "failed sign-ins from one address for any account",
  },
  twoFactorPerAccount: {
    name: "two-factor:account",
    limit: 10,
    windowMs: SIGN_IN_WINDOW_MS,
    counts: "wrong two-factor codes (authenticator or recovery) for one account, from every address",
  },
  lookupsPerAddress: {
    name: "result-lookups:address",
    limit: 120,
    windowMs: LOOKUP_WINDOW_MS,
    counts: "result lookups from one address",
  },
  failedLookupsPerEmailAndAddress: {
    name: "result-lookups:email-address",
    limit: 8,
    windowMs: LOOKUP_WINDOW_MS,
    counts: "failed result lookups for one email from one address",
  },
  failedLookupsPerEmail: {
    name: "result-lookups:email",
    limit: 40,
    windowMs: LOOKUP_WINDOW_MS,
    counts: "failed result lookups for one email from every address",
  },
  passwordResetsPerAddress: {
    name: "password-resets:address",
    limit: 10,
    windowMs: 60 * MINUTE_MS,
    counts: "“forgot password” requests from one address, for any email",
  },
  passwordResetsPerEmail: {
    name: "password-resets:email",
    limit: 3,
    windowMs: 60 * MINUTE_MS,
    counts: "“forgot password” requests for one email from every address",
  },
  submissionsPerKindAndAddress: {
    name: "submissions",
    limit: 5,
    windowMs: 60 * MINUTE_MS,
    counts: "stored visitors' forms (with their attachments) of one kind from one address",
  },
  searchClicksPerAddress: {
    name: "search-clicks:address",
    limit: 120,
    windowMs: 15 * MINUTE_MS,
    counts: "search results opened (the results page's beacon) from one address",
  },
} as const satisfies Record<string, LimitDeclaration>;

export type LimitId = keyof typeof LIMITS;

export type RateLimiter = {
  /** Takes one point for the key, atomically; refused (taking nothing) when the key has used up its limit. */
  consume(key: string): Promise<RateLimitResult>;
  /** Gives one taken point back (an outcome the limit does not count). */
  giveBack(key: string): Promise<void>;
  /** Forgets the key's count. */
  reset(key: string): Promise<void>;
};

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
    async consume(key) {
      try {
        await store().consume(key);
        return { allowed: true };
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        countRateLimitRefusal(name);
        // `consume` counted the refused point too: it is given back, so that a refused request
        // counts for nothing (the count stays at or above the limit until the window ends).
        await store().reward(key, 1);
        return { allowed: false, retryAfterSeconds: seconds(refusal.msBeforeNext) };
      }
    },
    async giveBack(key) {
      await store().reward(key, 1);
    },
    async reset(key) {
      await store().delete(key);
    },
  };
}

/** Points taken by `consumeAll`, to give back together. */
export type TakenPoints = { giveBack(): Promise<void> };

/**
 * Takes one point from each limit in order, stopping at the first refusal and giving back the
 * points already taken, so a refused request counts against none of them. The order matters: a
 * narrow limit first keeps one client from using up a wider one (one address cannot fill an
 * account's limit beyond its own pair limit).
 */
export async function consumeAll(
  steps: readonly (readonly [RateLimiter, string])[],
): Promise<{ allowed: true; taken: TakenPoints } | { allowed: false; retryAfterSeconds: number }> {
  const taken: (readonly [RateLimiter, string])[] = [];
  const giveBack = () => Promise.all(taken.map(([limiter, key]) => limiter.giveBack(key))).then(() => undefined);
  for (const step of steps) {
    const [limiter, key] = step;
    const verdict = await limiter.consume(key);
    if (!verdict.allowed) {
      await giveBack();
      return verdict;
    }
    taken.push(step);
  }
  return { allowed: true, taken: { giveBack } };
}

const registry = globalThis as typeof globalThis & { __dseuRateLimiters?: Map<string, RateLimiter> };

/**
 * The process's one limiter of a declared limit. Kept on globalThis because Next.js bundles route
 * handlers, server actions and next-auth separately, and module state would be counted per bundle.
 */
export function sharedRateLimiter(id: LimitId): RateLimiter {
  const declaration = LIMITS[id];
  registry.__dseuRateLimiters ??= new Map();
  let limiter = registry.__dseuRateLimiters.get(declaration.name);
  if (!limiter) {
    limiter = createRateLimiter(declaration.name, declaration);
    registry.__dseuRateLimiters.set(declaration.name, limiter);
  }
  return limiter;
}

/** Drops a shared limiter and its in-memory counts (tests, and benchmarks between their phases). */
export function forgetRateLimiter(id: LimitId): void {
  registry.__dseuRateLimiters?.delete(LIMITS[id].name);
}
