import { POLICY_PATHS } from "./policy-paths";

/**
 * Where a content page may live. A page address is a canonical path of this site: one leading
 * "/", segments of letters, digits, "-" and "_" (each starting with a letter or digit, so no "."
 * or ".." and no file-like name), no "//", no trailing "/", no query or fragment. Capitals are
 * allowed: the site's own addresses have them (/about-us/About-the-University).
 *
 * No page may take an address the site needs for something else: the prefixes below, and, for a
 * new page, any address one of the site's routes answers (SITE_ROUTES). This module is the one
 * place for that rule; a page registry can extend SITE_ROUTES.
 */

const SEGMENT = "[A-Za-z0-9][A-Za-z0-9_-]*";
const CANONICAL = new RegExp(`^(?:/${SEGMENT})+$`);
const MAX_LENGTH = 200;
const MAX_SEGMENTS = 8;

/** Prefixes that are never a page, nor anything under them: Next's assets, the API, files, staff pages, the Hindi version, public/. */
export const RESERVED_PREFIXES = [
  "/api",
  "/_next",
  "/files",
  "/images",
  "/admin",
  "/admin-login",
  "/logindseu",
  "/hi",
] as const;

/**
 * Every address the site's public routes answer, in the app folder's notation (app/(site), the
 * metadata routes, and the old addresses proxy.ts rewrites to a route). tests/unit/page-address.test.ts
 * keeps this list equal to the app folder, so a new route cannot be forgotten here.
 */
export const SITE_ROUTES = [
  "/",
  "/Entrepreneurship",
  "/UGC-Guidelines",
  "/[policy]",
  "/about-us/About-the-University",
  "/about-us/Vision-and-Mission",
  "/about-us/annualReport",
  "/about-us/history",
  "/academics/IQAC",
  "/academics/academic-calendar",
  "/academics/academicAdministration",
  "/academics/collaboration",
  "/academics/faculty",
  "/academics/regulations",
  "/administration/Other-Academic-Units",
  "/administration/Support-Services",
  "/administration/administrative",
  "/administration/administrative/Statutes",
  "/administration/administrative/[...slug]",
  "/administration/administrative/advisory-board",
  "/administration/administrative/board-of-management",
  "/administration/administrative/circulars",
  "/administration/administrative/employee-policy",
  "/administration/administrative/important-forms",
  "/administration/administrative/office-orders",
  "/administration/administrative/statutory-bodies",
  "/administration/administrative/team-dseu",
  "/administration/chancellor",
  "/administration/coe",
  "/administration/cof",
  "/administration/vice-chancellor",
  "/admission",
  "/admission/guidelines",
  "/admission/information-bulletin",
  "/admission/process-and-guidelines",
  "/admission/refund-policy",
  "/admission/result/[[...path]]",
  "/admission/result/letter/[round]",
  "/alumni",
  "/amenities/Anti-Ragging",
  "/amenities/Equal-Opportunity",
  "/amenities/ICC",
  "/amenities/Library",
  "/amenities/Scholarship",
  "/amenities/Sports",
  "/announcements",
  "/campus/[name]",
  "/campus/zone/[zone]",
  "/contact",
  "/courses",
  "/courses/[level]",
  "/dept/[id]",
  "/documents/[id]",
  "/examination",
  "/faculty/[id]",
  "/feedback",
  "/grievance-form",
  "/holiday-calendar",
  "/mandatory-disclosures",
  "/ncc",
  "/placement",
  "/programs/[id]",
  "/recruitment",
  "/recruitment-rules",
  "/recruitment/archive/[category]",
  "/registrar",
  "/research",
  "/robots.txt",
  "/search",
  "/site-map",
  "/sitemap.xml",
  "/tenders",
  // Old addresses served by a route through proxy.ts (lib/seo/public-routes.ts, OLD_ADDRESSES).
  "/chancellor",
  "/vice-chancellor",
  "/informationbulletin",
] as const;

// Routes with a dynamic segment that answer only some addresses: the policy route, its pages only.
const NARROW_ROUTES: Readonly<Record<string, readonly string[]>> = { "/[policy]": POLICY_PATHS };

function patternOf(route: string): RegExp {
  if (route === "/") return /^\/$/;
  const parts = route
    .split("/")
    .slice(1)
    .map((segment) => {
      if (/^\[\[\.\.\.[^\]]+\]\]$/.test(segment)) return "(?:/[^/]+)*";
      if (/^\[\.\.\.[^\]]+\]$/.test(segment)) return "(?:/[^/]+)+";
      if (/^\[[^\]]+\]$/.test(segment)) return "/[^/]+";
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`;
    });
  // Case does not make a new address: /Search must not stand beside /search.
  return new RegExp(`^${parts.join("")}$`, "i");
}

const ROUTE_PATTERNS = SITE_ROUTES.map((route) => ({ route, pattern: patternOf(route), only: NARROW_ROUTES[route] }));

function underPrefix(path: string, prefix: string): boolean {
  const lower = path.toLowerCase();
  return lower === prefix || lower.startsWith(`${prefix}/`);
}

/** What is wrong with `path` as any page's address (its form, a reserved prefix), or undefined. */
export function pageAddressProblem(path: string): string | undefined {
  const prefix = RESERVED_PREFIXES.find((reserved) => underPrefix(path, reserved));
  if (prefix) return `Addresses under ${prefix} belong to the site itself; choose another address for the page.`;
  if (path.length > MAX_LENGTH || !CANONICAL.test(path) || path.split("/").length - 1 > MAX_SEGMENTS)
    return "Give an address on this site such as /about-us/history: it starts with one /, each part has letters, digits, - or _, and it has no // and no / at the end.";
  return undefined;
}

/** The site route that answers `path`, in the app folder's notation, or undefined. */
export function routeOwning(path: string): string | undefined {
  return ROUTE_PATTERNS.find(
    ({ pattern, only }) =>
      pattern.test(path) && (!only || only.some((owned) => owned.toLowerCase() === path.toLowerCase())),
  )?.route;
}

/** What is wrong with `path` as the address of a new page, or undefined. */
export function newPageAddressProblem(path: string): string | undefined {
  const problem = pageAddressProblem(path);
  if (problem) return problem;
  return routeOwning(path)
    ? `The site already has a page of its own at ${path}; choose another address for the page.`
    : undefined;
}
