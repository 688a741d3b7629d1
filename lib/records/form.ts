import type { EditableRecord } from "../reference/records";
import type { RecordKind } from "./define";
import type { ChoiceOption, FormMode, RecordControl } from "./fields";

/**
 * A declared kind's staff form, from its fields: the controls it shows (plain data, drawn on the
 * server and handed to components/admin/records/RecordForm), the form's texts of a record, and the
 * texts sent back as the service's input.
 */

/** One control as the form draws it: the field's name, its words and whether it is required now. */
export type FormControl = Omit<RecordControl, "hintWhenAdding" | "requiredWhenAdding" | "options"> & {
  name: string;
  options?: ChoiceOption[];
};

/** The fields the form of a new record (`create`) or of an existing one (`update`) sends. */
export function formFieldNames(kind: RecordKind, mode: FormMode): string[] {
  return Object.keys(kind.fields).filter((name) => mode === "create" || !kind.fixedFields.includes(name));
}

/** The controls of the form, with choices drawn now (the departments of the moment). */
export async function formControls(
  kind: RecordKind,
  mode: FormMode,
  record?: Record<string, unknown>,
): Promise<FormControl[]> {
  return Promise.all(
    formFieldNames(kind, mode).map(async (name) => {
      const { hintWhenAdding, requiredWhenAdding, options, ...control } = kind.fields[name]!.control;
      const adding = mode === "create";
      const { loadOptions: loaded, hintOf } = kind.fields[name]!;
      return {
        ...control,
        name,
        hint: adding ? (hintWhenAdding ?? control.hint) : record && hintOf ? hintOf(record) : control.hint,
        required: adding ? (requiredWhenAdding ?? control.required) : control.required,
        options: loaded ? await loaded() : options ? [...options] : undefined,
      };
    }),
  );
}

/** A record's values as the form's texts. */
export function recordFormValues<E extends EditableRecord>(kind: RecordKind<E>, record: E): Record<string, string> {
  const values = record as unknown as Record<string, unknown>;
  return Object.fromEntries(
    formFieldNames(kind as unknown as RecordKind, "update").map((name) => [
      name,
      kind.fields[name]!.toForm(values[name]),
    ]),
  );
}

/** The texts a new record's form starts from. */
export function emptyFormValues(kind: RecordKind, mode: FormMode = "create"): Record<string, string> {
  return Object.fromEntries(formFieldNames(kind, mode).map((name) => [name, ""]));
}

/** The form's texts as typed (what it shows again after a refusal). */
export function typedValues(kind: RecordKind, mode: FormMode, form: FormData): Record<string, string> {
  return Object.fromEntries(formFieldNames(kind, mode).map((name) => [name, String(form.get(name) ?? "")]));
}

/** The form's texts as the service's input; a field whose text means "left out" is not sent. */
export function formInput(kind: RecordKind, mode: FormMode, values: Record<string, string>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const name of formFieldNames(kind, mode)) {
    const value = kind.fields[name]!.fromForm(values[name] ?? "", mode);
    if (value !== undefined) input[name] = value;
  }
  return input;
}
