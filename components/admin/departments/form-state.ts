/**
 * What the department and Faculty forms hold, shared by their server actions and the client
 * forms (so no server-only code).
 */
import type { RecordFormState } from "@/components/admin/reference/form-state";
import type { RecordRevision } from "@/lib/reference/records";

/** The department form's fields, by the service's names. */
export const DEPARTMENT_FIELDS = ["name", "nameHi", "hod"] as const;

/** The Faculty form's text fields; its departments are a list of their own. */
export const SCHOOL_FIELDS = ["name", "nameHi"] as const;

/** A Faculty form also holds its departments in order (what was saved, or what was chosen). */
export type SchoolFormState = RecordFormState & { departmentIds: string[] };

/**
 * The key of a record's form: it changes when a revision is restored (the form then shows the
 * restored values), but not on the form's own save, whose answer (the saved message and toast)
 * would be lost if the save's new updatedAt remounted the form.
 */
export function formKey(revisions: readonly Pick<RecordRevision, "id" | "action">[]): string {
  return revisions.find((revision) => revision.action === "restore")?.id ?? "as-kept";
}
