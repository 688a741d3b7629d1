import { formatIndiaDate } from "@/lib/time";
import type { Locale } from "@/lib/i18n/locales";

/**
 * "Last updated: 21 November 2026" at the foot of a page, from the newest change of what it shows
 * (an ISO instant) or the day its text was last reviewed (YYYY-MM-DD). Nothing when undated.
 * A Hindi page passes its own words and locale; English is the default.
 */
export function LastUpdated({
  date,
  className = "",
  label = "Last updated:",
  locale = "en",
}: {
  date: string | undefined;
  className?: string;
  label?: string;
  locale?: Locale;
}) {
  if (!date) return null;
  return (
    <p className={`text-sm text-slate-600 ${className}`}>
      {label} <time dateTime={date}>{formatIndiaDate(date, "long", locale)}</time>
    </p>
  );
}
