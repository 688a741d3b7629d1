import type { Metadata } from "next";
import { pageMetadata } from "@/lib/seo/metadata";
import { roundPage, type RoundKey } from "@/lib/admissions/rounds";
import { fill } from "@/components/results/words";
import { resultPageWords } from "./words";

export async function listingMetadata(key: RoundKey): Promise<Metadata> {
  const page = roundPage(key);
  const { words } = await resultPageWords();
  return pageMetadata({
    title: fill(words.meta.listingTitle, { title: page.title }),
    description: fill(words.meta.listingDescription, { title: page.title }),
    path: page.listingPath,
  });
}

/** Result pages are personal: never indexed. */
export async function showMetadata(key: RoundKey): Promise<Metadata> {
  const page = roundPage(key);
  const { words } = await resultPageWords();
  return pageMetadata({
    title: fill(words.meta.showTitle, { title: page.title }),
    description: fill(words.meta.showDescription, { title: page.title }),
    path: page.showPath,
    noindex: true,
  });
}
