"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { actionActor } from "@/lib/auth/action-guard";
import { checkArguments, isForm, isRecord, isText } from "@/lib/http/action-arguments";
import {
  createOfficeHolder,
  deleteOfficeHolder,
  restoreOfficeHolderRevision,
  updateOfficeHolder,
} from "@/lib/office-holders/service";
import { refusedDelete, refusedSave, restoreOutcome } from "@/components/admin/reference/save-outcome";
import { shownVersion, type RecordFormState, type RecordActionState } from "@/components/admin/reference/form-state";
import {
  OFFICE_HOLDER_FIELDS,
  officeHolderFormValues,
  officeHolderInput,
  newOfficeHolderInput,
} from "@/components/admin/office-holders/form-state";

/**
 * The office holder form's save (of a new or an existing office holder), its history's restore and
 * the deletion: one service call each with the signed-in staff member, answering what the form shows.
 */

const OFFICE_HOLDERS_PATH = "/admin/office-holders";

/** Adds the office holder and opens its own page, which says it was added. */
export async function createOfficeHolderAction(state: RecordFormState, form: FormData): Promise<RecordFormState> {
  checkArguments(isRecord(state), isForm(form));
  const actor = await actionActor("Editor", "Publisher");
  const values = Object.fromEntries(
    ["office", ...OFFICE_HOLDER_FIELDS].map((name) => [name, String(form.get(name) ?? "")]),
  );
  let id: string;
  try {
    ({ id } = await createOfficeHolder(actor, newOfficeHolderInput(values)));
  } catch (error) {
    return refusedSave(error, { seq: state.seq + 1, values, updatedAt: state.updatedAt }, "office holder");
  }
  revalidatePath(OFFICE_HOLDERS_PATH, "layout");
  redirect(`${OFFICE_HOLDERS_PATH}/${id}?added=1`);
}

/** Deletes the office holder as of the version the page showed (unless a page names the office), then goes back to the list. */
export async function deleteOfficeHolderAction(
  id: string,
  state: RecordActionState,
  form: FormData,
): Promise<RecordActionState> {
  checkArguments(isText(id), isRecord(state), isForm(form));
  const actor = await actionActor("Editor", "Publisher");
  try {
    await deleteOfficeHolder(actor, id, { updatedAt: String(form.get("updatedAt") ?? "") });
  } catch (error) {
    return refusedDelete(error, state, "office holder");
  }
  revalidatePath(OFFICE_HOLDERS_PATH, "layout");
  redirect(`${OFFICE_HOLDERS_PATH}?deleted=1`);
}

export async function saveOfficeHolderAction(
  id: string,
  state: RecordFormState,
  form: FormData,
): Promise<RecordFormState> {
  checkArguments(isText(id), isRecord(state), isForm(form));
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
  state: RecordActionState,
): Promise<RecordActionState> {
  checkArguments(isText(id), isText(revisionId), isRecord(state));
  const actor = await actionActor("Editor", "Publisher");
  const outcome = await restoreOutcome(state, () => restoreOfficeHolderRevision(actor, id, revisionId));
  if (outcome.ok) revalidatePath(OFFICE_HOLDERS_PATH, "layout");
  return outcome;
}
