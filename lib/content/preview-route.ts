/**
 * Where previews live, kept apart from the grant's signing (./preview.ts) so that proxy.ts and the
 * link checks can read it without loading the content schemas or the keys.
 */
export const PREVIEW_ROUTE = "/api/preview";
/** The http-only cookie that carries a preview grant (never Next's own draft-mode cookie). */
export const PREVIEW_COOKIE = "dseu_preview";
/** Next's draft-mode cookie, which a preview clears wherever an older version of the site set it. */
export const NEXT_DRAFT_MODE_COOKIE = "__prerender_bypass";

/** Headers of every answer that may show a draft: never kept by a cache, never indexed. */
export const PREVIEW_RESPONSE_HEADERS: Readonly<Record<string, string>> = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
};

/**
 * Whether a link leads to the preview route, on this site or written as any absolute address:
 * such a link hands a grant to whoever follows it (or to a browser prefetching it), so no
 * published content may carry one.
 */
export function isPreviewAddress(href: string): boolean {
  let pathname: string;
  try {
    pathname = new URL(href.trim(), "https://site.invalid").pathname;
  } catch {
    return false;
  }
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape is compared as written.
  }
  const path = decoded.toLowerCase().replace(/\/+/g, "/").replace(/\/$/, "");
  return path === PREVIEW_ROUTE || path.startsWith(`${PREVIEW_ROUTE}/`);
}
