/**
 * The campus form's fields and values, shared by the server action and the client form (so no
 * server-only code). The lists (programmes, labs) are edited as one entry a line.
 */
import { formValues } from "@/components/admin/reference/form-state";
import type { CampusCreateInput, CampusUpdateInput } from "@/lib/campuses/schema";
import type { EditableCampus } from "@/lib/campuses/service";

/** The fields the form sends, by the service's names. */
export const CAMPUS_FORM_FIELDS = [
  "name",
  "nameHi",
  "zone",
  "address",
  "addressHi",
  "mapUrl",
  "photoUrl",
  "director",
  "directorEmail",
  "directorMessage",
  "directorMessageHi",
  "about",
  "aboutHi",
  "programmesOffered",
  "labs",
] as const;

const LIST_FIELDS = ["programmesOffered", "labs"] as const;

/** A campus's fields as the form's text values: null is an empty field, a list is one entry a line. */
export function campusFormValues(campus: EditableCampus): Record<string, string> {
  return formValues(
    { ...campus, programmesOffered: campus.programmesOffered.join("\n"), labs: campus.labs.join("\n") },
    CAMPUS_FORM_FIELDS,
  );
}

/** The form's values as a new campus's fields: each list split into its lines (blank lines are dropped by the schema). */
export function campusInput(values: Record<string, string>): CampusCreateInput {
  const lists = Object.fromEntries(LIST_FIELDS.map((name) => [name, (values[name] ?? "").split(/\r?\n/)]));
  return { ...values, ...lists } as CampusCreateInput;
}

/** The form's values as the service's change of an existing campus. */
export function campusChange(values: Record<string, string>, updatedAt: string): CampusUpdateInput {
  return { ...campusInput(values), updatedAt } as CampusUpdateInput;
}
