import type { Metadata } from "next";
import { contentMetadata } from "@/components/content/ContentPage";
import { administrativePath, administrativeSlugs, type AdministrativeSlug } from "@/lib/administration/sub-pages";
import { pagesContent } from "@/lib/content/page-data";

/** The metadata of a sub-page, from its page item's title and summary in the request's language. */
export function officePageMetadata(slug: AdministrativeSlug): Promise<Metadata> {
  return contentMetadata(administrativePath(slug));
}

/** The published sub-pages in the order of the side menu: their titles and summaries name them. */
export function officePages() {
  return pagesContent(administrativeSlugs.map(administrativePath));
}
