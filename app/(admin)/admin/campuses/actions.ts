"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { actionActor } from "@/lib/auth/action-guard";
import { checkArguments, isForm, isRecord, isText } from "@/lib/http/action-arguments";
import { createCampus, deleteCampus, restoreCampusRevision, updateCampus } from "@/lib/campuses/service";
import { refusedDelete, refusedSave, restoreOutcome } from "@/components/admin/reference/save-outcome";
import { shownVersion, type RecordFormState, type RecordActionState } from "@/components/admin/reference/form-state";
import {
  CAMPUS_FORM_FIELDS,
  campusChange,
  campusFormValues,
  campusInput,
} from "@/components/admin/campuses/form-state";

/**
 * The campus form's save (of a new or an existing campus), its history's restore and the deletion:
 * one call of the service each with the signed-in staff member, answering what the form shows
 * (the saved values, messages by field, or who saved first).
 */

const CAMPUSES_PATH = "/admin/campuses";

const typed = (form: FormData) =>
  Object.fromEntries(CAMPUS_FORM_FIELDS.map((name) => [name, String(form.get(name) ?? "")]));

/** Adds the campus and opens its own page, which says it was added. */
export async function createCampusAction(state: RecordFormState, form: FormData): Promise<RecordFormState> {
  checkArguments(isRecord(state), isForm(form));
  const actor = await actionActor("Editor", "Publisher");
  const values = typed(form);
  let id: string;
  try {
    ({ id } = await createCampus(actor, campusInput(values)));
  } catch (error) {
    return refusedSave(error, { seq: state.seq + 1, values, updatedAt: state.updatedAt }, "campus");
  }
  revalidatePath(CAMPUSES_PATH, "layout");
  redirect(`${CAMPUSES_PATH}/${id}?added=1`);
}

/** Deletes the campus as of the version the page showed, then goes back to the list. */
export async function deleteCampusAction(
  id: string,
  state: RecordActionState,
  form: FormData,
): Promise<RecordActionState> {
  checkArguments(isText(id), isRecord(state), isForm(form));
  const actor = await actionActor("Editor", "Publisher");
  try {
    await deleteCampus(actor, id, { updatedAt: String(form.get("updatedAt") ?? "") });
  } catch (error) {
    return refusedDelete(error, state, "campus");
  }
  revalidatePath(CAMPUSES_PATH, "layout");
  redirect(`${CAMPUSES_PATH}?deleted=1`);
}

export async function saveCampusAction(id: string, state: RecordFormState, form: FormData): Promise<RecordFormState> {
  checkArguments(isText(id), isRecord(state), isForm(form));
  const actor = await actionActor("Editor", "Publisher");
  const values = typed(form);
  const updatedAt = shownVersion(form, state);
  const base = { seq: state.seq + 1, values, updatedAt };
  try {
    const saved = await updateCampus(actor, id, campusChange(values, updatedAt));
    revalidatePath(CAMPUSES_PATH, "layout");
    return {
      ...base,
      ok: true,
      values: campusFormValues(saved),
      updatedAt: saved.updatedAt,
      message: "Campus saved. Visitors see the new facts now.",
    };
  } catch (error) {
    return refusedSave(error, base, "campus");
  }
}

export async function restoreCampusAction(
  id: string,
  revisionId: string,
  state: RecordActionState,
): Promise<RecordActionState> {
  checkArguments(isText(id), isText(revisionId), isRecord(state));
  const actor = await actionActor("Editor", "Publisher");
  const outcome = await restoreOutcome(state, () => restoreCampusRevision(actor, id, revisionId));
  if (outcome.ok) revalidatePath(CAMPUSES_PATH, "layout");
  return outcome;
}
