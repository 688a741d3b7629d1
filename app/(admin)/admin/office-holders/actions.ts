"use server";

import { revalidatePath } from "next/cache";
import { actionActor } from "@/lib/auth/action-guard";
import { restoreOfficeHolderRevision, updateOfficeHolder } from "@/lib/office-holders/service";
import { refusedSave, restoreOutcome } from "@/components/admin/reference/save-outcome";
import { shownVersion, type RecordFormState, type RestoreState } from "@/components/admin/reference/form-state";
import {
  OFFICE_HOLDER_FIELDS,
  officeHolderFormValues,
  officeHolderInput,
} from "@/components/admin/office-holders/form-state";

/**
 * The office holder form's save and its history's restore: one service call each with the
 * signed-in staff member, answering what the form shows.
 */

const OFFICE_HOLDERS_PATH = "/admin/office-holders";

export async function saveOfficeHolderAction(
  id: string,
  state: RecordFormState,
  form: FormData,
): Promise<RecordFormState> {
  const actor = await actionActor("Editor", "Publisher");
  const values = Object.fromEntries(OFFICE_HOLDER_FIELDS.map((name) => [name, String(form.get(name) ?? "")]));
  const updatedAt = shownVersion(form, state);
  const base = { seq: state.seq + 1, values, updatedAt };
  try {
    const saved = await updateOfficeHolder(actor, id, { ...officeHolderInput(values), updatedAt });
    revalidatePath(OFFICE_HOLDERS_PATH, "layout");
    return {
      ...base,
      ok: true,
      values: officeHolderFormValues(saved),
      updatedAt: saved.updatedAt,
      message: "Office holder saved. Visitors see the change now.",
    };
  } catch (error) {
    return refusedSave(error, base, "office holder");
  }
}

export async function restoreOfficeHolderAction(
  id: string,
  revisionId: string,
  state: RestoreState,
): Promise<RestoreState> {
  const actor = await actionActor("Editor", "Publisher");
  const outcome = await restoreOutcome(state, () => restoreOfficeHolderRevision(actor, id, revisionId));
  if (outcome.ok) revalidatePath(OFFICE_HOLDERS_PATH, "layout");
  return outcome;
}
