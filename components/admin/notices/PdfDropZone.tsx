"use client";

import { useState, type DragEvent, type RefObject } from "react";
import { formatFileSize } from "@/lib/files/urls";
import { acceptAttribute } from "@/lib/files/choice";
import { FieldFrame, controlClass, describedBy } from "@/components/forms/fields";

/**
 * The PDF of a notice: an ordinary labelled file input (Tab, Enter or Space open the browser's
 * file picker) inside a zone that also accepts a file dropped on it. A dropped file is put into
 * the input itself, so the form sends it like a picked one.
 */
export function PdfDropZone({
  id,
  name,
  label,
  hint,
  error,
  required,
  file,
  onFile,
  inputRef,
}: {
  id: string;
  name: string;
  label: string;
  hint: string;
  error?: string;
  required: boolean;
  file: File | null;
  onFile: (file: File | null) => void;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const [dragging, setDragging] = useState(false);

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!event.dataTransfer.types.includes("Files")) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = "copy";
    setDragging(true);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    const input = inputRef.current;
    if (!dropped || !input) return;
    // One file only, whatever was dropped.
    const transfer = new DataTransfer();
    transfer.items.add(dropped);
    input.files = transfer.files;
    onFile(dropped);
  };

  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={required}>
      <div
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="pdf-drop-zone"
        className={`mt-1 rounded-lg border-2 border-dashed p-4 ${dragging ? "border-brand-900 bg-brand-50" : "border-slate-400 bg-slate-50"}`}
      >
        <p className="text-sm text-slate-700" aria-hidden="true">
          Drag and drop the PDF here, or choose it:
        </p>
        <input
          ref={inputRef}
          id={id}
          name={name}
          type="file"
          accept={acceptAttribute("pdf")}
          onChange={(event) => onFile(event.currentTarget.files?.[0] ?? null)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          className={`${controlClass(error)} file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:font-semibold file:text-brand-900`}
        />
        {file ? (
          <p className="mt-2 text-sm text-slate-800">
            Chosen: <span className="font-semibold">{file.name}</span> ({formatFileSize(file.size)})
          </p>
        ) : null}
      </div>
    </FieldFrame>
  );
}
