/**
 * Next.js's `cacheHandler` (next.config.ts sets it when REDIS_URL is set). Next.js loads this
 * file with a plain dynamic import at run time, outside its bundles and outside TypeScript, so it
 * stays a small CommonJS shim: data-cache entries (kind FETCH: every `unstable_cache` read) go to
 * the shared Redis cache that instrumentation.ts installs on globalThis
 * (lib/cache/shared-data-cache.ts); everything else, the build's own prerendered output, which is
 * the same on every instance of one build, stays with Next's file-system handler. Before the
 * shared cache is installed (during `next build`) everything goes to the file-system handler.
 *
 * Why not a package: of the Redis handlers for Next.js, @neshca/cache-handler stops at Next 14 and
 * @fortedigital/nextjs-cache-handler (Next 16) requires Node 22, while this site runs on Node 20.
 * The interface implemented here is the one Next 16 documents for `cacheHandler` (get, set,
 * revalidateTag, resetRequestCache); `cacheHandlers` (plural) is for 'use cache', unused here.
 */
const FileSystemCache = require("next/dist/server/lib/incremental-cache/file-system-cache").default;

const SHARED = Symbol.for("dseu.sharedDataCache");
const FETCH = "FETCH";

module.exports = class DataCacheHandler {
  constructor(context) {
    this.files = new FileSystemCache(context);
  }

  async get(key, context) {
    const shared = globalThis[SHARED];
    if (!shared || context.kind !== FETCH) return this.files.get(key, context);
    return shared.get(key, [...(context.tags ?? []), ...(context.softTags ?? [])]);
  }

  async set(key, data, context) {
    const shared = globalThis[SHARED];
    if (!shared || !data || data.kind !== FETCH) return this.files.set(key, data, context);
    return shared.set(key, data, data.revalidate ?? context.revalidate);
  }

  async revalidateTag(tags, durations) {
    const list = typeof tags === "string" ? [tags] : tags;
    const shared = globalThis[SHARED];
    await Promise.all([shared ? shared.expireTags(list) : undefined, this.files.revalidateTag(list, durations)]);
  }

  resetRequestCache() {}
};
