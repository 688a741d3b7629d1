"use client";

import { TextField } from "@/components/forms/fields";
import { buttonClass } from "@/components/ui/Button";
import { SaveSummary } from "@/components/admin/reference/SaveSummary";
import { useRecordForm } from "@/components/admin/reference/use-record-form";
import type { RecordFormState } from "@/lib/records/form-state";
import { DEPARTMENT_LIMITS } from "@/lib/departments/limits";

const FORM = "department";

/**
 * A department's names and head as staff add or change them. Every field is sent; the service writes only
 * what differs and answers with the values now stored and the updatedAt the next save starts from.
 */
export function DepartmentForm({
  action,
  initial,
  submitLabel = "Save department",
}: {
  action: (state: RecordFormState, form: FormData) => Promise<RecordFormState>;
  initial: RecordFormState;
  /** "Add department" on the form of a new one. */
  submitLabel?: string;
}) {
  const [state, formAction, pending] = useRecordForm(action, initial);
  const error = (name: string) => state.fieldErrors?.[name];
  return (
    // The key remounts the fields after each answer, so they show what was saved or typed.
    <form
      key={`${state.updatedAt} ${state.seq}`}
      id={FORM}
      action={formAction}
      noValidate
      className="mt-6 max-w-3xl space-y-5"
    >
      <SaveSummary state={state} savedToast="Department saved" />
      <input type="hidden" name="updatedAt" value={state.updatedAt} />
      <TextField
        form={FORM}
        name="name"
        label="Name"
        maxLength={DEPARTMENT_LIMITS.name}
        defaultValue={state.values.name}
        error={error("name")}
      />
      <TextField
        form={FORM}
        name="nameHi"
        label="Name in Hindi"
        hint="Shown on the Hindi pages. Empty: they show the English name."
        required={false}
        maxLength={DEPARTMENT_LIMITS.name}
        defaultValue={state.values.nameHi}
        error={error("nameHi")}
      />
      <TextField
        form={FORM}
        name="hod"
        type="email"
        label="Head of department's email"
        hint="The email of a faculty member, whose profile the department's page then shows. Empty: no head is named."
        required={false}
        autoComplete="off"
        maxLength={DEPARTMENT_LIMITS.email}
        defaultValue={state.values.hod}
        error={error("hod")}
      />
      <button type="submit" disabled={pending} className={buttonClass()}>
        {pending ? "Saving…" : submitLabel}
      </button>
    </form>
  );
}
