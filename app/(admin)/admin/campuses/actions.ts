"use server";

import { revalidatePath } from "next/cache";
import { actionActor } from "@/lib/auth/action-guard";
import { restoreCampusRevision, updateCampus } from "@/lib/campuses/service";
import { refusedSave, restoreOutcome } from "@/components/admin/reference/save-outcome";
import { shownVersion, type RecordFormState, type RestoreState } from "@/components/admin/reference/form-state";
import { CAMPUS_FORM_FIELDS, campusChange, campusFormValues } from "@/components/admin/campuses/form-state";

/**
 * The campus page's save and restore: one call of the service with the signed-in staff member,
 * answering what the form shows (the saved values, messages by field, or who saved first).
 */

const CAMPUSES_PATH = "/admin/campuses";

export async function saveCampusAction(id: string, state: RecordFormState, form: FormData): Promise<RecordFormState> {
  const actor = await actionActor("Editor", "Publisher");
  const values = Object.fromEntries(CAMPUS_FORM_FIELDS.map((name) => [name, String(form.get(name) ?? "")]));
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

export async function restoreCampusAction(id: string, revisionId: string, state: RestoreState): Promise<RestoreState> {
  const actor = await actionActor("Editor", "Publisher");
  const outcome = await restoreOutcome(state, () => restoreCampusRevision(actor, id, revisionId));
  if (outcome.ok) revalidatePath(CAMPUSES_PATH, "layout");
  return outcome;
}
