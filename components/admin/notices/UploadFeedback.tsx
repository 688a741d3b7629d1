import type { ReactNode, RefObject } from "react";
import type { UploadProgress } from "@/lib/api-client";

/** The real progress of an upload, as a labelled progress bar. */
export function UploadProgressBar({ id, progress }: { id: string; progress: UploadProgress }) {
  const percent = progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : 0;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        Uploading: {percent}%
      </label>
      <progress id={id} max={100} value={percent} className="mt-1 h-3 w-full accent-brand-900" />
    </div>
  );
}

/** The API's warning about a published PDF without a text layer (GIGW asks for accessible documents). */
export function TextLayerWarning({ warning }: { warning: string | undefined }) {
  if (!warning) return null;
  return (
    <div role="alert" className="mb-5 rounded-md border-2 border-amber-700 bg-amber-50 p-4 text-amber-950">
      <p className="font-bold">Accessibility warning: this PDF has no text layer</p>
      <p className="mt-1">{warning}</p>
    </div>
  );
}

/**
 * What an upload form shows above itself: the saved document (a status panel that takes the focus,
 * with a link to the file and the form's own further links), the text-layer warning, and a
 * form-level error.
 */
export function UploadOutcome({
  outcomeRef,
  saved,
  formError,
  children,
}: {
  outcomeRef: RefObject<HTMLDivElement | null>;
  saved: { headline: string; fileLink: string; fileLabel: string; warning?: string } | null;
  formError: string | null;
  children?: ReactNode;
}) {
  return (
    <>
      {saved ? (
        <div
          ref={outcomeRef}
          tabIndex={-1}
          role="status"
          className="mb-5 rounded-md border-2 border-green-800 bg-green-50 p-4 text-green-950"
        >
          <p className="font-bold">{saved.headline}</p>
          <p className="mt-2 flex flex-wrap gap-4">
            <a href={saved.fileLink} className="font-semibold underline" target="_blank" rel="noopener">
              {saved.fileLabel}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            {children}
          </p>
        </div>
      ) : null}
      <TextLayerWarning warning={saved?.warning} />
      {formError ? (
        <p role="alert" className="mb-5 rounded-md border-2 border-red-800 bg-red-50 p-4 text-red-950">
          {formError}
        </p>
      ) : null}
    </>
  );
}
