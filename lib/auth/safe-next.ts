/** The header through which proxy.ts passes the requested path to pages (for a return after sign-in). */
export const PATH_HEADER = "x-dseu-path";

// Any origin serves to resolve a path: only the path, query and fragment of the result are kept.
const PLACEHOLDER_ORIGIN = "https://site.invalid";
const MAX_TARGET_LENGTH = 2000;
// Characters browsers strip, fold into "/" or treat as a host separator before following a Location.
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f\u3000\ufeff\\]/;
// The same, percent-encoded: a proxy or framework that decodes once must not find them either.
const UNSAFE_ENCODED = /%(?:[01][0-9a-f]|7f|5c)/i;

/**
 * The one gate for every redirect target built from input (a `next=`, an `exit=`, next-auth's
 * callbackUrl, a stored page path): a path of this site, as an ASCII path-absolute address, or
 * undefined. The target is parsed as browsers do (WHATWG URL) against the site's origin, and
 * refused when it is not a plain `/path`: a `//host` or `/\host` (a protocol-relative address to
 * another site), tabs, newlines and other control or space characters that browsers drop, dot
 * segments that collapse into `//`, and, when `origin` is given, absolute addresses of any other
 * origin. Characters outside ASCII come back percent-encoded, so the answer fits a Location header.
 */
export function sitePath(target: string | null | undefined, origin?: string): string | undefined {
  if (typeof target !== "string" || target.length === 0 || target.length > MAX_TARGET_LENGTH) return undefined;
  if (UNSAFE_CHARACTERS.test(target) || UNSAFE_ENCODED.test(target)) return undefined;
  const base = origin ?? PLACEHOLDER_ORIGIN;
  const relative = target.startsWith("/") && !target.startsWith("//");
  const absolute = origin !== undefined && /^https?:\/\/[^/]/i.test(target);
  if (!relative && !absolute) return undefined;
  let parsed: URL;
  let site: URL;
  try {
    parsed = new URL(target, base);
    site = new URL(base);
  } catch {
    return undefined;
  }
  if (parsed.origin !== site.origin || parsed.username || parsed.password) return undefined;
  const path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  // "/.//host" parses to the path "//host", which a browser reads as another host.
  if (!path.startsWith("/") || path.startsWith("//")) return undefined;
  return path;
}

/** Where to go after signing in: only a path on this site under /admin (never another origin). */
export function safeAdminPath(next: string | null | undefined, fallback = "/admin/dashboard"): string {
  const path = sitePath(next);
  return path?.startsWith("/admin/") ? path : fallback;
}

/** Where a faculty member returns after signing in again: a faculty profile on this site, or undefined. */
export function safeFacultyPath(next: string | null | undefined): string | undefined {
  const path = sitePath(next);
  return path && /^\/faculty\/[0-9a-f]{24}$/.test(path) ? path : undefined;
}
