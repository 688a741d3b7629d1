import { z } from "zod";
import { ValidationError } from "../errors";
import { parseInput } from "../validation";

// Browser code reads this module (the list schemas' pagination): it must not import the configuration.
export const NUL_MESSAGE = "The request must not contain NUL characters.";

/**
 * Query parameters as an object; `+` and `%20` both decode to a space (old clients send both). A
 * NUL character in a name or value is refused (400): PostgreSQL cannot compare text holding one.
 */
export function queryObject(request: Request): Record<string, string> {
  const { searchParams } = new URL(request.url);
  const entries = [...searchParams.entries()];
  if (entries.some(([name, value]) => name.includes("\u0000") || value.includes("\u0000")))
    throw new ValidationError(NUL_MESSAGE);
  return Object.fromEntries(entries);
}

/**
 * Text a visitor typed into a search box, as the pages read it leniently: control characters (NUL
 * among them, which PostgreSQL cannot compare) become spaces, runs of spaces become one, and it is
 * cut to `maxLength` characters.
 */
export function freeText(raw: string | undefined, maxLength: number): string {
  return spacedText(raw ?? "")
    .trim()
    .slice(0, maxLength);
}

/** Control characters and runs of white space as one space each. */
export function spacedText(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f-\u009f\s]+/g, " ");
}

export const paginationSchema = z.object({
  page: z.coerce
    .number({ message: "page must be a whole number" })
    .int("page must be a whole number")
    .min(1, "page must be 1 or more")
    .default(1),
  limit: z.coerce
    .number({ message: "limit must be a whole number" })
    .int("limit must be a whole number")
    .min(1, "limit must be between 1 and 1000")
    .max(1000, "limit must be between 1 and 1000")
    .default(10),
});

export function parseQuery<S extends z.ZodType>(schema: S, request: Request): z.output<S> {
  return parseInput(schema, queryObject(request));
}

export function paginationMetadata(page: number, limit: number, totalItems: number) {
  return { page, totalPages: Math.ceil(totalItems / limit), totalItems };
}
