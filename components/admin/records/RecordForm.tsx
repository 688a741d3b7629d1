"use client";

import { SelectField, TextAreaField, TextField } from "@/components/forms/fields";
import { buttonClass } from "@/components/ui/Button";
import { SaveSummary } from "@/components/admin/reference/SaveSummary";
import { useRecordForm } from "@/components/admin/reference/use-record-form";
import type { RecordFormState } from "@/lib/records/form-state";
import type { FormControl } from "@/lib/records/form";

/**
 * The staff form of any declared record kind (lib/records/define.ts), drawn from its controls:
 * each field labelled, with its hint and its own error next to it, a summary that takes focus on a
 * refusal, and the version it shows sent with every save (a newer save by someone else is named,
 * never overwritten). Every field is sent; the service writes only what differs.
 */
export function RecordForm({
  formId,
  controls,
  action,
  initial,
  submitLabel,
  savedToast,
}: {
  formId: string;
  controls: FormControl[];
  action: (state: RecordFormState, form: FormData) => Promise<RecordFormState>;
  initial: RecordFormState;
  submitLabel: string;
  savedToast: string;
}) {
  const [state, formAction, pending] = useRecordForm(action, initial);
  const narrow = controls.filter((control) => !control.wide);
  const wide = controls.filter((control) => control.wide);
  const draw = (control: FormControl) => {
    const common = {
      form: formId,
      name: control.name,
      label: control.label,
      hint: control.hint,
      required: control.required,
      defaultValue: state.values[control.name],
      error: state.fieldErrors?.[control.name],
    };
    if (control.kind === "select")
      return (
        <SelectField
          key={control.name}
          {...common}
          placeholder={control.placeholder ?? "Choose"}
          options={control.options}
        />
      );
    if (control.kind === "textarea" || control.kind === "lines")
      return <TextAreaField key={control.name} {...common} rows={control.rows ?? 5} maxLength={control.maxLength} />;
    return (
      <TextField
        key={control.name}
        {...common}
        type={control.kind === "number" ? "text" : control.kind}
        inputMode={control.kind === "number" ? "numeric" : undefined}
        maxLength={control.maxLength}
      />
    );
  };

  return (
    // The key remounts the fields after each answer, so they show what was saved or typed.
    <form
      key={`${state.updatedAt} ${state.seq}`}
      id={formId}
      action={formAction}
      noValidate
      className="mt-6 max-w-3xl space-y-5"
    >
      <SaveSummary state={state} savedToast={savedToast} />
      <input type="hidden" name="updatedAt" value={state.updatedAt} />
      <div className="grid gap-5 sm:grid-cols-2">{narrow.map(draw)}</div>
      {wide.map(draw)}
      <button type="submit" disabled={pending} className={buttonClass()}>
        {pending ? "Saving…" : submitLabel}
      </button>
    </form>
  );
}
