import { DEFAULT_LOCALE, HINDI_PREFIX, type Locale } from "./locales";
import { ROUND_LETTER_PREFIX, ROUND_PAGE_PATHS } from "../admissions/round-addresses";
import { OLD_ADDRESSES } from "../seo/old-addresses";

/**
 * Addresses in each language. Only pages have a Hindi address: files, the API, the staff area and
 * Next's own assets are the same in both languages.
 */
const SHARED_SECTIONS = [
  "/api",
  "/files",
  "/admin",
  "/admin-login",
  "/forgot-password",
  "/reset-password",
  "/_next",
  "/logindseu",
];
const FILE_EXTENSION = /\.[a-z0-9]{2,5}$/i;

/** The language an address asks for and the page path without the prefix. */
export function splitLocalePath(pathname: string): { locale: Locale; pathname: string } {
  if (pathname === HINDI_PREFIX) return { locale: "hi", pathname: "/" };
  if (pathname.startsWith(`${HINDI_PREFIX}/`)) return { locale: "hi", pathname: pathname.slice(HINDI_PREFIX.length) };
  return { locale: DEFAULT_LOCALE, pathname };
}

/** A section is a whole path segment: /admin is the staff area, /administration a page of the site. */
function isSharedAddress(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0]!;
  return (
    SHARED_SECTIONS.some((section) => pathname === section || pathname.startsWith(`${section}/`)) ||
    FILE_EXTENSION.test(pathname)
  );
}

/**
 * A site-internal href in the given language: "/" becomes "/hi" in Hindi. External links, anchors
 * on the same page, shared addresses and pages without a Hindi version are returned as they are.
 */
