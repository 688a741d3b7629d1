import { z } from "zod";
import { createSchema, optionalText, recordId, requiredText, updateSchema } from "../reference/fields";
import { DEPARTMENT_LIMITS } from "./limits";

/**
 * What staff may give a new department or Faculty (department school), and change about one, issue
 * 13. On a change every field is optional so the API can send only what changed; `updatedAt` (the
 * version the editor started from) is always required. Messages are the field's problem alone.
 */

/** The head's email, lower-cased as the legacy import stores it; empty means no head is named. */
export const hodEmail = z
  .string({ error: "Give the head's email as text." })
  .trim()
  .toLowerCase()
  .max(DEPARTMENT_LIMITS.email, `Keep the email to ${DEPARTMENT_LIMITS.email} characters or fewer.`)
  .pipe(z.email("Enter an email like name@dseu.ac.in, or leave it empty.").or(z.literal("")))
  .nullable()
  .transform((value) => (value ? value : null));

const schoolFields = {
  name: requiredText("name", DEPARTMENT_LIMITS.name),
  nameHi: optionalText("Hindi name", DEPARTMENT_LIMITS.name),
  /** The school's departments in the order its pages list them; replaces the list. */
  departmentIds: z
    .array(recordId("Choose departments from the list."), { error: "Give the departments as a list." })
    .max(DEPARTMENT_LIMITS.departments, `Choose at most ${DEPARTMENT_LIMITS.departments} departments.`)
    .transform((ids) => [...new Set(ids)]),
};

export const departmentSchoolUpdateSchema = updateSchema("Faculty", schoolFields, "ids cannot change");

/** A new Faculty: its name at least; it lists no departments until given some. */
export const departmentSchoolCreateSchema = createSchema(schoolFields, ["name"], "the id is given by the site");

export type DepartmentSchoolUpdateInput = z.input<typeof departmentSchoolUpdateSchema>;
