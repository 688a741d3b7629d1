import type { z } from "zod";
import { ENGLISH_FORM_FRAME, errorCountIn, type FormFrameWords } from "./form-words";

/**
 * What a form's server action answers, and what the form shows: field-level messages (with the
 * values typed, so nothing is lost), a message for the whole form, or the reference number.
 * Shared by the browser and the server.
 */
export type FieldErrors = Partial<Record<string, string>>;

export type FormState =
  | { status: "idle" }
  | { status: "invalid"; message: string; fieldErrors: FieldErrors; values: Record<string, string> }
  | { status: "error"; message: string; values: Record<string, string> }
  | { status: "success"; message: string; reference: string };

export const IDLE: FormState = { status: "idle" };

/** The first message of each field, keyed by the field's name. */
export function fieldErrorsFromZod(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The fields in the form's order that have an error: the first is the one to focus. */
export function fieldsWithErrors(errors: FieldErrors, order: readonly string[]): string[] {
  return order.filter((field) => errors[field]);
}

/** The summary's count of fields in error, in English unless other words are given. */
export function errorCountMessage(count: number, frame: FormFrameWords = ENGLISH_FORM_FRAME): string {
  return errorCountIn(frame, count);
}

/** The text values of a submitted form (files are left out), to show them again after an error. */
export function textValues(formData: FormData, fields: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of fields) {
    const value = formData.get(field);
    if (typeof value === "string") values[field] = value;
  }
  return values;
}

/** The form's entries as a plain object for a schema: text fields as strings, files as files. */
export function formEntries(
  formData: FormData,
  fields: readonly string[],
): Record<string, FormDataEntryValue | undefined> {
  return Object.fromEntries(fields.map((field) => [field, formData.get(field) ?? undefined]));
}

/** A form's browser-side check: its schema over the submitted fields, as field-level messages (none means "send it"). */
export function schemaValidator(schema: z.ZodType, fields: readonly string[]): (data: FormData) => FieldErrors {
  return (data) => {
    const result = schema.safeParse(formEntries(data, fields));
    return result.success ? {} : fieldErrorsFromZod(result.error);
  };
}
