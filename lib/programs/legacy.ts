import { z } from "zod";
import type { ProgramRecord } from "./queries";
import type { ProgramLevel } from "./levels";

/** Level names as the old API spelt them. */
export const LEGACY_LEVEL: Record<ProgramLevel, "Diploma" | "UG" | "PG"> = { DIPLOMA: "Diploma", UG: "UG", PG: "PG" };

const yearSchema = z.object({
  year_credit_text: z.string(),
  year_exit_text: z.string(),
  year_syllabus_link: z.string(),
});

/** A programme in the old API's shape; `years` is omitted when there is no detail (cards are then not links). */
export const legacyProgramSchema = z.object({
  _id: z.string(),
  name: z.string(),
  code: z.string(),
  programLevel: z.enum(["Diploma", "UG", "PG"]),
  duration: z.string(),
  mode: z.string(),
  years: z.record(z.string(), yearSchema).optional(),
  department: z.object({ _id: z.string(), name: z.string(), hod: z.string().nullable() }).nullable(),
});
export type LegacyProgram = z.infer<typeof legacyProgramSchema>;

export function toLegacyProgram(program: ProgramRecord): LegacyProgram {
  return {
    _id: program.id,
    name: program.name,
    code: program.code,
    programLevel: LEGACY_LEVEL[program.level],
    duration: program.duration,
    mode: program.mode,
    ...(program.years ? { years: program.years } : {}),
    department: program.department
      ? { _id: program.department.id, name: program.department.name, hod: program.department.hod }
      : null,
  };
}
