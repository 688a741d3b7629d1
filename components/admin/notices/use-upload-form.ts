"use client";

import { useEffect, useRef, useState } from "react";
import type { UploadProgress } from "@/lib/api-client";
import { isEmptyFilePart } from "@/lib/files/choice";
import type { FieldErrors } from "@/lib/submissions/form-state";

/**
 * The state every PDF upload form of the staff area keeps: the chosen file, field errors (focus
 * goes to the first, in the form's order), a form-level error, the upload's progress and the saved
 * result, whose panel takes the focus when it appears.
 */
export function useUploadForm<Saved>(fieldOrder: readonly string[], id: (field: string) => string) {
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [saved, setSaved] = useState<Saved | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (saved) outcomeRef.current?.focus();
  }, [saved]);

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    const first = fieldOrder.find((field) => found[field]);
    if (first) document.getElementById(id(first))?.focus();
  };

  return {
    file,
    setFile,
    errors,
    setErrors,
    showErrors,
    formError,
    setFormError,
    progress,
    setProgress,
    saved,
    setSaved,
    fileInput,
    outcomeRef,
  };
}

/** Takes the chosen PDF out of a form's data: the file, or undefined when none was chosen. */
export function takePdf(data: FormData): File | undefined {
  const chosen = data.get("pdf");
  data.delete("pdf");
  return chosen instanceof File && !isEmptyFilePart(chosen) ? chosen : undefined;
}
