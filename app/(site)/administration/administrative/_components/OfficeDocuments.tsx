import { documentRequestNote, type OfficeDocument } from "@/content/administration";
import { formatIndiaDate } from "@/lib/time";

/** Documents an office keeps that are not published here yet: their titles and dates, and how to ask for one. */
export function OfficeDocuments({ documents, headingId }: { documents: OfficeDocument[]; headingId?: string }) {
  return (
    <div>
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white" aria-labelledby={headingId}>
        {documents.map((doc) => (
          <li key={doc.title} className="px-4 py-3">
            <span className="font-semibold text-slate-900">{doc.title}</span>
            {doc.date ? (
              <span className="block text-sm text-slate-600">
                Dated <time dateTime={doc.date}>{formatIndiaDate(doc.date, "short")}</time>
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-slate-700">{documentRequestNote}</p>
    </div>
  );
}
