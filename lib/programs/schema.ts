import { z } from "zod";
import {
  blankableText,
  createSchema,
  optionalText,
  recordId,
  requiredText as text,
  updateSchema,
} from "../reference/fields";
import { PROGRAM_LEVELS } from "./levels";
import { PROGRAM_LIMITS } from "./limits";
import { hrefSchema } from "../content/links";
import { PROGRAM_YEAR_KEYS } from "./years";

/**
 * What staff may change about a programme (issue 13): every column but the id and the timestamps. Every field is optional, so the API can
 * send only what changed; `updatedAt` is the time of the version the editor started from, and is
 * always required, so a save can never overwrite a change the editor has not seen.
 *
 * Messages are the field's problem alone: the form shows them next to the field, the API prefixes
 * the field's name.
 */

/** One year of the structure: its credits, the award on leaving after it, and its curriculum link (may be empty). */
const yearSchema = z.strictObject({
  year_credit_text: blankableText("credits", PROGRAM_LIMITS.yearText),
  year_exit_text: blankableText("exit award", PROGRAM_LIMITS.yearText),
  year_syllabus_link: hrefSchema.or(z.literal("")),
});

/** The year-by-year table; null (or no year) means none is published and the programme card is not a link. */
const yearsSchema = z
  .strictObject(
    Object.fromEntries(PROGRAM_YEAR_KEYS.map((key) => [key, yearSchema.optional()])) as Record<
      (typeof PROGRAM_YEAR_KEYS)[number],
      z.ZodOptional<typeof yearSchema>
    >,
  )
  .nullable()
  .transform((years) => (years && Object.values(years).some(Boolean) ? years : null));

const programFields = {
  name: text("name", PROGRAM_LIMITS.name),
  nameHi: optionalText("Hindi name", PROGRAM_LIMITS.name),
  code: text("code", PROGRAM_LIMITS.code).regex(
    /^[A-Za-z0-9][A-Za-z0-9-]*$/,
    "Use letters, digits and hyphens, like BTECH-CSE.",
  ),
  level: z.enum(PROGRAM_LEVELS, { error: `Choose one of ${PROGRAM_LEVELS.join(", ")}.` }),
  duration: text("duration", PROGRAM_LIMITS.duration),
  mode: text("mode", PROGRAM_LIMITS.mode),
  description: blankableText("description", PROGRAM_LIMITS.description),
  descriptionHi: optionalText("Hindi description", PROGRAM_LIMITS.description),
  eligibility: blankableText("eligibility", PROGRAM_LIMITS.eligibility),
  eligibilityHi: optionalText("Hindi eligibility", PROGRAM_LIMITS.eligibility),
  fees: optionalText("fees", PROGRAM_LIMITS.fees),
  seats: z
    .number({ error: "Give the seats as a whole number." })
    .int("Give the seats as a whole number.")
    .min(1, "Give at least 1 seat, or leave the seats empty.")
    .max(PROGRAM_LIMITS.seats, `Give at most ${PROGRAM_LIMITS.seats} seats.`)
    .nullable(),
  departmentId: recordId("Choose a department from the list.")
    .nullable()
    .or(z.literal("").transform(() => null)),
  campusIds: z
    .array(recordId("Choose campuses from the list."), { error: "Give the campuses as a list." })
    .max(PROGRAM_LIMITS.campuses, `Choose at most ${PROGRAM_LIMITS.campuses} campuses.`)
    .transform((ids) => [...new Set(ids)]),
  years: yearsSchema,
};

export const programUpdateSchema = updateSchema("programme", programFields, "ids cannot change");

/** A new programme: its name, code, level and duration at least; the rest may follow. */
export const programCreateSchema = createSchema(
  programFields,
  ["name", "code", "level", "duration"],
  "the id is given by the site",
);

export type ProgramUpdateInput = z.input<typeof programUpdateSchema>;
export type ProgramUpdate = z.output<typeof programUpdateSchema>;
