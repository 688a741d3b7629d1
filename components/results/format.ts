import { formatIndiaDate } from "@/lib/time";

/** The decision window as a range of dates, or undefined when the round has no dates yet. */
export function windowDates(startsAt: string | null, endsAt: string | null): string | undefined {
  if (startsAt && endsAt) {
    const from = formatIndiaDate(startsAt);
    const to = formatIndiaDate(endsAt);
    return from === to ? from : `${from} to ${to}`;
  }
  if (startsAt) return `from ${formatIndiaDate(startsAt)}`;
  if (endsAt) return `until ${formatIndiaDate(endsAt)}`;
  return undefined;
}
