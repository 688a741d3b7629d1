import type { Metadata } from "next";
import { config } from "../config";
import { site } from "../../content/site";

/** The absolute address of a path on the public site (canonical links, sitemap, JSON-LD). */
export function absoluteUrl(path: string): string {
  return `${config().publicBaseUrl}${path.startsWith("/") ? path : `/${path}`}`;
}

/**
 * Metadata of a public page: a unique title, a description, the canonical URL (duplicated routes
 * name one URL) and Open Graph. `noindex` for pages crawlers should not list.
 */
export function pageMetadata({
  title,
  description,
  path,
  noindex = false,
}: {
  title: string;
  description: string;
  path: string;
  noindex?: boolean;
}): Metadata {
  const url = absoluteUrl(path);
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: {
      title: `${title} | ${site.shortName}`,
      description,
      url,
      siteName: site.name,
      type: "website",
      locale: "en_IN",
    },
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
  };
}

/** The university as the organisation behind a programme or a job posting (JSON-LD). */
export function universityReference() {
  return {
    "@type": "CollegeOrUniversity",
    name: site.name,
    alternateName: site.shortName,
    url: absoluteUrl("/"),
    sameAs: site.website,
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
