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
