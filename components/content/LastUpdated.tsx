const format = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "Last updated" line at the foot of a content page, from the date its text was last reviewed. */
export function LastUpdated({ date }: { date: string }) {
  return (
    <p className="mt-12 border-t border-slate-200 pt-4 text-sm text-slate-600">
      Last updated: <time dateTime={date}>{format.format(new Date(`${date}T00:00:00Z`))}</time>
    </p>
  );
}
