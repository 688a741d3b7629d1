"use client";

import { TextAreaField, TextField } from "@/components/forms/fields";
import { buttonClass } from "@/components/ui/Button";
import { SaveSummary } from "@/components/admin/reference/SaveSummary";
import type { RecordFormState } from "@/components/admin/reference/form-state";
import { useRecordForm } from "@/components/admin/reference/use-record-form";
import { OFFICE_HOLDER_LIMITS as LIMITS } from "@/lib/office-holders/limits";

const FORM = "office-holder";
const HINDI_HINT = "Empty: Hindi pages show the site's own Hindi of the English, where it has one, else the English.";

/**
 * Who holds an office and what the pages show of them; for a new office holder, the office key
 * too (`adding`). Every field is sent; the service writes only what differs. The save answers with the values now stored and the updatedAt the next save
 * starts from (see useRecordForm for how a restore's version reaches it).
 */
export function OfficeHolderForm({
  action,
  initial,
  adding = false,
}: {
  action: (state: RecordFormState, form: FormData) => Promise<RecordFormState>;
  initial: RecordFormState;
  /** The form of a new office holder: it asks for the office key, which is fixed afterwards. */
  adding?: boolean;
}) {
  const [state, formAction, pending] = useRecordForm(action, initial);
  const field = (name: string) => ({
    form: FORM,
    name,
    defaultValue: state.values[name],
    error: state.fieldErrors?.[name],
  });

  return (
    // The key remounts the fields after each answer, so they show what was saved or typed.
    <form
      key={`${state.updatedAt} ${state.seq}`}
      id={FORM}
      action={formAction}
      noValidate
      className="mt-6 max-w-3xl space-y-5"
    >
      <SaveSummary state={state} savedToast="Office holder saved" />
      <input type="hidden" name="updatedAt" value={state.updatedAt} />
      <div className="grid gap-5 sm:grid-cols-2">
        {adding ? (
          <TextField
            {...field("office")}
            label="Office key"
            maxLength={LIMITS.office}
            hint="Lowercase letters, digits and hyphens, like dean-academics; fixed once added. A page shows this office holder where its structured parts name the key (a key ending in a hyphen there, like dean-, takes in every office that starts with it)."
          />
        ) : null}
        <TextField
          {...field("name")}
          label="Name"
          maxLength={LIMITS.name}
          hint="As visitors read it, like Prof. (Dr.) A. B. Name."
        />
        <TextField {...field("title")} label="Title" maxLength={LIMITS.title} hint="Like Registrar." />
        <TextField
          {...field("titleHi")}
          label="Title in Hindi"
          required={false}
          maxLength={LIMITS.title}
          hint={HINDI_HINT}
        />
        <TextField
          {...field("email")}
          label="Email"
          type="email"
          required={false}
          maxLength={LIMITS.email}
          hint="Empty: no email is shown."
        />
        <TextField
          {...field("phone")}
          label="Phone"
          type="tel"
          required={false}
          maxLength={LIMITS.phone}
          hint="Empty: no phone is shown."
        />
        <TextField
          {...field("position")}
          label="Position"
          inputMode="numeric"
          maxLength={3}
          required={!adding}
          hint={
            adding
              ? "Lists of office holders show lower numbers first. Empty: after the others."
              : "Lists of office holders show lower numbers first."
          }
        />
      </div>
      <TextAreaField
        {...field("message")}
        label="Message"
        required={false}
        rows={8}
        maxLength={LIMITS.message}
        hint="Shown on the office's page and the home page's desks. Empty: no message."
      />
      <TextAreaField
        {...field("messageHi")}
        label="Message in Hindi"
        required={false}
        rows={8}
        maxLength={LIMITS.message}
        hint={HINDI_HINT}
      />
      <button type="submit" disabled={pending} className={buttonClass()}>
        {pending ? "Saving…" : adding ? "Add office holder" : "Save office holder"}
      </button>
    </form>
  );
}