export function localizePath(href: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE || !href.startsWith("/") || href.startsWith("//")) return href;
  if (!hasHindiVersion(href)) return href;
  if (splitLocalePath(href.split(/[?#]/, 1)[0]!).locale === locale) return href;
  return href === "/" || /^\/[?#]/.test(href) ? `${HINDI_PREFIX}${href.slice(1)}` : `${HINDI_PREFIX}${href}`;
}

/** The same page in each language, for hreflang links and the sitemap (x-default is English). */
export function languageAlternates(path: string): Record<Locale | "x-default", string> {
  return { en: path, hi: localizePath(path, "hi"), "x-default": path };
}

/**
 * The pages already written for Hindi: their fixed words come from the message catalogues and
 * their staff-managed texts from the Hindi fields. The rest of /hi/… is sent to the English page
 * until its words are in the catalogues too, so that no Hindi page reads English unmarked.
 */
const HINDI_PAGES: ReadonlySet<string> = new Set([
  "/",
  "/about-us/About-the-University",
  "/about-us/Vision-and-Mission",
  "/about-us/history",
  "/admission",
  "/admission/process-and-guidelines",
  "/admission/guidelines",
  "/admission/refund-policy",
  "/amenities/Anti-Ragging",
  "/amenities/Scholarship",
  "/amenities/Equal-Opportunity",
  "/amenities/ICC",
  "/contact",
  // The website policy pages (lib/content/policy-paths.ts): every text of each has Hindi.
  "/help",
  "/accessibility-statement",
  "/privacy-policy",
  "/terms-and-conditions",
  "/hyperlinking-policy",
  "/copyright-policy",
  "/content-archival-policy",
  "/grievance-form",
  "/feedback",
  // The notice boards, tenders and the examination documents.
  "/announcements",
  "/admission/information-bulletin",
  "/recruitment",
  "/recruitment-rules",
  "/tenders",
  "/examination",
  // The Faculties and their faculty directory, the officers' and offices' pages.
  "/academics/faculty",
  "/academics/academicAdministration",
  "/administration/chancellor",
  "/administration/vice-chancellor",
  "/administration/coe",
  "/administration/cof",
  "/registrar",
  "/administration/Other-Academic-Units",
  "/administration/Support-Services",
  // The other content pages, the alumni form, the site map and the search results.
  "/about-us/annualReport",
  "/academics/IQAC",
  "/academics/collaboration",
  "/academics/regulations",
  "/academics/academic-calendar",
  "/holiday-calendar",
  "/amenities/Library",
  "/amenities/Sports",
  "/ncc",
  "/placement",
  "/research",
  "/Entrepreneurship",
  "/UGC-Guidelines",
  "/mandatory-disclosures",
  "/alumni",
  "/site-map",
  "/search",
  // Every seat-allocation round's listing (the lookup) and result page, from the public route map.
  ...ROUND_PAGE_PATHS,
]);

/**
 * Pages with a Hindi version whose addresses carry a record or a choice: the programme listing and
 * each level's page (whatever the case, as /Courses/UG is the same page), every programme's page,
 * every zone's and every campus's page, every Faculty's page (with its ?department= choice) and every
 * faculty member's profile (an unknown record gets the Hindi not-found view), each section's archive
 * of the job portal (an unknown one goes back to the job portal), and every page of the
 * administrative offices (a sub-page without content gets the Hindi under-construction view).
 */
const HINDI_PAGE_PATTERNS: readonly RegExp[] = [
  /^\/courses$/i,
  /^\/courses\/(diploma|ug|pg)$/i,
  /^\/programs\/[^/]+$/,
  /^\/campus\/zone\/[^/]+$/,
  /^\/campus\/[^/]+$/,
  /^\/recruitment\/archive\/[^/]+$/,
  /^\/administration\/administrative(\/.+)?$/,
  /^\/dept\/[^/]+$/,
  /^\/faculty\/[^/]+$/,
];

/** Whether a page has a Hindi version (hreflang links, the sitemap, the language switch). */
export function hasHindiVersion(pathname: string): boolean {
  const path = pathname.split(/[?#]/, 1)[0]!;
  return HINDI_PAGES.has(path) || HINDI_PAGE_PATTERNS.some((pattern) => pattern.test(path));
}

/**
 * An address that matches no route, which the server renders as the site's not-found page in place
 * of the empty shell Next.js answers a page's notFound() with (lib/server/not-found-markup.ts). It
 * exists in both languages, so that a Hindi page that is not found says so in Hindi.
 */
export const UNMATCHED_PATH = "/__dseu/not-found";

/**
 * The address the server renders in place of a page's empty not-found answer: the unmatched path
 * in the requested address's language, followed by the page path that was not found, so that the
 * not-found page can say what was missing (a programme: 'data not found').
 */
export function unmatchedPathFor(requestedPathname: string): string {
  const { locale, pathname } = splitLocalePath(requestedPathname);
  return `${locale === DEFAULT_LOCALE ? "" : HINDI_PREFIX}${UNMATCHED_PATH}${pathname === "/" ? "" : pathname}`;
}

function isUnmatchedPath(pathname: string): boolean {
  return pathname === UNMATCHED_PATH || pathname.startsWith(`${UNMATCHED_PATH}/`);
}

/**
 * The page path a not-found page stands for: the path after the unmatched path when the server
 * rendered it for a page's notFound(), else the (language-less) path that matched no route.
 */
export function missingPagePath(requestedPath: string): string {
  const { pathname } = splitLocalePath(requestedPath.split(/[?#]/, 1)[0]!);
  return isUnmatchedPath(pathname) ? pathname.slice(UNMATCHED_PATH.length) || "/" : pathname;
}

/**
 * A round's allotment letter is a file, the same in both languages, but it is only sent to the
 * candidate whose result cookie comes with the request, and a Hindi result page's cookie is scoped
 * to /hi/admission/result: so the letter is served under that prefix too.
 */
function isResultLetter(pathname: string): boolean {
  const rest = pathname.startsWith(ROUND_LETTER_PREFIX) ? pathname.slice(ROUND_LETTER_PREFIX.length) : "";
  return /^[a-z0-9]+$/.test(rest);
}

/**
 * What the proxy does with a Hindi address: serve it; send an old English-only address (such as
 * /informationbulletin) to its English page; and answer anything else, an address no page has,
 * with the Hindi not-found page and the status 404 (never a redirect to an English 404).
 */
export function hindiAddressAction(pathname: string): "serve" | "english" | "not-found" {
  if (isSharedAddress(pathname)) return "not-found";
  if (hasHindiVersion(pathname) || isUnmatchedPath(pathname) || isResultLetter(pathname)) return "serve";
  return pathname in OLD_ADDRESSES ? "english" : "not-found";
}

/** A page path without its language prefix, to compare addresses across languages. */
export function withoutLocale(pathname: string): string {
  return splitLocalePath(pathname).pathname;
}

/** Whether following `href` from a page in `locale` lands on a page in another language. */
export function leavesLanguage(href: string, locale: Locale): boolean {
  if (!href.startsWith("/") || href.startsWith("//") || isSharedAddress(href)) return false;
  return splitLocalePath(href.split(/[?#]/, 1)[0]!).locale !== locale;
}
