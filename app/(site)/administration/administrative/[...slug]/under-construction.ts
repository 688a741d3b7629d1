import type { Metadata } from "next";
import { getLocale } from "next-intl/server";
import { fill } from "@/lib/i18n/fill";
import { noticeWordsIn } from "@/lib/notices/words";
import { pageMetadata } from "@/lib/seo/metadata";
import { ADMINISTRATIVE_PATH, sectionNameFromSlug } from "@/lib/administration/sub-pages";

export type SlugParams = Promise<{ slug: string[] }>;

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The section's name, from the address: English on the Hindi page too. */
export async function sectionName(params: SlugParams): Promise<string> {
  const { slug } = await params;
  return sectionNameFromSlug(slug.map(safeDecode));
}

/** "Staff Welfare (under construction)", in the page's language, marked noindex. */
export async function underConstructionMetadata(params: SlugParams): Promise<Metadata> {
  const [{ slug }, name, locale] = await Promise.all([params, sectionName(params), getLocale()]);
  const words = noticeWordsIn(locale).boards.offices;
  return pageMetadata({
    title: fill(words.underConstructionTitle, { name }),
    description: fill(words.underConstructionDescription, { name }),
    path: `${ADMINISTRATIVE_PATH}/${slug.join("/")}`,
    noindex: true,
  });
}
