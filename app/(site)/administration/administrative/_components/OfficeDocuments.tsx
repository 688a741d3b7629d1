import { RecordText } from "@/components/i18n/RecordText";
import { LocalizedText } from "@/components/i18n/LocalizedText";
import type { Localized } from "@/lib/content/localized";
import type { NoticeWords } from "@/lib/notices/words";
import { formatIndiaDate } from "@/lib/time";

/** A document an office keeps but has not published here; its title is a record. */
export type OfficeDocument = { title: string; date?: string };

/**
 * Documents an office keeps that are not published here yet: their titles and dates, and how to
 * ask for one (`requestNote`, from the page item).
 */
export function OfficeDocuments({
  documents,
  requestNote,
  words,
  headingId,
}: {
  documents: OfficeDocument[];
  requestNote: Localized;
  words: NoticeWords;
  headingId?: string;
}) {
  return (
    <div>
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white" aria-labelledby={headingId}>
        {documents.map((doc) => (
          <li key={doc.title} className="px-4 py-3">
            <span className="font-semibold text-slate-900">
              <RecordText text={doc.title} locale={words.locale} />
            </span>
            {doc.date ? (
              <span className="block text-sm text-slate-600">
                {words.boards.offices.dated}{" "}
                <time dateTime={doc.date}>{formatIndiaDate(doc.date, "short", words.locale)}</time>
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-slate-700">
        <LocalizedText value={requestNote} locale={words.locale} />
      </p>
    </div>
  );
}
