"use client";

import { useActionState } from "react";
import { TextAreaField, TextField } from "@/components/forms/fields";
import { buttonClass } from "@/components/ui/Button";
import type { CreateState } from "@/lib/content/actions";
import type { NewItemField } from "@/lib/content/editor-fields";

/** The fields a new page or tender cannot be saved without; the rest is filled in the editor. */
export function NewItemForm({
  action,
  fields,
  noun,
}: {
  action: (state: CreateState, form: FormData) => Promise<CreateState>;
  fields: NewItemField[];
  noun: string;
}) {
  const [state, formAction, pending] = useActionState(action, {});
  return (
    <form id="new-content" action={formAction} noValidate className="mt-6 max-w-2xl space-y-5">
      {state.message ? (
        <p role="alert" className="rounded-md border border-red-700 bg-red-50 px-3 py-2 text-red-800">
          {state.message}
        </p>
      ) : null}
      {fields.map((field) =>
        field.multiline ? (
          <TextAreaField
            key={field.name}
            form="new-content"
            name={field.name}
            label={field.label}
            hint={field.hint}
            rows={3}
            defaultValue={state.values?.[field.name]}
            error={state.fieldErrors?.[field.name]}
            maxLength={field.maxLength}
          />
        ) : (
          <TextField
            key={field.name}
            form="new-content"
            name={field.name}
            label={field.label}
            hint={field.hint}
            defaultValue={state.values?.[field.name]}
            error={state.fieldErrors?.[field.name]}
            maxLength={field.maxLength}
          />
        ),
      )}
      <button type="submit" disabled={pending} className={buttonClass()}>
        Create the {noun} as a draft
      </button>
    </form>
  );
}
