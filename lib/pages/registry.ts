import { ROUND_ADDRESSES, ROUND_PAGE_PATHS } from "../admissions/round-addresses";
import { PROGRAM_LEVELS } from "../programs/levels";

/**
 * Every page of the site that the code knows by its address, one entry each: the one list that the
 * routes' reserved addresses, the sitemap, the Hindi routing, the link check and the search read.
 * Pages staff make in /admin/content at a free address are not here: the content route
 * (app/(site)/content-page/[...path]) serves them from the database.
 *
 * Imports nothing heavy: the proxy and the browser's language switch read it.
 *
 * - `path`: the address, or the app folder's route ("/campus/[name]") for pages made from records.
 * - `kind`: `free-text` (a content item's title and rich-text body, which the route may show with
 *   records, as the offices' pages show their documents), `special` (a content item with
 *   structured parts: its fields module is the one in lib/content/page-fields whose path is this
 *   one), or `data` (drawn by its route from records and code).
 * - `hindi`: every address of the entry has a Hindi version at /hi/…; a list names the only ones
 *   (in any case, as /Courses/UG is the page at /courses/ug).
 * - `sitemap`: the sitemap lists the address, dated by its published text; a list names the
 *   addresses to list. Pages made from records are listed by lib/seo/sitemap.ts from the records.
 * - `route`: the app route that serves the address, when it is not `path` itself.
 * - `oldAddresses`: the old site's addresses proxy.ts serves this page at (its canonical link names this one).
 */
export type PageKind = "free-text" | "special" | "data";

export type PageEntry = {
  readonly path: string;
  readonly kind: PageKind;
  readonly hindi: boolean | readonly string[];
  readonly sitemap: boolean | readonly string[];
  readonly route?: string;
  readonly oldAddresses?: readonly string[];
  /**
   * A GIGW website policy page, served by app/(site)/[policy]: `footer` for the seven every footer
   * links, `lifecycle` for the policies about how content is made, reviewed, archived and kept
   * safe, which the Website policies page lists after them (the footer links that page).
   */
  readonly policy?: "footer" | "lifecycle";
};

const page = (path: string, kind: PageKind, more: Partial<PageEntry> = {}): PageEntry => ({
  path,
  kind,
  hindi: true,
  sitemap: kind !== "data",
  ...more,
});
const policy = (path: string, kind: PageKind = "free-text", group: "footer" | "lifecycle" = "footer") =>
  page(path, kind, { route: "/[policy]", policy: group, sitemap: false });

