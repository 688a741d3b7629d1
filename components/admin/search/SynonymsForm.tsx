"use client";

import { useActionState } from "react";
import { TextAreaField } from "@/components/forms/fields";
import { buttonClass } from "@/components/ui/Button";
import type { SynonymsState } from "@/lib/search/actions";

/** The search's synonyms as one text: a group a line, its phrases separated by commas. */
export function SynonymsForm({
  action,
  text,
}: {
  action: (state: SynonymsState, form: FormData) => Promise<SynonymsState>;
  text: string;
}) {
  const [state, formAction, pending] = useActionState(action, { text });
  return (
    <form id="search-synonyms" action={formAction} noValidate className="mt-4 max-w-4xl space-y-4">
      {state.saved ? (
        <p role="status" className="rounded-md border border-green-700 bg-green-50 px-3 py-2 text-green-900">
          Saved. Searches use the new synonyms now.
        </p>
      ) : null}
      <TextAreaField
        // A save shows the text as stored (tidied): the field starts again from it.
        key={state.text}
        form="search-synonyms"
        name="synonyms"
        label="Synonyms, one group a line"
        hint="Phrases separated by commas, for example: fee, fees, शुल्क, shulk. A search for any phrase of a line also searches the others."
        rows={16}
        defaultValue={state.text}
        error={state.error}
        required={false}
      />
      <button type="submit" disabled={pending} className={buttonClass()}>
        Save the synonyms
      </button>
    </form>
  );
}
