import { z } from "zod";
import { isId } from "../ids";
import { PROGRAM_LEVELS } from "./levels";
import { PROGRAM_LIMITS } from "./limits";

/**
 * What staff may change about a programme (issue 13): every column but the id, the timestamps and
 * the year-by-year structure (which keeps its seeded shape). Every field is optional, so the API can
 * send only what changed; `updatedAt` is the time of the version the editor started from, and is
 * always required, so a save can never overwrite a change the editor has not seen.
 *
 * Messages are the field's problem alone: the form shows them next to the field, the API prefixes
 * the field's name.
 */

const text = (label: string, max: number) =>
  z
    .string({ error: `Enter the ${label}.` })
    .trim()
    .min(1, `Enter the ${label}.`)
    .max(max, `Keep the ${label} to ${max} characters or fewer.`);

/** An optional text: empty means "none written", stored as null (the page then shows the English or "not available"). */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `Give the ${label} as text.` })
    .trim()
    .max(max, `Keep the ${label} to ${max} characters or fewer.`)
    .nullable()
    .transform((value) => (value ? value : null));

const id = (message: string) => z.string({ error: message }).refine(isId, message);

export const programUpdateSchema = z
  .strictObject(
    {
      name: text("name", PROGRAM_LIMITS.name),
      nameHi: optionalText("Hindi name", PROGRAM_LIMITS.name),
      code: text("code", PROGRAM_LIMITS.code).regex(
        /^[A-Za-z0-9][A-Za-z0-9-]*$/,
        "Use letters, digits and hyphens, like BTECH-CSE.",
      ),
      level: z.enum(PROGRAM_LEVELS, { error: `Choose one of ${PROGRAM_LEVELS.join(", ")}.` }),
      duration: text("duration", PROGRAM_LIMITS.duration),
      mode: text("mode", PROGRAM_LIMITS.mode),
      description: optionalText("description", PROGRAM_LIMITS.description).transform((value) => value ?? ""),
      descriptionHi: optionalText("Hindi description", PROGRAM_LIMITS.description),
      eligibility: optionalText("eligibility", PROGRAM_LIMITS.eligibility).transform((value) => value ?? ""),
      eligibilityHi: optionalText("Hindi eligibility", PROGRAM_LIMITS.eligibility),
      fees: optionalText("fees", PROGRAM_LIMITS.fees),
      departmentId: id("Choose a department from the list.")
        .nullable()
        .or(z.literal("").transform(() => null)),
      campusIds: z
        .array(id("Choose campuses from the list."), { error: "Give the campuses as a list." })
        .max(PROGRAM_LIMITS.campuses, `Choose at most ${PROGRAM_LIMITS.campuses} campuses.`)
        .transform((ids) => [...new Set(ids)]),
      updatedAt: z.iso.datetime({
        offset: true,
        error: "Send the updatedAt of the version you edited (reload the programme to get it).",
      }),
    },
    {
      error: (issue) =>
        issue.code === "unrecognized_keys"
          ? `There is no field ${issue.keys.join(", ")} (the year-by-year structure and ids cannot change here).`
          : "Send the changes as an object.",
    },
  )
  .partial()
  .required({ updatedAt: true });

export type ProgramUpdateInput = z.input<typeof programUpdateSchema>;
export type ProgramUpdate = z.output<typeof programUpdateSchema>;
