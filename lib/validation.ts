import type { z } from "zod";
import { ValidationError, type FieldErrorMap } from "./errors";

/**
 * Parses input with a zod schema. A failure is a ValidationError whose message names the first
 * problem ("<field>: <problem>", the API's text) and whose `fieldErrors` hold the first problem of
 * every field, for forms.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fieldErrors: FieldErrorMap = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join(".");
    if (field) fieldErrors[field] ??= issue.message;
  }
  const first = result.error.issues[0];
  const field = first?.path.join(".");
  throw new ValidationError(
    first ? (field ? `${field}: ${first.message}` : first.message) : "Invalid input.",
    fieldErrors,
  );
}

/** True for an absolute https:// address (links that pages show or embed must not be http: or javascript:). */
export function isHttpsUrl(text: string): boolean {
  try {
    return new URL(text).protocol === "https:";
  } catch {
    return false;
  }
}
