import { requireStaff } from "@/lib/auth/admin-guard";
import { fileUrl } from "@/lib/files/urls";
import { rereadDocumentAction, saveDocumentTextAction } from "@/lib/ocr/actions";
import { documentTextUrl } from "@/lib/ocr/queries";
import { listScannedDocuments, type DocumentTextRow } from "@/lib/ocr/service";
import { formatIndiaDate } from "@/lib/time";
import { DocumentTextForm, RereadButton } from "@/components/admin/documents/DocumentTextForms";

export const metadata = { title: "Scanned documents" };

const STATES: Record<DocumentTextRow["state"], string> = {
  none: "No text yet",
  pending: "Waiting to be read",
  running: "Being read now",
  done: "Has text",
  failed: "Could not be read",
  skipped: "Has its own text",
};

function DocumentEntry({ row, canReread }: { row: DocumentTextRow; canReread: boolean }) {
  const hasText = row.state === "done";
  return (
    <li className="rounded-lg border border-slate-300 bg-white p-4">
      <h3 className="text-lg font-semibold text-brand-900">
        <a href={fileUrl(row.fileId, row.name)} className="underline">
          {row.name}
        </a>
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        {row.usedBy.length > 0 ? <>Shown with: {row.usedBy.join("; ")} · </> : null}
        Uploaded {formatIndiaDate(row.uploadedAt, "short", "en")}
        {row.pageCount ? <> · {row.pageCount === 1 ? "1 page" : `${row.pageCount} pages`}</> : null}
      </p>
      <p className="mt-1 text-sm">
        <strong>{STATES[row.state]}</strong>
        {hasText ? (
          <>
            {" "}
            ({row.source === "staff" ? "written by staff" : "recognised automatically"}
            {row.updatedAt ? `, ${formatIndiaDate(row.updatedAt, "short", "en")}` : ""}) ·{" "}
            <a href={documentTextUrl(row.fileId)} className="text-brand-900 underline">
              See it as visitors do<span className="sr-only">: {row.name}</span>
            </a>
          </>
        ) : null}
        {row.error && !hasText ? <span className="block text-red-800">Last attempt: {row.error}.</span> : null}
      </p>
      <details className="mt-2">
        <summary className="cursor-pointer font-semibold text-brand-900">
          {hasText ? "Correct the text" : "Write the text"}
          <span className="sr-only">: {row.name}</span>
        </summary>
        <DocumentTextForm fileId={row.fileId} name={row.name} text={row.text} save={saveDocumentTextAction} />
      </details>
      {canReread && row.source !== "staff" && row.state !== "pending" && row.state !== "running" ? (
        <div className="mt-3">
          <RereadButton fileId={row.fileId} name={row.name} reread={rereadDocumentAction} />
        </div>
      ) : null}
    </li>
  );
}

/**
 * Scanned PDFs and their texts: a scan is a picture, so screen readers and the site search get
 * nothing from it until it has a text. The server reads scans by OCR in the background; staff see
 * what still has no text, and write or correct it.
 */
export default async function ScannedDocumentsPage() {
  const actor = await requireStaff("Editor", "Publisher");
  const { rows, ocr } = await listScannedDocuments(actor);
  const waiting = rows.filter((row) => row.state !== "done");
  const done = rows.filter((row) => row.state === "done");
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">Scanned documents</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        A scanned PDF is a picture of its pages: a screen reader cannot read it and the site search cannot find its
        words. Each scan gets a text, shown to visitors beside the document (&ldquo;Text version&rdquo;) and used by the
        search. The server recognises the text of new scans by itself within a few minutes; check what it read and
        correct it where it went wrong.
      </p>
      {ocr ? (
        <p role="status" className="mt-4 max-w-3xl rounded-md border border-amber-400 bg-amber-50 p-3 text-slate-900">
          This server cannot recognise text by itself ({ocr}). Until it can, write the text of each scan here.
        </p>
      ) : null}
      <h2 className="mt-8 text-2xl font-bold text-brand-900">Without text ({waiting.length})</h2>
      {waiting.length === 0 ? (
        <p className="mt-2 text-slate-700">Every scanned document has a text.</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {waiting.map((row) => (
            <DocumentEntry key={row.fileId} row={row} canReread={!ocr} />
          ))}
        </ul>
      )}
      <h2 className="mt-10 text-2xl font-bold text-brand-900">With text ({done.length})</h2>
      {done.length === 0 ? (
        <p className="mt-2 text-slate-700">No scanned document has a text yet.</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {done.map((row) => (
            <DocumentEntry key={row.fileId} row={row} canReread={!ocr} />
          ))}
        </ul>
      )}
    </>
  );
}
