import { DEFAULT_LOCALE, HINDI_PREFIX, type Locale } from "./locales";
import { ROUND_LETTER_PREFIX } from "../admissions/round-addresses";
import { OLD_ADDRESSES, registryHasHindi } from "../pages/registry";
import { isFreePageAddress } from "../content/page-address";

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
  return hindiHref(href);
}

/** The Hindi address of an English page path ("/" becomes "/hi"), whether or not the page has one. */
export function hindiHref(href: string): string {
  return href === "/" || /^\/[?#]/.test(href) ? `${HINDI_PREFIX}${href.slice(1)}` : `${HINDI_PREFIX}${href}`;
}

/**
 * The same page in each language, for hreflang links and the sitemap (x-default is English).
 * `hindi`: whether the page has a Hindi version, when the registry cannot say (a staff-made page).
 */
export function languageAlternates(path: string, hindi = hasHindiVersion(path)): Record<Locale | "x-default", string> {
  return { en: path, hi: hindi ? hindiHref(path) : path, "x-default": path };
}

/**
 * Whether a page of the registry (lib/pages/registry.ts) has a Hindi version (hreflang links, the
 * sitemap, the language switch): its fixed words are in the message catalogues and its
 * staff-managed texts have Hindi fields. A page staff made at a free address has one once every
 * text of it is translated, which only its route knows (it reads the page).
 */
export function hasHindiVersion(pathname: string): boolean {
  return registryHasHindi(pathname.split(/[?#]/, 1)[0]!);
}

/**
 * The address of the site's not-found page (app/(site)/[...address]), which the server renders in
 * place of the empty shell Next.js answers a page's notFound() with (lib/server/not-found-markup.ts)
 * and proxy.ts serves for addresses it answers 404. It exists in both languages, so that a Hindi
 * page that is not found says so in Hindi.
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

/** Whether `pathname` (without the language prefix) is the unmatched path, followed or not by the missing page's path. */
export function isUnmatchedPath(pathname: string): boolean {
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
 * What the proxy does with a Hindi address: serve it (a free address goes to the content route,
 * which serves a staff-made page in Hindi once translated and is otherwise the Hindi not-found
 * page); send an old English-only address (such as /informationbulletin) to its English page; and
 * answer anything else, an address no page has, with the Hindi not-found page and the status 404
 * (never a redirect to an English 404).
 */
export function hindiAddressAction(pathname: string): "serve" | "english" | "not-found" {
  if (isSharedAddress(pathname)) return "not-found";
  if (hasHindiVersion(pathname) || isUnmatchedPath(pathname) || isResultLetter(pathname)) return "serve";
  if (pathname in OLD_ADDRESSES) return "english";
  return isFreePageAddress(pathname) ? "serve" : "not-found";
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
