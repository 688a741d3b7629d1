import { z } from "zod";
import { RESULT_CATEGORIES, RESULT_STATUSES } from "./vocabulary";
import { paginationSchema } from "../http/query";
import { DOB_FORMAT_MESSAGE, normalizeDob } from "./dob";
import { DECISIONS } from "./rules";
import { reasonSchema } from "./staff-forms";

/** zod schemas of the admission-results domain: the candidate's forms, the staff API, the import. */
export const candidateEmailSchema = z
  .string({ message: "Enter the email address of your admission form." })
  .trim()
  .min(1, "Enter the email address of your admission form.")
  .max(254, "This email address is too long.")
  .toLowerCase()
  .pipe(z.email({ message: "Enter a valid email address, like name@example.com." }));

export const dobSchema = z
  .string({ message: "Enter your date of birth." })
  .trim()
  .min(1, "Enter your date of birth.")
  .transform((value, ctx) => {
    const normalized = normalizeDob(value);
    if (!normalized) {
      ctx.addIssue({ code: "custom", message: DOB_FORMAT_MESSAGE });
      return z.NEVER;
    }
    return normalized;
  });

export const lookupSchema = z.object({ email: candidateEmailSchema, dob: dobSchema });
export type LookupCredentials = z.output<typeof lookupSchema>;

export const decisionSchema = z.object({
  status: z.enum(DECISIONS, { message: `status must be one of ${DECISIONS.join(", ")}.` }),
});

export const overrideSchema = z.object({
  status: z.enum(RESULT_STATUSES, { message: `status must be one of ${RESULT_STATUSES.join(", ")}.` }),
  reason: reasonSchema,
});
export type OverrideInput = z.input<typeof overrideSchema>;

const optionalDate = z
  .union([
    z.iso.datetime({ offset: true, message: "must be an ISO date-time, like 2025-07-23T00:00:00+05:30" }),
    z.null(),
  ])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === null ? null : new Date(v)));

export const roundUpdateSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(3, "title must be at least 3 characters")
      .max(200, "title can be at most 200 characters")
      .optional(),
    startsAt: optionalDate,
    endsAt: optionalDate,
    windowOpen: z.boolean({ message: "windowOpen must be true or false" }).optional(),
    confirmationPdfUrl: z
      .string()
      .trim()
      .max(500, "confirmationPdfUrl can be at most 500 characters")
      .refine(
        (v) => v === "" || v.startsWith("/") || /^https:\/\//.test(v),
        "confirmationPdfUrl must be a site path (/files/…) or an https:// address",
      )
      .optional(),
  })
  .strict()
  .refine((v) => !(v.startsAt && v.endsAt) || v.startsAt.getTime() <= v.endsAt.getTime(), {
    message: "endsAt must not be before startsAt",
    path: ["endsAt"],
  });
export type RoundUpdate = z.input<typeof roundUpdateSchema>;

const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);
const optionalText = z.preprocess(
  emptyAsUndefined,
  z.string().trim().max(200, "filters can be at most 200 characters").optional(),
);

export const resultFilterSchema = z.object({
  category: z.preprocess(
    emptyAsUndefined,
    z.enum(RESULT_CATEGORIES, { message: `category must be one of ${RESULT_CATEGORIES.join(", ")}` }).optional(),
  ),
  round: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ message: "round must be 1 to 4" })
      .int("round must be 1 to 4")
      .min(1, "round must be 1 to 4")
      .max(4, "round must be 1 to 4")
      .optional(),
  ),
  status: z.preprocess(
    emptyAsUndefined,
    z.enum(RESULT_STATUSES, { message: `status must be one of ${RESULT_STATUSES.join(", ")}` }).optional(),
  ),
  campus: optionalText,
  program: optionalText,
  registeredCategory: optionalText,
  /** Part of a name or a form number. */
  q: optionalText,
});
export type ResultFilter = z.output<typeof resultFilterSchema>;

export const resultListSchema = resultFilterSchema.extend(paginationSchema.shape);
export type ResultListQuery = z.output<typeof resultListSchema>;

export const roundParamsSchema = z.object({
  category: z.enum(RESULT_CATEGORIES, { message: `category must be one of ${RESULT_CATEGORIES.join(", ")}` }),
  round: z.coerce
    .number({ message: "round must be 1 to 4" })
    .int("round must be 1 to 4")
    .min(1, "round must be 1 to 4")
    .max(4, "round must be 1 to 4"),
});

export const importQuerySchema = roundParamsSchema.extend({
  dryRun: z.preprocess((v) => v === "1" || v === "true", z.boolean()),
});
