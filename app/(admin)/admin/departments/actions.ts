"use server";

import { revalidatePath } from "next/cache";
import { actionActor } from "@/lib/auth/action-guard";
import { restoreDepartmentRevision, updateDepartment } from "@/lib/departments/service";
import { restoreDepartmentSchoolRevision, updateDepartmentSchool } from "@/lib/departments/school-service";
import { refusedSave, restoreOutcome } from "@/components/admin/reference/save-outcome";
import {
  formValues,
  shownVersion,
  type RecordFormState,
  type RestoreState,
} from "@/components/admin/reference/form-state";
import { DEPARTMENT_FIELDS, SCHOOL_FIELDS, type SchoolFormState } from "@/components/admin/departments/form-state";

/**
 * The department and Faculty forms' saves and their histories' restores: one service call each
 * with the signed-in staff member, answering what the form shows.
 */

const DEPARTMENTS_PATH = "/admin/departments";

const textValues = (form: FormData, fields: readonly string[]) =>
  Object.fromEntries(fields.map((name) => [name, String(form.get(name) ?? "")]));

export async function saveDepartmentAction(
  id: string,
  state: RecordFormState,
  form: FormData,
): Promise<RecordFormState> {
  const actor = await actionActor("Editor", "Publisher");
  const values = textValues(form, DEPARTMENT_FIELDS);
  const updatedAt = shownVersion(form, state);
  const base = { seq: state.seq + 1, values, updatedAt };
  try {
    const saved = await updateDepartment(actor, id, { ...values, updatedAt });
    revalidatePath(DEPARTMENTS_PATH, "layout");
    return {
      ...base,
      ok: true,
      values: formValues(saved, DEPARTMENT_FIELDS),
      updatedAt: saved.updatedAt,
      message: "Department saved. Visitors see the change now.",
    };
  } catch (error) {
    return refusedSave(error, base, "department");
  }
}

export async function saveSchoolAction(id: string, state: SchoolFormState, form: FormData): Promise<SchoolFormState> {
  const actor = await actionActor("Editor", "Publisher");
  const values = textValues(form, SCHOOL_FIELDS);
  const departmentIds = form.getAll("departmentIds").map(String);
  const updatedAt = shownVersion(form, state);
  const base = { seq: state.seq + 1, values, departmentIds, updatedAt };
  try {
    const saved = await updateDepartmentSchool(actor, id, { ...values, departmentIds, updatedAt });
    revalidatePath(DEPARTMENTS_PATH, "layout");
    return {
      ...base,
      ok: true,
      values: formValues(saved, SCHOOL_FIELDS),
      departmentIds: saved.departmentIds,
      updatedAt: saved.updatedAt,
      message: "Faculty saved. Visitors see the change now.",
    };
  } catch (error) {
    return refusedSave(error, base, "Faculty");
  }
}

export async function restoreDepartmentAction(
  id: string,
  revisionId: string,
  state: RestoreState,
): Promise<RestoreState> {
  const actor = await actionActor("Editor", "Publisher");
  const outcome = await restoreOutcome(state, () => restoreDepartmentRevision(actor, id, revisionId));
  if (outcome.ok) revalidatePath(DEPARTMENTS_PATH, "layout");
  return outcome;
}

export async function restoreSchoolAction(id: string, revisionId: string, state: RestoreState): Promise<RestoreState> {
  const actor = await actionActor("Editor", "Publisher");
  const outcome = await restoreOutcome(state, () => restoreDepartmentSchoolRevision(actor, id, revisionId));
  if (outcome.ok) revalidatePath(DEPARTMENTS_PATH, "layout");
  return outcome;
}
