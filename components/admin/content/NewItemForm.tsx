"use client";

import { useActionState } from "react";
import { TextField } from "@/components/forms/fields";
import { PRIMARY_BUTTON } from "@/components/admin/results/shared";
import type { CreateState } from "@/app/(admin)/admin/content/actions";

/** The two fields a new page or tender starts from; the rest is filled in the editor. */
export function NewItemForm({ action, keyLabel, keyHint, noun }: { action: (state: CreateState, form: FormData) => Promise<CreateState>; keyLabel: string; keyHint: string; noun: string }) {
  const [state, formAction, pending] = useActionState(action, {});
  return (
    <form id="new-content" action={formAction} noValidate className="mt-6 max-w-2xl space-y-5">
      {state.message ? (
        <p role="alert" className="rounded-md border border-red-700 bg-red-50 px-3 py-2 text-red-800">
          {state.message}
        </p>
      ) : null}
      <TextField form="new-content" name="key" label={keyLabel} hint={keyHint} defaultValue={state.values?.key} error={state.fieldErrors?.key} maxLength={200} />
      <TextField form="new-content" name="title" label="Title (English)" defaultValue={state.values?.title} error={state.fieldErrors?.title} maxLength={600} />
      <button type="submit" disabled={pending} className={PRIMARY_BUTTON}>
        Create the {noun} as a draft
      </button>
    </form>
  );
}
