import type { ReactNode } from "react";
import { ENGLISH_FORM_FRAME, type FormFrameWords } from "@/lib/submissions/form-words";

/** The words a field says itself: "(optional)" after its label, "Error: " before its message. */
export type FieldWords = Pick<FormFrameWords, "optional" | "errorPrefix">;

/**
 * Labelled form controls with their hint and error wired for assistive technology: the error and
 * the hint are named by aria-describedby, and aria-invalid marks a field with an error.
 */
type FieldBase = {
  form: string;
  name: string;
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  /** The field's own words in the page's language (English unless given). */
  words?: FieldWords;
};

export function fieldId(form: string, name: string): string {
  return `${form}-${name}`;
}

export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

export const controlClass = (error?: string) =>
  `mt-1 block w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900 ${error ? "border-red-700 ring-1 ring-red-700" : "border-slate-500"}`;

/** The attributes every control shares: its id and name, whether it is required, and its hint and error wired for assistive technology. */
function controlAttributes(
  id: string,
  name: string,
  { hint, error, required }: { hint?: string; error?: string; required?: boolean },
) {
  return {
    id,
    name,
    required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(id, hint, error),
    className: controlClass(error),
  };
}

export function FieldFrame({
  id,
  label,
  hint,
  error,
  required,
  words = ENGLISH_FORM_FRAME,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  words?: FieldWords;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-slate-900">
        {label}
        {required ? null : <span className="font-normal text-slate-600">{` ${words.optional}`}</span>}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-800">
          <span className="sr-only">{words.errorPrefix}</span>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function TextField({
  form,
  name,
  label,
  hint,
  error,
  required = true,
  words,
  defaultValue,
  type = "text",
  autoComplete,
  inputMode,
  list,
  maxLength,
  min,
}: FieldBase & {
  defaultValue?: string;
  type?: "text" | "email" | "tel" | "url" | "date";
  autoComplete?: string;
  inputMode?: "text" | "email" | "numeric" | "tel" | "url";
  list?: string;
  maxLength?: number;
  /** The earliest day a date field accepts (YYYY-MM-DD). */
  min?: string;
}) {
  const id = fieldId(form, name);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={required} words={words}>
      <input
        {...controlAttributes(id, name, { hint, error, required })}
        type={type}
        defaultValue={defaultValue}
        autoComplete={autoComplete}
        inputMode={inputMode}
        list={list}
        maxLength={maxLength}
        min={min}
      />
    </FieldFrame>
  );
}

export function TextAreaField({
  form,
  name,
  label,
  hint,
  error,
  required = true,
  words,
  defaultValue,
  rows = 6,
  maxLength,
}: FieldBase & { defaultValue?: string; rows?: number; maxLength?: number }) {
  const id = fieldId(form, name);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={required} words={words}>
      <textarea
        {...controlAttributes(id, name, { hint, error, required })}
        rows={rows}
        defaultValue={defaultValue}
        maxLength={maxLength}
      />
    </FieldFrame>
  );
}

/** `lang` marks an option whose label is in another language than the page (a campus name on a Hindi page). */
export type SelectOption = { value: string; label: string; lang?: string };
export type SelectGroup = { label: string; options: SelectOption[] };

export function SelectField({
  form,
  name,
  label,
  hint,
  error,
  required = true,
  words,
  defaultValue,
  placeholder,
  options,
  groups,
}: FieldBase & { defaultValue?: string; placeholder: string; options?: SelectOption[]; groups?: SelectGroup[] }) {
  const id = fieldId(form, name);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={required} words={words}>
      <select {...controlAttributes(id, name, { hint, error, required })} defaultValue={defaultValue ?? ""}>
        <option value="">{placeholder}</option>
        {options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {groups?.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map((option) => (
              <option key={option.value} value={option.value} lang={option.lang}>
                {option.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </FieldFrame>
  );
}

export function FileField({
  form,
  name,
  label,
  hint,
  error,
  accept,
  required = false,
  words,
}: FieldBase & { accept: string }) {
  const id = fieldId(form, name);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={required} words={words}>
      <input
        {...controlAttributes(id, name, { hint, error, required })}
        type="file"
        accept={accept}
        className={`${controlClass(error)} file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:font-semibold file:text-brand-900`}
      />
    </FieldFrame>
  );
}

/** Who is writing: full name and email address side by side, as the visitors' forms ask first. */
export function NameAndEmailFields({
  form,
  values,
  errors,
  labels = { name: "Full name", email: "Email address" },
  words,
}: {
  form: string;
  values: Record<string, string>;
  errors: Record<string, string | undefined>;
  labels?: { name: string; email: string };
  words?: FieldWords;
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        form={form}
        name="name"
        label={labels.name}
        autoComplete="name"
        maxLength={120}
        defaultValue={values.name}
        error={errors.name}
        words={words}
      />
      <TextField
        form={form}
        name="email"
        label={labels.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        defaultValue={values.email}
        error={errors.email}
        words={words}
      />
    </div>
  );
}
