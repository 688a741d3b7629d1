/**
 * Counts events per key in a sliding window, in this process's memory. Enough for one server
 * (the embedded database allows only one); several servers would each count on their own.
 */
export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type RateLimiter = {
  /** Records one event for the key and says whether it is still within the limit. */
  hit(key: string, now?: number): RateLimitResult;
  /** Says whether the key is over the limit, without recording anything. */
  check(key: string, now?: number): RateLimitResult;
  reset(key: string): void;
};

export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }): RateLimiter {
  const events = new Map<string, number[]>();

  const recent = (key: string, now: number) => {
    const list = (events.get(key) ?? []).filter((t) => t > now - windowMs);
    if (list.length) events.set(key, list);
    else events.delete(key);
    return list;
  };
  const verdict = (list: number[], now: number): RateLimitResult =>
    list.length < limit ? { allowed: true } : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((list[0]! + windowMs - now) / 1000)) };

  return {
    hit(key, now = Date.now()) {
      const list = recent(key, now);
      const result = verdict(list, now);
      if (result.allowed) events.set(key, [...list, now]);
      return result;
    },
    check(key, now = Date.now()) {
      return verdict(recent(key, now), now);
    },
    reset(key) {
      events.delete(key);
    },
  };
}

const registry = globalThis as typeof globalThis & { __dseuRateLimiters?: Map<string, RateLimiter> };

/**
 * The process's one limiter of this name. Kept on globalThis because Next.js bundles route
 * handlers, server actions and next-auth separately, and module state would be counted per bundle.
 */
export function sharedRateLimiter(name: string, options: { limit: number; windowMs: number }): RateLimiter {
  registry.__dseuRateLimiters ??= new Map();
  let limiter = registry.__dseuRateLimiters.get(name);
  if (!limiter) {
    limiter = createRateLimiter(options);
    registry.__dseuRateLimiters.set(name, limiter);
  }
  return limiter;
}

/** Drops a shared limiter and its counts (tests, and benchmarks between their phases). */
export function forgetRateLimiter(name: string): void {
  registry.__dseuRateLimiters?.delete(name);
}
