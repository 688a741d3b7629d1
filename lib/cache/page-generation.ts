/**
 * A counter that every data change bumps. The whole-page cache of the HTTP server
 * (lib/server/page-cache.ts) drops pages rendered under an older value. It lives on globalThis
 * because Next.js bundles the application's copy of this module apart from the server's.
 *
 * Scheduled content changes (publish-at, unpublish-at, a tender's closing time) happen without a
 * write: each render notes the next such moment it depends on (noteScheduledChange), and the
 * first read of the counter after that moment bumps it, so no page rendered before a transition
 * is served after it.
 */
const KEY = Symbol.for("dseu.publicPagesGeneration");
const NEXT_CHANGE = Symbol.for("dseu.nextScheduledChange");
type Holder = { [KEY]?: number; [NEXT_CHANGE]?: number };

const holder = globalThis as Holder;

export function publicPagesGeneration(now: number = Date.now()): number {
  const next = holder[NEXT_CHANGE];
  if (next !== undefined && next <= now) {
    holder[NEXT_CHANGE] = undefined;
    bumpPublicPagesGeneration();
  }
  return holder[KEY] ?? 0;
}

export function bumpPublicPagesGeneration(): void {
  holder[KEY] = (holder[KEY] ?? 0) + 1;
}

/** A rendered page shows content that changes at `at` (epoch ms): cached copies must not outlive it. */
export function noteScheduledChange(at: number): void {
  const next = holder[NEXT_CHANGE];
  if (next === undefined || at < next) holder[NEXT_CHANGE] = at;
}
