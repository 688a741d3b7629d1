/** Where to go after signing in: only a path on this site under /admin (never another origin). */
export function safeAdminPath(next: string | null | undefined, fallback = "/admin/dashboard"): string {
  if (!next || !next.startsWith("/admin/") || next.startsWith("//") || next.includes("\\")) return fallback;
  return next;
}
