import { formatIndiaDate } from "@/lib/time";

/**
 * "Last updated: 21 November 2026" at the foot of a page, from the newest change of what it shows
 * (an ISO instant) or the day its text was last reviewed (YYYY-MM-DD). Nothing when undated.
 */
export function LastUpdated({ date, className = "" }: { date: string | undefined; className?: string }) {
  if (!date) return null;
  return (
    <p className={`text-sm text-slate-600 ${className}`}>
      Last updated: <time dateTime={date}>{formatIndiaDate(date)}</time>
    </p>
  );
}
