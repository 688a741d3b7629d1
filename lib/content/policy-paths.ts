/**
 * The website pages GIGW asks every government website to publish, in the order the footer and
 * the site map list them. Each is a content page item at its address; /[policy] answers these only.
 */
export const POLICY_PATHS = [
  "/accessibility-statement",
  "/help",
  "/privacy-policy",
  "/terms-and-conditions",
  "/hyperlinking-policy",
  "/copyright-policy",
  "/content-archival-policy",
] as const;

export function isPolicyPath(path: string): boolean {
  return (POLICY_PATHS as readonly string[]).includes(path);
}
