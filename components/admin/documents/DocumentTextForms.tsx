"use client";

import { useActionState } from "react";
import { TextAreaField } from "@/components/forms/fields";
import { buttonClass } from "@/components/ui/Button";
import type { DocumentTextFormState } from "@/lib/ocr/actions";

type Action = (state: DocumentTextFormState, form: FormData) => Promise<DocumentTextFormState>;

function Outcome({ state }: { state: DocumentTextFormState }) {
  if (!state.message || state.fieldErrors?.text) return null;
  return (
    <p
      role={state.ok ? "status" : "alert"}
      className={`mt-2 text-sm ${state.ok ? "text-green-800" : "font-semibold text-red-800"}`}
    >
      {state.message}
    </p>
  );
}

/** The text shown beside one scanned document, for staff to write or correct. */
export function DocumentTextForm({
  fileId,
  name,
  text,
  save,
}: {
  fileId: string;
  name: string;
  text: string;
  save: Action;
}) {
  const [state, formAction, pending] = useActionState(save, {});
  const formId = `document-text-${fileId}`;
  return (
    <form id={formId} action={formAction} noValidate className="font-mixed-scripts mt-3 space-y-3">
      <input type="hidden" name="fileId" value={fileId} />
      <TextAreaField
        form={formId}
        name="text"
        label={`Text of ${name}`}
        hint="What the document says, as plain text; a blank line starts a new paragraph. Your text replaces the recognised one and is kept if the document is read again."
        rows={10}
        defaultValue={text}
        error={state.fieldErrors?.text}
      />
      <button type="submit" disabled={pending} className={buttonClass({ size: "sm" })}>
        Save the text
      </button>
      <Outcome state={state} />
    </form>
  );
}

/** Sends one document back to OCR (after a failure, or for a better reading). */
export function RereadButton({ fileId, name, reread }: { fileId: string; name: string; reread: Action }) {
  const [state, formAction, pending] = useActionState(reread, {});
  return (
    <form action={formAction}>
      <input type="hidden" name="fileId" value={fileId} />
      <button type="submit" disabled={pending} className={buttonClass({ variant: "secondary", size: "sm" })}>
        Read again<span className="sr-only">: {name}</span>
      </button>
      <Outcome state={state} />
    </form>
  );
}
