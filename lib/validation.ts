import type { z } from "zod";
import { ValidationError } from "./errors";

/** Parses input with a zod schema; the first problem becomes a ValidationError naming its field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join(".") || undefined;
  throw new ValidationError(issue ? (field ? `${field}: ${issue.message}` : issue.message) : "Invalid input.", field);
}

/** True for an absolute https:// address (links that pages show or embed must not be http: or javascript:). */
export function isHttpsUrl(text: string): boolean {
  try {
    return new URL(text).protocol === "https:";
  } catch {
    return false;
  }
}
