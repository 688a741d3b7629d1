import type { CalendarEntry } from "@/content/pages/academics";
import { DataTable } from "./DataTable";
import { formatIndiaDate } from "@/lib/time";

/** A calendar as a table: what happens, and when (a day, or a range of days). */
export function CalendarTable({
  id,
  caption,
  entries,
}: {
  id: string;
  caption: string;
  entries: readonly CalendarEntry[];
}) {
  return (
    <DataTable
      id={id}
      caption={caption}
      rows={entries}
      rowKey={(e) => `${e.item}-${e.from}`}
      columns={[
        { header: "What", rowHeader: true, cell: (e) => e.item },
        {
          header: "When",
          cell: (e) => (
            <>
              <time dateTime={e.from}>{formatIndiaDate(e.from, "weekday")}</time>
              {e.to ? (
                <>
                  {" to "}
                  <time dateTime={e.to}>{formatIndiaDate(e.to, "weekday")}</time>
                </>
              ) : null}
              {e.note ? <span className="text-slate-600">, {e.note}</span> : null}
            </>
          ),
        },
      ]}
    />
  );
}
