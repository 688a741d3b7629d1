/**
 * The site's languages. English keeps today's addresses (no prefix), so old links and search
 * results keep working; Hindi lives under /hi with the same paths after it. No dependency here:
 * client components use these too.
 */
export const LOCALES = ["en", "hi"] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "en";
export const HINDI_PREFIX = "/hi";

/** The visitor's choice from the language switch; only / reads it (crawlers have none). */
export const LOCALE_COOKIE = "NEXT_LOCALE";
export const LOCALE_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 365;

/** Set by proxy.ts on every page request, from the address alone; the request config reads it. */
export const LOCALE_HEADER = "x-dseu-locale";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The language name as its own speakers write it, for the language switch. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", hi: "हिन्दी" };

/** BCP 47 tags for Intl formats and Open Graph. */
export const INTL_LOCALES: Record<Locale, string> = { en: "en-IN", hi: "hi-IN" };

/**
 * The language attribute for a record's text (notice titles, names) that has no language of its
 * own: on a Hindi page, text without Devanagari is English.
 */
export function recordTextLang(text: string, pageLocale: Locale): "en" | undefined {
  return pageLocale === "hi" && !/[\u0900-\u097F]/.test(text) ? "en" : undefined;
}
