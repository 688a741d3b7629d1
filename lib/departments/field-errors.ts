import { ValidationError } from "../errors";

/** Throws the collected field errors, the first one in the message (as parseInput does); nothing when none. */
export function throwFieldErrors(fieldErrors: Record<string, string>): void {
  const [field, message] = Object.entries(fieldErrors)[0] ?? [];
  if (field) throw new ValidationError(`${field}: ${message}`, fieldErrors);
}
