import type { ReactNode } from "react";
import type { CalendarEntry } from "@/lib/content/page-parts";
import { LocalizedText } from "@/components/i18n/LocalizedText";
import type { Locale } from "@/lib/i18n/locales";
import { DataTable } from "./DataTable";
import { formatIndiaDate } from "@/lib/time";

/** The column headings and a range of days, in the page's language (catalogue "morePages.calendar"). */
export type CalendarWords = { what: string; when: string; range: (from: ReactNode, to: ReactNode) => ReactNode };

const day = (value: string, locale: Locale) => (
  <time dateTime={value}>{formatIndiaDate(value, "weekday", locale)}</time>
);

/** A calendar as a table: what happens, and when (a day, or a range of days). */
export function CalendarTable({
  id,
  caption,
  entries,
  locale,
  words,
}: {
  id: string;
  caption: string;
  entries: readonly CalendarEntry[];
  locale: Locale;
  words: CalendarWords;
}) {
  return (
    <DataTable
      id={id}
      caption={caption}
      rows={entries}
      rowKey={(e) => `${e.item.en}-${e.from}`}
      columns={[
        { header: words.what, rowHeader: true, cell: (e) => <LocalizedText value={e.item} locale={locale} /> },
        {
          header: words.when,
          cell: (e) => (
            <>
              {e.to ? words.range(day(e.from, locale), day(e.to, locale)) : day(e.from, locale)}
              {e.note ? (
                <span className="text-slate-600">
                  , <LocalizedText value={e.note} locale={locale} />
                </span>
              ) : null}
            </>
          ),
        },
      ]}
    />
  );
}
