/**
 * What the programme form shows after a save: the values it holds (what was saved, or what was
 * typed when the save failed), the updatedAt its next save starts from, and any message by field.
 * Shared by the server action and the client form, so no server-only code.
 */
import type { EditableProgram } from "@/lib/programs/service";

export type ProgramFormState = {
  ok?: boolean;
  /** Bumped on every answer, so the form shows a toast for each save, not only the first. */
  seq: number;
  message?: string;
  conflict?: boolean;
  fieldErrors?: Record<string, string>;
  values: Record<string, string>;
  campusIds: string[];
  updatedAt: string;
};

/** The fields the form sends as text (the campuses are check boxes), by the service's names. */
export const PROGRAM_TEXT_FIELDS = [
  "name",
  "nameHi",
  "code",
  "level",
  "duration",
  "mode",
  "fees",
  "departmentId",
  "eligibility",
  "eligibilityHi",
  "description",
  "descriptionHi",
] as const;

/** A programme's fields as the form's text values (null, for "none written", is an empty field). */
export function programFormValues(program: EditableProgram): Record<string, string> {
  return Object.fromEntries(PROGRAM_TEXT_FIELDS.map((name) => [name, program[name] ?? ""]));
}