export const PAGES: readonly PageEntry[] = [
  page("/", "data"),
  // About the university.
  page("/about-us/About-the-University", "special"),
  page("/about-us/Vision-and-Mission", "free-text"),
  page("/about-us/history", "free-text"),
  page("/about-us/annualReport", "special"),
  // The officers and the offices.
  page("/administration/chancellor", "special", { oldAddresses: ["/chancellor"] }),
  page("/administration/vice-chancellor", "special", { oldAddresses: ["/vice-chancellor"] }),
  page("/registrar", "special"),
  page("/administration/cof", "special"),
  page("/administration/coe", "special"),
  page("/administration/Support-Services", "special"),
  page("/administration/Other-Academic-Units", "special"),
  // The offices' pages: a text staff edit above the office's documents (listed by the sitemap with the boards).
  page("/administration/administrative", "free-text", { sitemap: false }),
  page("/administration/administrative/board-of-management", "special", { sitemap: false }),
  page("/administration/administrative/team-dseu", "special", { sitemap: false }),
  page("/administration/administrative/Statutes", "special", { sitemap: false }),
  page("/administration/administrative/advisory-board", "special", { sitemap: false }),
  page("/administration/administrative/employee-policy", "special", { sitemap: false }),
  page("/administration/administrative/statutory-bodies", "free-text", { sitemap: false }),
  page("/administration/administrative/important-forms", "free-text", { sitemap: false }),
  page("/administration/administrative/office-orders", "free-text", { sitemap: false }),
  page("/administration/administrative/circulars", "free-text", { sitemap: false }),
  page("/administration/administrative/[...slug]", "data"),
  // Academics.
  page("/academics/academicAdministration", "special"),
  page("/academics/regulations", "special"),
  page("/academics/academic-calendar", "special"),
  page("/academics/collaboration", "special"),
  page("/academics/IQAC", "special"),
  page("/academics/faculty", "data"),
  page("/UGC-Guidelines", "special"),
  page("/courses", "data"),
  page("/courses/[level]", "data", { hindi: PROGRAM_LEVELS.map((level) => `/courses/${level.toLowerCase()}`) }),
  page("/programs/[id]", "data"),
  page("/campus/[name]", "data"),
  page("/campus/zone/[zone]", "data"),
  page("/dept/[id]", "data"),
  page("/faculty/[id]", "data"),
  // The text of a scanned document, beside the document (lib/ocr); English words around the document's own.
  page("/documents/[id]", "data", { hindi: false }),
  // Facts, forms and student life.
  page("/contact", "special"),
  page("/mandatory-disclosures", "special"),
  page("/research", "special"),
  page("/holiday-calendar", "special"),
  page("/placement", "special"),
  page("/Entrepreneurship", "special"),
  page("/ncc", "special"),
  page("/amenities/Sports", "special"),
  page("/amenities/Library", "special"),
  page("/amenities/Equal-Opportunity", "special"),
  page("/amenities/ICC", "special"),
  page("/amenities/Anti-Ragging", "special"),
  page("/amenities/Scholarship", "special"),
  page("/alumni", "special"),
  page("/grievance-form", "special"),
  // Listed with the GIGW pages (dated by its text), not on its own.
  page("/feedback", "special", { sitemap: false }),
  // Admission and its results.
  page("/admission", "special"),
  page("/admission/guidelines", "special"),
  page("/admission/refund-policy", "special"),
  page("/admission/process-and-guidelines", "special"),
  page("/admission/information-bulletin", "data", { oldAddresses: ["/informationbulletin"] }),
  page("/admission/result/[[...path]]", "data", {
    hindi: ROUND_PAGE_PATHS,
    sitemap: [...new Set(Object.values(ROUND_ADDRESSES).map(({ listingPath }) => listingPath.split("?", 1)[0]!))],
  }),
  page("/admission/result/letter/[round]", "data", { hindi: false }),
  // Notice boards, tenders and the examination documents.
  page("/announcements", "data"),
  page("/recruitment", "data"),
  page("/recruitment/archive/[category]", "data"),
  page("/recruitment-rules", "data"),
  page("/tenders", "data"),
  page("/examination", "special", { sitemap: false }),
  // The website policy pages GIGW asks for, in the order the footer lists them.
  policy("/accessibility-statement", "special"),
  policy("/help"),
  policy("/privacy-policy"),
  policy("/terms-and-conditions"),
  policy("/hyperlinking-policy"),
  policy("/copyright-policy"),
  policy("/content-archival-policy"),
  // The lifecycle policies GIGW asks for, listed by the Website policies page.
  policy("/cmap-policy", "free-text", "lifecycle"),
  policy("/content-review-policy", "free-text", "lifecycle"),
  policy("/website-monitoring-policy", "free-text", "lifecycle"),
  policy("/contingency-management-policy", "free-text", "lifecycle"),
  policy("/website-security-policy", "free-text", "lifecycle"),
  // Every policy page above with a line on each, and the Web Information Manager; the footer links it.
  page("/website-policies", "data", { sitemap: false }),
  // The Right to Information page: its text staff edit, and the RTI officers from the office holders.
  page("/rti", "free-text"),
  // The site map, the search results and the metadata routes.
  page("/site-map", "data"),
  page("/search", "data"),
  page("/sitemap.xml", "data", { hindi: false }),
  page("/robots.txt", "data", { hindi: false }),
  // The sign-in pages: under reserved prefixes, never a content page, but links to them are sound.
  page("/admin-login", "data", { hindi: false }),
  page("/logindseu", "data", { hindi: false }),
];

