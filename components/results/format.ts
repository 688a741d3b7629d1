const dateFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" });

/** 23 July 2025, in India time. */
export function indianDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** The decision window as a range of dates, or undefined when the round has no dates yet. */
export function windowDates(startsAt: string | null, endsAt: string | null): string | undefined {
  if (startsAt && endsAt) {
    const from = indianDate(startsAt);
    const to = indianDate(endsAt);
    return from === to ? from : `${from} to ${to}`;
  }
  if (startsAt) return `from ${indianDate(startsAt)}`;
  if (endsAt) return `until ${indianDate(endsAt)}`;
  return undefined;
}
