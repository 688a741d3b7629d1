import type { EditableProgram } from "@/lib/programs/service";
import { PROGRAM_YEAR_KEYS } from "@/lib/programs/years";
import { formValues, type RecordFormState } from "@/lib/records/form-state";

/** The programme form's state: the shared one plus the campuses it runs at (check boxes). */
export type ProgramFormState = RecordFormState & { campusIds: string[] };

/** The fields the form sends as text, by the service's names. */
export const PROGRAM_TEXT_FIELDS = [
  "name",
  "nameHi",
  "code",
  "level",
  "duration",
  "mode",
  "fees",
  "seats",
  "departmentId",
  "eligibility",
  "eligibilityHi",
  "description",
  "descriptionHi",
] as const;

/** The three texts of each year of the structure, as form fields named `years.year1.year_credit_text`. */
export const YEAR_FIELDS = ["year_credit_text", "year_exit_text", "year_syllabus_link"] as const;
export const yearFieldName = (year: string, field: string) => `years.${year}.${field}`;
export const YEAR_FIELD_NAMES = PROGRAM_YEAR_KEYS.flatMap((year) =>
  YEAR_FIELDS.map((field) => yearFieldName(year, field)),
);

/** A programme's fields as the form's text values. */
export function programFormValues(program: EditableProgram): Record<string, string> {
  const years = Object.fromEntries(
    PROGRAM_YEAR_KEYS.flatMap((year) =>
      YEAR_FIELDS.map((field) => [yearFieldName(year, field), program.years?.[year]?.[field] ?? ""]),
    ),
  );
  return { ...formValues(program, PROGRAM_TEXT_FIELDS), ...years };
}

/**
 * The form's texts as the service's input: the seats as a number (or null when empty, text that is
 * no number is sent as is for the schema to refuse), and the years that have any text.
 */
export function programInput(values: Record<string, string>, campusIds: string[]) {
  const seats = values.seats?.trim() ?? "";
  const years = Object.fromEntries(
    PROGRAM_YEAR_KEYS.flatMap((year) => {
      const fields = Object.fromEntries(YEAR_FIELDS.map((field) => [field, values[yearFieldName(year, field)] ?? ""]));
      return Object.values(fields).some((text) => text.trim()) ? [[year, fields]] : [];
    }),
  );
  const text = Object.fromEntries(
    PROGRAM_TEXT_FIELDS.filter((name) => name !== "seats").map((name) => [name, values[name] ?? ""]),
  );
  return {
    ...text,
    seats: seats === "" ? null : /^\d+$/.test(seats) ? Number(seats) : seats,
    years: Object.keys(years).length ? years : null,
    campusIds,
  };
}
