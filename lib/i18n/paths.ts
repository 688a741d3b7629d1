import { DEFAULT_LOCALE, HINDI_PREFIX, type Locale } from "./locales";

/**
 * Addresses in each language. Only pages have a Hindi address: files, the API, the staff area and
 * Next's own assets are the same in both languages.
 */
const SHARED_PREFIXES = ["/api/", "/files/", "/admin", "/_next/", "/logindseu"];
const FILE_EXTENSION = /\.[a-z0-9]{2,5}$/i;

/** The language an address asks for and the page path without the prefix. */
export function splitLocalePath(pathname: string): { locale: Locale; pathname: string } {
  if (pathname === HINDI_PREFIX) return { locale: "hi", pathname: "/" };
  if (pathname.startsWith(`${HINDI_PREFIX}/`)) return { locale: "hi", pathname: pathname.slice(HINDI_PREFIX.length) };
  return { locale: DEFAULT_LOCALE, pathname };
}

function isSharedAddress(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0]!;
  return (
    SHARED_PREFIXES.some((prefix) => pathname === prefix.replace(/\/$/, "") || pathname.startsWith(prefix)) ||
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
  "/grievance-form",
  "/feedback",
]);

/** Whether a page has a Hindi version (hreflang links, the sitemap, the language switch). */
export function hasHindiVersion(pathname: string): boolean {
  return HINDI_PAGES.has(pathname.split(/[?#]/, 1)[0]!);
}

/** What the proxy does with a Hindi address: serve it, send it to the English page, or not find it. */
export function hindiAddressAction(pathname: string): "serve" | "english" | "not-found" {
  if (isSharedAddress(pathname)) return "not-found";
  return hasHindiVersion(pathname) ? "serve" : "english";
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
