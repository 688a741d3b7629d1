"use client";

import { describedBy, fieldId, SelectField, TextAreaField, TextField } from "@/components/forms/fields";
import { buttonClass } from "@/components/ui/Button";
import { PROGRAM_LEVELS } from "@/lib/programs/levels";
import { PROGRAM_LIMITS } from "@/lib/programs/limits";
import { PROGRAM_YEAR_KEYS } from "@/lib/programs/years";
import { SaveSummary } from "@/components/admin/reference/SaveSummary";
import { useRecordForm } from "@/components/admin/reference/use-record-form";
import { yearFieldName, type ProgramFormState } from "@/lib/programs/form-state";

const FORM = "programme";
const CAMPUSES_HINT = "Shown as “offered at” on the programme’s page and on each campus’s page.";

type Option = { value: string; label: string };

/**
 * A programme's facts as staff add or change them. Every field is sent; the service writes only what
 * differs. The save answers with the values now stored and the updatedAt the next save starts from.
 */
export function ProgramForm({
  action,
  initial,
  departments,
  campuses,
  submitLabel = "Save programme",
}: {
  action: (state: ProgramFormState, form: FormData) => Promise<ProgramFormState>;
  initial: ProgramFormState;
  departments: Option[];
  campuses: Option[];
  /** "Add programme" on the form of a new one. */
  submitLabel?: string;
}) {
  const [state, formAction, pending] = useRecordForm(action, initial);

  const error = (name: string) => state.fieldErrors?.[name];
  const value = (name: string) => state.values[name];
  const text = (name: string, label: string, maxLength: number, hint?: string, required = true) => (
    <TextField
      form={FORM}
      name={name}
      label={label}
      hint={hint}
      required={required}
      maxLength={maxLength}
      defaultValue={value(name)}
      error={error(name)}
    />
  );
  const area = (name: string, label: string, maxLength: number, required = false) => (
    <TextAreaField
      form={FORM}
      name={name}
      label={label}
      required={required}
      rows={5}
      maxLength={maxLength}
      defaultValue={value(name)}
      error={error(name)}
    />
  );
  const campusesId = fieldId(FORM, "campusIds");

  return (
    // The key remounts the fields after each answer, so they show what was saved or typed.
    <form
      key={`${state.updatedAt} ${state.seq}`}
      id={FORM}
      action={formAction}
      noValidate
      className="mt-6 max-w-3xl space-y-5"
    >
      <SaveSummary state={state} savedToast="Programme saved" />
      <input type="hidden" name="updatedAt" value={state.updatedAt} />
      <div className="grid gap-5 sm:grid-cols-2">
        {text("name", "Name", PROGRAM_LIMITS.name)}
        {text("nameHi", "Name in Hindi", PROGRAM_LIMITS.name, undefined, false)}
        {text("code", "Code", PROGRAM_LIMITS.code, "Letters, digits and hyphens, like BTECH-CSE.")}
        <SelectField
          form={FORM}
          name="level"
          label="Level"
          placeholder="Choose a level"
          defaultValue={value("level")}
          error={error("level")}
          options={PROGRAM_LEVELS.map((level) => ({ value: level, label: level }))}
        />
        {text("duration", "Duration", PROGRAM_LIMITS.duration, "As visitors read it, like 3 Years.")}
        {text("mode", "Mode of study", PROGRAM_LIMITS.mode, "Like Full Time.")}
        {text(
          "fees",
          "Fees",
          PROGRAM_LIMITS.fees,
          "As published, like ₹25,000 per semester. Empty: not published.",
          false,
        )}
        <TextField
          form={FORM}
          name="seats"
          label="Seats"
          hint="Seats offered in a year, across all campuses. Empty: not published."
          required={false}
          inputMode="numeric"
          defaultValue={value("seats")}
          error={error("seats")}
        />
        <SelectField
          form={FORM}
          name="departmentId"
          label="Department"
          required={false}
          placeholder="No department"
          defaultValue={value("departmentId")}
          error={error("departmentId")}
          options={departments}
        />
      </div>
      <fieldset aria-describedby={describedBy(campusesId, CAMPUSES_HINT, error("campusIds"))} id={campusesId}>
        <legend className="font-semibold text-slate-900">Campuses it runs at</legend>
        <p id={`${campusesId}-hint`} className="mt-0.5 text-sm text-slate-600">
          {CAMPUSES_HINT}
        </p>
        <ul className="mt-2 grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
          {campuses.map((campus) => (
            <li key={campus.value}>
              <label className="flex items-center gap-2">
                <input
                  type="checkbox"
                  name="campusIds"
                  value={campus.value}
                  defaultChecked={state.campusIds.includes(campus.value)}
                  aria-invalid={error("campusIds") ? true : undefined}
                />
                {campus.label}
              </label>
            </li>
          ))}
        </ul>
        {error("campusIds") ? (
          <p id={`${campusesId}-error`} className="mt-1 text-sm font-semibold text-red-800">
            <span className="sr-only">Error: </span>
            {error("campusIds")}
          </p>
        ) : null}
      </fieldset>
      <fieldset>
        <legend className="font-semibold text-slate-900">Year-by-year structure</legend>
        <p className="mt-0.5 text-sm text-slate-600">
          Credits, the award a student leaves with after that year, and the curriculum link (a path on this site or an
          https:// address). Leave a year empty if the programme has no such year; with no year filled in, the
          programme’s card does not link to a structure.
        </p>
        {PROGRAM_YEAR_KEYS.map((year, index) => (
          <fieldset key={year} className="mt-3 rounded-md border border-slate-300 p-3">
            <legend className="px-1 font-semibold text-slate-900">Year {index + 1}</legend>
            <div className="grid gap-3 sm:grid-cols-3">
              {text(
                yearFieldName(year, "year_credit_text"),
                `Year ${index + 1} credits`,
                PROGRAM_LIMITS.yearText,
                undefined,
                false,
              )}
              {text(
                yearFieldName(year, "year_exit_text"),
                `Year ${index + 1} exit award`,
                PROGRAM_LIMITS.yearText,
                undefined,
                false,
              )}
              {text(
                yearFieldName(year, "year_syllabus_link"),
                `Year ${index + 1} curriculum link`,
                2000,
                undefined,
                false,
              )}
            </div>
          </fieldset>
        ))}
      </fieldset>
      {area("eligibility", "Eligibility", PROGRAM_LIMITS.eligibility)}
      {area("eligibilityHi", "Eligibility in Hindi", PROGRAM_LIMITS.eligibility)}
      {area("description", "Description", PROGRAM_LIMITS.description)}
      {area("descriptionHi", "Description in Hindi", PROGRAM_LIMITS.description)}
      <button type="submit" disabled={pending} className={buttonClass()}>
        {pending ? "Saving…" : submitLabel}
      </button>
    </form>
  );
}
