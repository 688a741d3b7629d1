import type { Metadata } from "next";
import { pageMetadata } from "@/lib/seo/metadata";
import { roundPage, type RoundKey } from "@/lib/admissions/rounds";

export async function listingMetadata(key: RoundKey): Promise<Metadata> {
  const page = roundPage(key);
  return pageMetadata({
    title: page.title,
    description: `${page.title}: check your seat allotment with your admission email and date of birth, and freeze, upgrade or reject your seat.`,
    path: page.listingPath,
  });
}

/** Result pages are personal: never indexed. */
export async function showMetadata(key: RoundKey): Promise<Metadata> {
  const page = roundPage(key);
  return pageMetadata({
    title: `Student Allotment - ${page.title}`,
    description: `Your seat allotment in ${page.title}.`,
    path: page.showPath,
    noindex: true,
  });
}
