/** The header through which proxy.ts passes the requested path to pages (for a return after sign-in). */
export const PATH_HEADER = "x-dseu-path";

/** Where to go after signing in: only a path on this site under /admin (never another origin). */
export function safeAdminPath(next: string | null | undefined, fallback = "/admin/dashboard"): string {
  if (!next || !next.startsWith("/admin/") || next.startsWith("//") || next.includes("\\")) return fallback;
  return next;
}

/** Where a faculty member returns after signing in again: a faculty profile on this site, or undefined. */
export function safeFacultyPath(next: string | null | undefined): string | undefined {
  return next && /^\/faculty\/[0-9a-f]{24}$/.test(next) ? next : undefined;
}
