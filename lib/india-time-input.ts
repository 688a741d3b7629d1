import { formatIndiaDate, fromIndiaWallClock, indiaWallClock } from "@/lib/time";

/**
 * Staff type times in India time, whatever the browser's or server's own zone (lib/time.ts). A
 * `datetime-local` input holds "YYYY-MM-DDTHH:MM" with no zone; these convert it to and from an
 * instant, leniently, for the content editor's forms.
 */

/** "2026-01-31T10:00" typed in India time as an ISO instant with its offset; undefined when empty or not a time. */
export function indiaLocalToIso(local: string): string | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(local.trim());
  if (!match) return undefined;
  const iso = fromIndiaWallClock(`${match[1]}T${match[2]}`);
  return Number.isNaN(Date.parse(iso)) ? undefined : iso;
}

/** An instant as the value of a `datetime-local` input in India time; "" for none. */
export function isoToIndiaLocal(iso: string | null | undefined): string {
  if (!iso || Number.isNaN(Date.parse(iso))) return "";
  return indiaWallClock(iso);
}

/** "31 Jan 2026, 10:00 IST"; "—" for none. */
export function formatIndiaTime(iso: string | null | undefined): string {
  return iso ? `${formatIndiaDate(iso, "dateTime")} IST` : "—";
}
