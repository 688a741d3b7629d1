import type { EditableOfficeHolder } from "@/lib/office-holders/service";
import { formValues } from "@/components/admin/reference/form-state";

/** The fields the office holder form sends, by the service's names (the office key is shown, never sent). */
export const OFFICE_HOLDER_FIELDS = [
  "title",
  "titleHi",
  "name",
  "email",
  "phone",
  "position",
  "message",
  "messageHi",
] as const;

export function officeHolderFormValues(holder: EditableOfficeHolder): Record<string, string> {
  return formValues(holder, OFFICE_HOLDER_FIELDS);
}

/** The form's texts as the service's input: the position as a number (text that is none is sent as is, for the schema to refuse). */
export function officeHolderInput(values: Record<string, string>) {
  const position = values.position?.trim() ?? "";
  return { ...values, position: /^\d+$/.test(position) ? Number(position) : position };
}

/** A new office holder's fields: the office key too, and an empty position left to the service (after the others). */
export function newOfficeHolderInput(values: Record<string, string>) {
  const { position, ...fields } = officeHolderInput(values);
  return position === "" ? fields : { ...fields, position };
}
