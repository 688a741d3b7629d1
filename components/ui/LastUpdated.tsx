import { getLocale, getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { formatIndiaDate } from "@/lib/time";

/**
 * "Last updated: 21 November 2026" at the foot of a page, from the newest change of what it shows
 * (an ISO instant) or the day its text was last reviewed (YYYY-MM-DD). Nothing when undated. The
 * words and the date are in the page's language (the request's), unless a caller names them.
 * A server component: pages in Hindi say "अंतिम अद्यतन" without having to remember to.
 */
export async function LastUpdated({
  date,
  className = "",
  label,
  locale,
}: {
  date: string | undefined;
  className?: string;
  label?: string;
  locale?: Locale;
}) {
  if (!date) return null;
  const shownIn = locale ?? ((await getLocale()) as Locale);
  const text = label ?? (await getTranslations("contentPages"))("lastUpdated");
  return (
    <p className={`text-sm text-slate-600 ${className}`}>
      {text} <time dateTime={date}>{formatIndiaDate(date, undefined, shownIn)}</time>
    </p>
  );
}
