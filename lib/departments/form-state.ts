/**
 * What the department and Faculty forms hold, shared by their server actions and the client
 * forms (so no server-only code).
 */
import type { RecordFormState } from "@/lib/records/form-state";

/** The department form's fields, by the service's names. */
export const DEPARTMENT_FIELDS = ["name", "nameHi", "hod"] as const;

/** The Faculty form's text fields; its departments are a list of their own. */
export const SCHOOL_FIELDS = ["name", "nameHi"] as const;

/** A Faculty form also holds its departments in order (what was saved, or what was chosen). */
export type SchoolFormState = RecordFormState & { departmentIds: string[] };
