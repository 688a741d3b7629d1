"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { actionActor } from "@/lib/auth/action-guard";
import { checkArguments, isForm, isRecord, isText } from "@/lib/http/action-arguments";
import {
  createDepartment,
  deleteDepartment,
  restoreDepartmentRevision,
  updateDepartment,
} from "@/lib/departments/service";
import {
  createDepartmentSchool,
  deleteDepartmentSchool,
  restoreDepartmentSchoolRevision,
  updateDepartmentSchool,
} from "@/lib/departments/school-service";
import { refusedDelete, refusedSave, restoreOutcome } from "@/lib/records/outcome";
import { formValues, shownVersion, type RecordFormState, type RecordActionState } from "@/lib/records/form-state";
import { DEPARTMENT_FIELDS, SCHOOL_FIELDS, type SchoolFormState } from "@/lib/departments/form-state";

/**
 * The department and Faculty forms' saves (of a new or an existing record), their histories'
 * restores and their deletions: one service call each with the signed-in staff member, answering
 * what the form shows.
 */

const DEPARTMENTS_PATH = "/admin/departments";

const textValues = (form: FormData, fields: readonly string[]) =>
  Object.fromEntries(fields.map((name) => [name, String(form.get(name) ?? "")]));

/** Adds the department and opens its own form, which says it was added. */
export async function createDepartmentAction(state: RecordFormState, form: FormData): Promise<RecordFormState> {
  checkArguments(isRecord(state), isForm(form));
  const actor = await actionActor("Editor", "Publisher");
  const values = textValues(form, DEPARTMENT_FIELDS);
  let id: string;
  try {
    ({ id } = await createDepartment(actor, values));
  } catch (error) {
    return refusedSave(error, { seq: state.seq + 1, values, updatedAt: state.updatedAt }, "department");
  }
  revalidatePath(DEPARTMENTS_PATH, "layout");
  redirect(`${DEPARTMENTS_PATH}/${id}?added=1`);
}

/** Adds the Faculty and opens its own form, which says it was added. */
export async function createSchoolAction(state: SchoolFormState, form: FormData): Promise<SchoolFormState> {
  checkArguments(isRecord(state), isForm(form));
  const actor = await actionActor("Editor", "Publisher");
  const values = textValues(form, SCHOOL_FIELDS);
  const departmentIds = form.getAll("departmentIds").map(String);
  let id: string;
  try {
    ({ id } = await createDepartmentSchool(actor, { ...values, departmentIds }));
  } catch (error) {
    return refusedSave(error, { seq: state.seq + 1, values, departmentIds, updatedAt: state.updatedAt }, "Faculty");
  }
  revalidatePath(DEPARTMENTS_PATH, "layout");
  redirect(`${DEPARTMENTS_PATH}/schools/${id}?added=1`);
}

/** Deletes the department as of the version the page showed, then goes back to the list. */
export async function deleteDepartmentAction(
  id: string,
  state: RecordActionState,
  form: FormData,
): Promise<RecordActionState> {
  checkArguments(isText(id), isRecord(state), isForm(form));
  const actor = await actionActor("Editor", "Publisher");
  try {
    await deleteDepartment(actor, id, { updatedAt: String(form.get("updatedAt") ?? "") });
  } catch (error) {
    return refusedDelete(error, state, "department");
  }
  revalidatePath(DEPARTMENTS_PATH, "layout");
  redirect(`${DEPARTMENTS_PATH}?deleted=department`);
}

/** Deletes the Faculty as of the version the page showed, then goes back to the list. */
export async function deleteSchoolAction(
  id: string,
  state: RecordActionState,
  form: FormData,
): Promise<RecordActionState> {
  checkArguments(isText(id), isRecord(state), isForm(form));
  const actor = await actionActor("Editor", "Publisher");
  try {
    await deleteDepartmentSchool(actor, id, { updatedAt: String(form.get("updatedAt") ?? "") });
  } catch (error) {
    return refusedDelete(error, state, "Faculty");
  }
  revalidatePath(DEPARTMENTS_PATH, "layout");
  redirect(`${DEPARTMENTS_PATH}?deleted=faculty`);
}

export async function saveDepartmentAction(
  id: string,
  state: RecordFormState,
  form: FormData,
): Promise<RecordFormState> {
  checkArguments(isText(id), isRecord(state), isForm(form));
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
  checkArguments(isText(id), isRecord(state), isForm(form));
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
  state: RecordActionState,
): Promise<RecordActionState> {
  checkArguments(isText(id), isText(revisionId), isRecord(state));
  const actor = await actionActor("Editor", "Publisher");
  const outcome = await restoreOutcome(state, () => restoreDepartmentRevision(actor, id, revisionId));
  if (outcome.ok) revalidatePath(DEPARTMENTS_PATH, "layout");
  return outcome;
}

export async function restoreSchoolAction(
  id: string,
  revisionId: string,
  state: RecordActionState,
): Promise<RecordActionState> {
  checkArguments(isText(id), isText(revisionId), isRecord(state));
  const actor = await actionActor("Editor", "Publisher");
  const outcome = await restoreOutcome(state, () => restoreDepartmentSchoolRevision(actor, id, revisionId));
  if (outcome.ok) revalidatePath(DEPARTMENTS_PATH, "layout");
  return outcome;
}
