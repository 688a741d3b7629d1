"use client";

import { usePathname } from "next/navigation";
import { LANGUAGE_NAMES, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, type Locale } from "@/lib/i18n/locales";
import { hasHindiVersion, localizePath, withoutLocale } from "@/lib/i18n/paths";

/**
 * The utility bar's item leading to the same page in the other language; none on a page that has
 * no Hindi version yet. A plain link, so the whole page (and <html lang>) is rendered anew; the
 * click remembers the choice for the next visit to / and keeps the query. Its box has a fixed
 * size (and the utility bar makes its item a flex box): the browser may find a font for the other
 * script only after the first paint, and the bar must not move when it does.
 */
export function LanguageSwitch({ to, className }: { to: Locale; className: string }) {
  const page = withoutLocale(usePathname());
  if (!hasHindiVersion(page)) return null;
  return (
    <li>
      <a
        href={localizePath(page, to)}
        lang={to}
        hrefLang={to}
        className={`${className} h-6 w-16 justify-center overflow-hidden`}
        onClick={(event) => {
          document.cookie = `${LOCALE_COOKIE}=${to}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_S}; samesite=lax`;
          event.currentTarget.search = window.location.search;
        }}
      >
        {LANGUAGE_NAMES[to]}
      </a>
    </li>
  );
}
