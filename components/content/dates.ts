const dayFormat = new Intl.DateTimeFormat("en-GB", { weekday: "short", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "Wed, 10 July 2024" for a calendar date written YYYY-MM-DD (no time zone shifts). */
export function formatCalendarDate(date: string): string {
  return dayFormat.format(new Date(`${date}T00:00:00Z`));
}

/** Whole days from one calendar date to another, both included ("28 Oct – 2 Nov" is 6 days). */
export function daysInclusive(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}
