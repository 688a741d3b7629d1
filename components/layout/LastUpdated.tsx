const format = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" });

/** "Last updated" line that GIGW asks for on every page, from the data the page shows. */
export function LastUpdated({ date }: { date: string | Date }) {
  const value = new Date(date);
  return (
    <p className="mt-10 border-t border-slate-200 pt-4 text-sm text-slate-600">
      Last updated: <time dateTime={value.toISOString()}>{format.format(value)}</time>
    </p>
  );
}
