import { z } from "zod";
import { isId } from "../ids";

/**
 * The field rules every reference record's update schema is built from. Messages are the field's
 * problem alone: the staff form shows them next to the field, the API prefixes the field's name.
 */

export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `Enter the ${label}.` })
    .trim()
    .min(1, `Enter the ${label}.`)
    .max(max, `Keep the ${label} to ${max} characters or fewer.`);

/** An optional text: empty means "none written", stored as null (the page then shows the English or nothing). */
export const optionalText = (label: string, max: number) =>
  z
    .string({ error: `Give the ${label} as text.` })
    .trim()
    .max(max, `Keep the ${label} to ${max} characters or fewer.`)
    .nullable()
    .transform((value) => (value ? value : null));

/** An optional text kept in a NOT NULL column: empty is stored as "". */
export const blankableText = (label: string, max: number) => optionalText(label, max).transform((value) => value ?? "");

export const recordId = (message: string) => z.string({ error: message }).refine(isId, message);

/** The updatedAt of the version the editor started from; every update names it. */
export const editedVersion = (noun: string) =>
  z.iso.datetime({
    offset: true,
    error: `Send the updatedAt of the version you edited (reload the ${noun} to get it).`,
  });

/** A strict record's refusal: a field it does not have is named, with why it is not there. */
const strictFieldsError = (fixedNote: string, notAnObject: string) => (issue: z.core.$ZodRawIssue) =>
  issue.code === "unrecognized_keys" ? `There is no field ${issue.keys.join(", ")} (${fixedNote}).` : notAnObject;

/**
 * A strict object of optional fields plus the required `updatedAt`: the API may send only what
 * changed, and a field the record does not have is named in the refusal.
 */
export function updateSchema<T extends z.ZodRawShape>(noun: string, shape: T, fixedNote: string) {
  return z
    .strictObject(
      { ...shape, updatedAt: editedVersion(noun) },
      { error: strictFieldsError(fixedNote, "Send the changes as an object.") },
    )
    .partial()
    .required({ updatedAt: true });
}

/**
 * A new record: the same fields as its update schema, strict, with those it cannot do without
 * required; the others may be left out and take the column's default.
 */
export function createSchema<T extends Record<string, z.ZodType>, K extends keyof T & string>(
  shape: T,
  required: readonly K[],
  fixedNote: string,
) {
  const fields = Object.fromEntries(
    Object.entries(shape).map(([key, field]) => [key, required.includes(key as K) ? field : field.optional()]),
  ) as { [P in keyof T]: P extends K ? T[P] : z.ZodOptional<T[P]> };
  return z.strictObject(fields, { error: strictFieldsError(fixedNote, "Send the record as an object.") });
}

/** A deletion names the version the editor saw, so a change made since is never lost unseen. */
export const deleteSchema = (noun: string) => z.object({ updatedAt: editedVersion(noun) });
