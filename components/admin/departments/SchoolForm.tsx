"use client";

import { TextField } from "@/components/forms/fields";
import { buttonClass } from "@/components/ui/Button";
import { SaveSummary } from "@/components/admin/reference/SaveSummary";
import { useRecordForm } from "@/components/admin/reference/use-record-form";
import { DEPARTMENT_LIMITS } from "@/lib/departments/limits";
import { DepartmentOrder } from "./DepartmentOrder";
import type { SchoolFormState } from "@/lib/departments/form-state";

const FORM = "faculty";

/** A Faculty's names and its departments in order, as staff add or change them; the service writes only what differs. */
export function SchoolForm({
  action,
  initial,
  departments,
  submitLabel = "Save Faculty",
}: {
  action: (state: SchoolFormState, form: FormData) => Promise<SchoolFormState>;
  initial: SchoolFormState;
  departments: { value: string; label: string }[];
  /** "Add Faculty" on the form of a new one. */
  submitLabel?: string;
}) {
  const [state, formAction, pending] = useRecordForm(action, initial);
  const error = (name: string) => state.fieldErrors?.[name];
  return (
    <form
      key={`${state.updatedAt} ${state.seq}`}
      id={FORM}
      action={formAction}
      noValidate
      className="mt-6 max-w-3xl space-y-5"
    >
      <SaveSummary state={state} savedToast="Faculty saved" />
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
      <DepartmentOrder
        form={FORM}
        initial={state.departmentIds}
        departments={departments}
        error={error("departmentIds")}
      />
      <button type="submit" disabled={pending} className={buttonClass()}>
        {pending ? "Saving…" : submitLabel}
      </button>
    </form>
  );
}
