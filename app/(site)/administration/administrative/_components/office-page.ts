import type { Metadata } from "next";
import { getLocale } from "next-intl/server";
import { administrativePageText } from "@/lib/notices/boards";
import { pageMetadata } from "@/lib/seo/metadata";
import { ADMINISTRATIVE_PATH } from "./AdministrativeShell";

/** The metadata of a sub-page whose text is written in content/administration.ts, in the request's language. */
export async function officePageMetadata(slug: string): Promise<Metadata> {
  return pageMetadata({ ...administrativePageText(slug, await getLocale()), path: `${ADMINISTRATIVE_PATH}/${slug}` });
}
