import { fieldErrorsFromZod, type FieldErrors } from "../submissions/form-state";
import { newNoticeSchema, noticeChangesSchema } from "./schema";
import { indiaDay } from "../time";

/**
 * The staff notice form's checks in the browser. They run the same zod schemas as the API; the
 * chosen file goes through the one browser file check (lib/files/choice.ts). Nothing here may
 * import server-only code.
 */
export type NoticeFormMode = "upload" | "archive" | "edit";

/** The form's fields in page order (their names are the API's): the first with an error takes focus. */
export const NOTICE_FIELD_ORDER = [
  "fileName",
  "section",
  "pdf",
  "validUntil",
  "autoArchive",
  "endDate",
  "apply",
  "vacancies",
  "orderNumber",
  "orderDate",
] as const;

/** A schema message ("enter the title") as the form shows it ("Enter the title"). */
export function sentence(message: string): string {
  return message.charAt(0).toUpperCase() + message.slice(1);
}

/**
 * Field-level messages for the text fields, from the API's own schemas: a new notice for uploads
 * (archive uploads included), the changes of an edit. `storedValidUntil` is the edited notice's
 * current date, which auto-archiving relies on when the field is left out.
 */
export function noticeFieldErrors(
  values: Record<string, string>,
  mode: NoticeFormMode,
  storedValidUntil?: string | null,
): FieldErrors {
  // In a new notice an empty field is one not filled in ("choose a section", not "not a section");
  // in an edit it clears the field, as on the server.
  const result =
    mode === "edit"
      ? noticeChangesSchema.safeParse(values)
      : newNoticeSchema.safeParse(Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== "")));
  const errors = result.success ? {} : fieldErrorsFromZod(result.error);
  // An edit leaves out a date that was not changed: the stored one then still applies.
  const validUntil = "validUntil" in values ? values.validUntil : storedValidUntil;
  if (mode === "edit" && values.autoArchive === "true" && !validUntil) {
    errors.validUntil ??= "choose the date until which the notice stays current (auto archive is on)";
  }
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, message && sentence(message)]));
}

/**
 * The field a server failure is about (the first of its `fieldErrors` that is one of `fields`, the
 * notice form's unless told), with that field's problem. A failure about anything else (a
 * conflict, the network) belongs to the whole form, with `message`.
 */
export function fieldOfServerError(
  fieldErrors: Record<string, string>,
  message: string,
  fields: readonly string[] = NOTICE_FIELD_ORDER,
): { field?: string; message: string } {
  const field = Object.keys(fieldErrors).find((name) => fields.includes(name));
  return field ? { field, message: sentence(fieldErrors[field]!) } : { message };
}

/**
 * The day a date input shows for a stored `validUntil`: a day picked in the form is stored as the
 * end of that day in India, so the instant just before it falls on the day itself.
 */
export function validUntilInputValue(validUntil: string | null): string {
  return validUntil ? indiaDay(new Date(new Date(validUntil).getTime() - 1)) : "";
}

/** The day a date input shows for a stored `endDate` (midnight UTC of its day, as the old data has it). */
export function endDateInputValue(endDate: string | null): string {
  return endDate ? endDate.slice(0, 10) : "";
}
