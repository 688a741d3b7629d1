"use client";

import { usePathname } from "next/navigation";
import { LANGUAGE_NAMES, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, type Locale } from "@/lib/i18n/locales";
import { localizePath, withoutLocale } from "@/lib/i18n/paths";

/**
 * The same page in the other language. A plain link, so the whole page (and <html lang>) is
 * rendered anew; the click remembers the choice for the next visit to / and keeps the query.
 */
export function LanguageSwitch({ to, className }: { to: Locale; className: string }) {
  const href = localizePath(withoutLocale(usePathname()), to);
  return (
    <a
      href={href}
      lang={to}
      hrefLang={to}
      className={className}
      onClick={(event) => {
        document.cookie = `${LOCALE_COOKIE}=${to}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_S}; samesite=lax`;
        event.currentTarget.search = window.location.search;
      }}
    >
      {LANGUAGE_NAMES[to]}
    </a>
  );
}
