import { JOB_PORTAL_SECTIONS } from "../notices/sections";
import { canonicalAdministrativeSlug } from "../administration/sub-pages";
import { ROUND_KEYS, type RoundKey } from "../admissions/rounds";
import { ROUND_ADDRESSES } from "../admissions/round-addresses";
import { CONTENT_ROUTE_PREFIX, OLD_ADDRESSES } from "../pages/registry";
import { isFreePageAddress } from "../content/page-address";
import { isUnmatchedPath, UNMATCHED_PATH } from "../i18n/paths";

/**
 * What proxy.ts does with a public URL before the page renders, decided from the URL alone (pages
 * whose answer depends on data call notFound() or redirect() themselves):
 *
 * - `rewrite`: serve the page at `pathname` (old addresses such as /chancellor, old capitalised
 *   links such as /Courses/Diploma, and a free address, which the content route serves when staff
 *   have published a page there);
 * - `not-found`: serve `pathname` with the status 404 (the page then shows its not-found view);
 * - `continue`: nothing to do.
 */
export type RouteDecision =
  { action: "continue" } | { action: "rewrite"; pathname: string } | { action: "not-found"; pathname: string };

const CONTINUE: RouteDecision = { action: "continue" };

export { OLD_ADDRESSES };

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * A dynamic segment as it was written in the URL. Next hands pages their params still
 * percent-encoded, with a "+" turned into %2B; the lookups (findCampus, parseZone) decode once
 * themselves and read "+" as a space, as the old links meant it. Undefined for a malformed encoding.
 */
export function urlSegment(param: string): string | undefined {
  const segment = param.replace(/%2B/gi, "+");
  return decodeSegment(segment) === undefined ? undefined : segment;
}

/** The job-portal section an archive segment names ("academic%20positions", "academic+positions"), if any. */
export function archiveCategory(segment: string): string | undefined {
  const category = decodeSegment(segment.replace(/\+/g, " "));
  return category !== undefined && (JOB_PORTAL_SECTIONS as string[]).includes(category) ? category : undefined;
}

export function decidePublicRoute(pathname: string): RouteDecision {
  const current = OLD_ADDRESSES[pathname];
  if (current) return { action: "rewrite", pathname: current };
  if (isFreePageAddress(pathname)) return { action: "rewrite", pathname: `${CONTENT_ROUTE_PREFIX}${pathname}` };
  // The content route's own address is no page: the not-found page renders for it, as for any unmatched address.
  const lower = pathname.toLowerCase();
  if (lower === CONTENT_ROUTE_PREFIX || lower.startsWith(`${CONTENT_ROUTE_PREFIX}/`))
    return { action: "not-found", pathname: `${UNMATCHED_PATH}${pathname}` };
  // The not-found page's own address (the server renders it for a page's notFound()) is a 404 too.
  if (isUnmatchedPath(pathname)) return { action: "not-found", pathname };

  const segments = pathname.split("/").slice(1);
  const [first, second, third, ...rest] = segments;
  if (first === undefined) return CONTINUE;

  // /Courses, /Courses/ug, /Courses/Diploma: the old site's links; one page, its canonical URL lower case.
  if (first.toLowerCase() === "courses" && segments.length <= 2) {
    const canonical = pathname.toLowerCase();
    return canonical === pathname ? CONTINUE : { action: "rewrite", pathname: canonical };
  }

  if (first === "administration" && second === "administrative" && third) {
    const canonical = canonicalAdministrativeSlug(third);
    if (!canonical) return { action: "not-found", pathname };
    if (canonical !== third) return { action: "rewrite", pathname: ["", first, second, canonical, ...rest].join("/") };
  }

  return CONTINUE;
}

/** What an admission-result address shows: a round's listing (the lookup) or the candidate's result. */
export type ResultPageAddress = { round: RoundKey; view: "listing" | "show" };

/**
 * The admission-result page at /admission/result/{segments}, from the rounds' addresses
 * (lib/admissions/round-addresses.ts): the old site's 16 addresses, one page each. Diploma and B.Tech
 * round 1 share their addresses and are told apart by `?category=btech`. Undefined for any other path.
 */
export function admissionResultPage(
  segments: readonly string[],
  category: string | string[] | undefined,
): ResultPageAddress | undefined {
  const pathname = ["/admission/result", ...segments].join("/");
  const query = category === "btech" ? "?category=btech" : "";
  for (const wanted of [`${pathname}${query}`, pathname]) {
    for (const round of ROUND_KEYS) {
      const page = ROUND_ADDRESSES[round];
      if (page.listingPath === wanted) return { round, view: "listing" };
      if (page.showPath === wanted) return { round, view: "show" };
    }
  }
  return undefined;
}
