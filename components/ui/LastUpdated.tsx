import type { Locale } from "@/lib/i18n/locales";
import { formatIndiaDate } from "@/lib/time";

/**
 * "Last updated: 21 November 2026" at the foot of a page, from the newest change of what it shows
 * (an ISO instant) or the day its text was last reviewed (YYYY-MM-DD). Nothing when undated.
 * Pages with a Hindi version pass the label from their catalogue and their locale.
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
      {label} <time dateTime={date}>{formatIndiaDate(date, undefined, locale)}</time>
    </p>
  );
}
