const dateFormat = new Intl.DateTimeFormat("en-GB", { day: "2-digit", month: "long", year: "numeric", timeZone: "Asia/Kolkata" });

/** "Last updated: 21 November 2026", from the newest change of what the page shows. Nothing when undated. */
export function LastUpdated({ date, className = "" }: { date: string | undefined; className?: string }) {
  if (!date) return null;
  return (
    <p className={`text-sm text-slate-600 ${className}`}>
      Last updated: <time dateTime={date}>{dateFormat.format(new Date(date))}</time>
    </p>
  );
}
