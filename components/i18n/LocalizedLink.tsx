import Link from "next/link";
import type { ComponentProps } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { leavesLanguage, localizePath } from "@/lib/i18n/paths";

/**
 * A link to a page of the site from a page in `locale`: to the page's version in that language
 * where it has one. A link that leaves the page's language is a plain link, so the next page is
 * loaded whole, with its own <html lang> and frame (a client-side navigation keeps the layout).
 */
export function LocalizedLink({ href, locale, ...props }: ComponentProps<"a"> & { href: string; locale: Locale }) {
  const target = localizePath(href, locale);
  return leavesLanguage(target, locale) ? <a href={target} {...props} /> : <Link href={target} {...props} />;
}