/**
 * The internal route that serves the pages staff make at a free address: proxy.ts rewrites such an
 * address to this prefix, and answers this prefix asked for directly with the not-found page.
 */
export const CONTENT_ROUTE_PREFIX = "/content-page";

// The lists below are read on the server only: marked pure, so the browser's bundle (the language
// switch reads hasHindiVersion) leaves them out.

/** Old addresses served by the page at another address, whose canonical link names that one. */
export const OLD_ADDRESSES: Readonly<Record<string, string>> = Object.fromEntries(
  PAGES.flatMap((entry) => (entry.oldAddresses ?? []).map((old) => [old, entry.path])),
);

/** The GIGW website policy pages, in their order (the footer's seven, then the lifecycle policies). */
export const POLICY_PATHS: readonly string[] = /* @__PURE__ */ PAGES.filter((entry) => entry.policy).map(
  (entry) => entry.path,
);

/** The policy pages every footer links by name (the others through the Website policies page). */
export const FOOTER_POLICY_PATHS: readonly string[] = /* @__PURE__ */ PAGES.filter(
  (entry) => entry.policy === "footer",
).map((entry) => entry.path);

/** Fixed addresses the sitemap lists, each dated by its published text. */
export const SITEMAP_CONTENT_PATHS: readonly string[] = /* @__PURE__ */ PAGES.flatMap((entry) =>
  entry.sitemap === true ? [entry.path] : entry.sitemap === false ? [] : entry.sitemap,
);

/** The addresses of the content items the code knows (special and free-text pages at a fixed address). */
export const CONTENT_PAGE_PATHS: readonly string[] = /* @__PURE__ */ PAGES.filter((entry) => entry.kind !== "data").map(
  (entry) => entry.path,
);

/** Special pages' addresses: each has a fields module in lib/content/page-fields. */
export const SPECIAL_PAGE_PATHS: ReadonlySet<string> = /* @__PURE__ */ new Set(
  PAGES.filter((entry) => entry.kind === "special").map((entry) => entry.path),
);

/** The page entry an exact address belongs to (policy pages included), if any. */
export function pageEntryAt(path: string): PageEntry | undefined {
  return PAGES.find((entry) => entry.path === path);
}

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

const MATCHERS = PAGES.map((entry) => ({ entry, pattern: patternOf(entry.path) }));

/** The registry entry whose address or route answers `path` (any case), or undefined. */
export function pageEntryOwning(path: string): PageEntry | undefined {
  return MATCHERS.find(({ pattern }) => pattern.test(path))?.entry;
}

/**
 * Every address the site's public routes answer, in the app folder's notation, with the old
 * addresses proxy.ts serves (tests/unit/page-address.test.ts keeps it equal to the app folder).
 */
export const SITE_ROUTES: readonly string[] = [
  .../* @__PURE__ */ new Set(PAGES.flatMap((entry) => [entry.route ?? entry.path, ...(entry.oldAddresses ?? [])])),
];

/** The route in the app folder's notation that answers `path`, or undefined. */
export function routeOwning(path: string): string | undefined {
  const old = Object.keys(OLD_ADDRESSES).find((address) => address.toLowerCase() === path.toLowerCase());
  if (old) return old;
  const entry = pageEntryOwning(path);
  return entry ? (entry.route ?? entry.path) : undefined;
}

/** Whether the page at `path` (an address the registry owns) has a Hindi version. */
export function registryHasHindi(path: string): boolean {
  const entry = pageEntryOwning(path);
  if (!entry || path in OLD_ADDRESSES) return false;
  const lower = path.toLowerCase();
  return (
    entry.hindi === true || (entry.hindi !== false && entry.hindi.some((address) => address.toLowerCase() === lower))
  );
}
