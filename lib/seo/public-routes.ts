import "server-only";
import { findProgram, parseProgramLevel } from "../programs/queries";
import { findCampus, parseZone } from "../campuses/queries";
import { findDepartmentSchool } from "../departments/queries";
import { findFaculty } from "../faculty/queries";
import { JOB_PORTAL_SECTIONS } from "../notices/sections";
import { canonicalAdministrativeSlug } from "../../content/administration";

/**
 * What proxy.ts does with a public URL before the page renders. Public pages stream (the root
 * loading view commits the status 200 before a page's data is read), so a page cannot turn itself
 * into a 404 or a redirect: the status is decided here, from the same cached reads the page uses.
 *
 * - `rewrite`: serve the page at `pathname` (old capitalised links such as /Courses/Diploma);
 * - `not-found`: serve `pathname` with the status 404 (the page then shows its not-found view);
 * - `redirect`: send the visitor to `pathname`;
 * - `continue`: nothing to do.
 */
export type RouteDecision =
  | { action: "continue" }
  | { action: "rewrite"; pathname: string }
  | { action: "not-found"; pathname: string }
  | { action: "redirect"; pathname: string };

const CONTINUE: RouteDecision = { action: "continue" };

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

/** 404 when the lookup finds nothing; lookups get the raw (still encoded) segment, as they expect. */
async function exists(pathname: string, found: Promise<unknown>): Promise<RouteDecision> {
  return (await found) ? CONTINUE : { action: "not-found", pathname };
}

export async function decidePublicRoute(pathname: string): Promise<RouteDecision> {
  const segments = pathname.split("/").slice(1);
  const [first, second, third, ...rest] = segments;
  if (first === undefined) return CONTINUE;

  // /Courses, /Courses/ug, /Courses/Diploma: the old site's links; one page, its canonical URL lower case.
  if (first.toLowerCase() === "courses" && segments.length <= 2) {
    const canonical = pathname.toLowerCase();
    if (second !== undefined && !parseProgramLevel(second)) return { action: "not-found", pathname: canonical };
    return canonical === pathname ? CONTINUE : { action: "rewrite", pathname: canonical };
  }

  if (segments.length === 2 && second) {
    if (first === "programs") return exists(pathname, findProgram(second));
    if (first === "faculty") return exists(pathname, findFaculty(second));
    if (first === "dept") return exists(pathname, findDepartmentSchool(second));
    if (first === "campus") {
      if (decodeSegment(second) === undefined) return { action: "not-found", pathname };
      return exists(pathname, findCampus(second));
    }
  }

  if (first === "campus" && second === "zone" && third !== undefined && rest.length === 0) {
    const decoded = decodeSegment(third);
    return decoded !== undefined && parseZone(third) ? CONTINUE : { action: "not-found", pathname };
  }

  if (first === "recruitment" && second === "archive" && third !== undefined && rest.length === 0) {
    return archiveCategory(third) ? CONTINUE : { action: "redirect", pathname: "/recruitment" };
  }

  if (first === "administration" && second === "administrative" && third) {
    const canonical = canonicalAdministrativeSlug(third);
    if (!canonical) return { action: "not-found", pathname };
    if (canonical !== third) return { action: "rewrite", pathname: ["", first, second, canonical, ...rest].join("/") };
  }

  return CONTINUE;
}
