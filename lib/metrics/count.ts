import { metrics } from "./registry";

/**
 * The one-line calls other modules make (the HTTP server, the rate limits, uploads, mail, the
 * shared data cache). None of them may fail the work it counts.
 */

/** A route group: a handful of fixed names, so a visitor's made-up paths cannot add series. */
export function routeGroup(url: string | undefined): string {
  const path = (url ?? "/").split("?")[0]!;
  if (path.startsWith("/api/")) return "api";
  if (path.startsWith("/_next/static/") || path.startsWith("/_next/image")) return "static";
  if (path.startsWith("/_next/")) return "next";
  if (path === "/admin" || path.startsWith("/admin/")) return "admin";
  if (path.startsWith("/files/")) return "files";
  if (path === "/healthz" || path === "/readyz" || path === "/metrics") return "operations";
  if (/\.[a-z0-9]+$/i.test(path)) return "static";
  return "page";
}

export function observeRequest(url: string | undefined, status: number, seconds: number, cache: unknown): void {
  const m = metrics();
  const labels = { route: routeGroup(url), status: String(status) };
  m.requests.inc(labels);
  m.duration.observe(labels, seconds);
  if (cache === "hit" || cache === "miss") m.pageCache.inc({ result: cache });
}

/** Counts a read of the shared data cache and passes its entry on. */
export function countDataCacheRead<T>(entry: T | null): T | null {
  metrics().dataCache.inc({ result: entry ? "hit" : "miss" });
  return entry;
}

export function countRateLimitRefusal(limit: string): void {
  metrics().rateLimitRefusals.inc({ limit });
}

export function countUpload(kind: "pdf" | "image", bytes: number): void {
  metrics().uploads.inc({ kind });
  metrics().uploadBytes.observe({ kind }, bytes);
}

export function countMail(result: "sent" | "failed"): void {
  metrics().mails.inc({ result });
}
