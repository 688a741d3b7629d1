import { z } from "zod";
import { fromIndiaWallClock, indiaWallClock } from "../time";

/**
 * The admissions staff's forms (a round's settings, a status override), checked in the browser
 * with field-level messages before anything is sent; the API checks the same again. Plain zod, so
 * client components can import it without the database schema.
 */

const LOCAL_INPUT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** An ISO instant as the value of a datetime-local input, in India time ("2025-07-23T09:00"). */
export function toIndiaInput(iso: string | null): string {
  if (!iso) return "";
  return indiaWallClock(iso);
}

/** A datetime-local value read as India time, as the API's ISO date-time with offset; "" is no date. */
export function fromIndiaInput(value: string): string | null {
  return value ? fromIndiaWallClock(value) : null;
}

export const reasonSchema = z
  .string({ message: "A reason is required for a status change." })
  .trim()
  .min(3, "A reason is required for a status change (at least 3 characters).")
  .max(500, "The reason can be at most 500 characters.");

const dateInput = (label: string) =>
  z
    .string()
    .trim()
    .refine(
      (v) => v === "" || (LOCAL_INPUT.test(v) && !Number.isNaN(Date.parse(fromIndiaWallClock(v)))),
      `Enter the ${label} as a date and time.`,
    );

export const roundFormSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(3, "Enter a title of at least 3 characters.")
      .max(200, "The title can be at most 200 characters."),
    startsAt: dateInput("opening date"),
    endsAt: dateInput("closing date"),
    window: z.enum(["open", "closed"], { message: "Choose whether the decision window is open or closed." }),
    pdfLink: z
      .string()
      .trim()
      .max(500, "The link can be at most 500 characters.")
      .refine(
        (v) => v === "" || v.startsWith("/") || /^https:\/\/\S+$/.test(v),
        "Enter a path on this site (/files/…) or an https:// address.",
      ),
  })
  .refine(
    (v) =>
      !v.startsAt ||
      !v.endsAt ||
      Date.parse(fromIndiaWallClock(v.startsAt)) <= Date.parse(fromIndiaWallClock(v.endsAt)),
    {
      message: "The window cannot close before it opens.",
      path: ["endsAt"],
    },
  )
  // Candidates decide only inside the window's dates (lib/admissions/window.ts): an open window needs both.
  .refine((v) => v.window !== "open" || (v.startsAt !== "" && v.endsAt !== ""), {
    message: "Set the opening and closing dates before opening the window.",
    path: ["window"],
  });

export type RoundFormValues = z.input<typeof roundFormSchema>;
export type RoundFormField = keyof RoundFormValues;
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** The body of PATCH /results/rounds/{category}/{round} for valid values, or the first message of each field. */
export function checkRoundForm(values: RoundFormValues):
  | {
      ok: true;
      changes: {
        title: string;
        startsAt: string | null;
        endsAt: string | null;
        windowOpen: boolean;
        confirmationPdfUrl: string;
      };
    }
  | { ok: false; errors: FieldErrors<RoundFormField> } {
  const parsed = roundFormSchema.safeParse(values);
  if (!parsed.success) return { ok: false, errors: firstErrors<RoundFormField>(parsed.error) };
  const v = parsed.data;
  return {
    ok: true,
    changes: {
      title: v.title,
      startsAt: fromIndiaInput(v.startsAt),
      endsAt: fromIndiaInput(v.endsAt),
      windowOpen: v.window === "open",
      confirmationPdfUrl: v.pdfLink,
    },
  };
}

export function firstErrors<F extends string>(error: z.ZodError): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0]) as F;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The first of an API failure's `fieldErrors` that the form shows (`fields`: API field → form field), as that field's message. */
export function fieldOfApiErrors<F extends string>(
  fieldErrors: Record<string, string>,
  fields: Record<string, F>,
): FieldErrors<F> | undefined {
  const name = Object.keys(fieldErrors).find((key) => fields[key] !== undefined);
  return name ? ({ [fields[name]!]: fieldErrors[name] } as FieldErrors<F>) : undefined;
}
