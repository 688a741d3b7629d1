/**
 * A counter that every data change bumps. The whole-page cache of the HTTP server
 * (lib/server/page-cache.ts) drops pages rendered under an older value. It lives on globalThis
 * because Next.js bundles the application's copy of this module apart from the server's.
 */
const KEY = Symbol.for("dseu.publicPagesGeneration");
type Holder = { [KEY]?: number };

export function publicPagesGeneration(): number {
  return (globalThis as Holder)[KEY] ?? 0;
}

export function bumpPublicPagesGeneration(): void {
  (globalThis as Holder)[KEY] = publicPagesGeneration() + 1;
}
