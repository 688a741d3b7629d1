import { notFound } from "next/navigation";

/**
 * A server action's arguments, checked against what its own forms send (`checkArguments(isForm(form),
 * isText(id))`): a hand-made call with anything else ends with a 404, as a call of an action that
 * does not exist does. Next.js has no 400 for a server action, and an argument of the wrong kind
 * would otherwise fail inside the action, a 500 that says the site broke.
 */
export function checkArguments(...fits: boolean[]): void {
  if (fits.some((fit) => !fit)) notFound();
}

export const isForm = (value: unknown): boolean => value instanceof FormData;
export const isText = (value: unknown): boolean => typeof value === "string" && !value.includes("\u0000");
/** A form's state or a plain record of values (never a list, never null). */
export const isRecord = (value: unknown): boolean =>
  typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof FormData);
export const isWholeNumber = (value: unknown): boolean => Number.isSafeInteger(value);
