/**
 * Staff type times in India time (Asia/Kolkata, UTC+05:30 all year: India keeps no daylight
 * saving), whatever the browser's or server's own zone. A `datetime-local` input holds
 * "YYYY-MM-DDTHH:MM" with no zone; these convert it to and from an instant with the offset.
 */
export const INDIA_OFFSET = "+05:30";
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** "2026-01-31T10:00" typed in India time as an ISO instant with its offset; undefined when empty or not a time. */
export function indiaLocalToIso(local: string): string | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(local.trim());
  if (!match) return undefined;
  const iso = `${match[1]}T${match[2]}:00${INDIA_OFFSET}`;
  return Number.isNaN(Date.parse(iso)) ? undefined : iso;
}

/** An instant as the value of a `datetime-local` input in India time; "" for none. */
export function isoToIndiaLocal(iso: string | null | undefined): string {
  if (!iso) return "";
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return "";
  return new Date(time + INDIA_OFFSET_MS).toISOString().slice(0, 16);
}

const formatter = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

/** "31 Jan 2026, 10:00 IST"; "—" for none. */
export function formatIndiaTime(iso: string | null | undefined): string {
  return iso ? `${formatter.format(new Date(iso))} IST` : "—";
}
