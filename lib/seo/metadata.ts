import type { Metadata } from "next";
import { getLocale } from "next-intl/server";
import { config } from "../config";
import { INTL_LOCALES, type Locale } from "../i18n/locales";
import { hasHindiVersion, languageAlternates } from "../i18n/paths";
import { university } from "../site";

/** The absolute address of a path on the public site (canonical links, sitemap, JSON-LD). */
export function absoluteUrl(path: string): string {
  return `${config().publicBaseUrl}${path.startsWith("/") ? path : `/${path}`}`;
}

type PageFacts = {
  title: string;
  description: string;
  /** The page's English path; the Hindi one is derived from it. */
  path: string;
  noindex?: boolean;
  /** Whether the page has a Hindi version, when the registry cannot say (a staff-made page). */
  hindi?: boolean;
};

/**
 * Metadata of a public page in `locale`: a unique title, a description, the canonical URL in the
 * page's own language (duplicated routes name one URL), hreflang links to the page in each
 * language it has (English is x-default) and Open Graph. `noindex` for pages crawlers should not list.
 */
export function localizedPageMetadata(
  { title, description, path, noindex = false, hindi }: PageFacts,
  locale: Locale,
): Metadata {
  const bilingual = hindi ?? hasHindiVersion(path);
  const alternates = languageAlternates(path, bilingual);
  const url = absoluteUrl(bilingual ? alternates[locale] : path);
  // A page in English only (the sign-in pages) names itself as the English and default version, and claims no Hindi one.
  const languages = bilingual
    ? Object.fromEntries(Object.entries(alternates).map(([lang, href]) => [lang, absoluteUrl(href)]))
    : { en: url, "x-default": url };
  return {
    title,
    description,
    alternates: { canonical: url, languages },
    openGraph: {
      title: `${title} | ${university.shortName}`,
      description,
      url,
      siteName: university.name,
      type: "website",
      locale: INTL_LOCALES[locale].replace("-", "_"),
    },
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
  };
}

/** The same in this request's language. */
export async function pageMetadata(facts: PageFacts): Promise<Metadata> {
  return localizedPageMetadata(facts, await getLocale());
}

/** The university as the organisation behind a programme or a job posting (JSON-LD). */
export function universityReference() {
  return {
    "@type": "CollegeOrUniversity",
    name: university.name,
    alternateName: university.shortName,
    url: absoluteUrl("/"),
  };
}

/** The university's headquarters as a JSON-LD postal address. */
export function headquartersAddress() {
  return {
    "@type": "PostalAddress",
    streetAddress: "Sector-9, Dwarka",
    addressLocality: "New Delhi",
    postalCode: "110077",
    addressRegion: "Delhi",
    addressCountry: "IN",
  };
}
