"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { actionActor } from "@/lib/auth/action-guard";
import { checkArguments, isForm, isRecord, isText } from "@/lib/http/action-arguments";
import { createProgram, deleteProgram, restoreProgramRevision, updateProgram } from "@/lib/programs/service";
import { refusedDelete, refusedSave, restoreOutcome } from "@/lib/records/outcome";
import { shownVersion, type RecordActionState } from "@/lib/records/form-state";
import {
  PROGRAM_TEXT_FIELDS,
  YEAR_FIELD_NAMES,
  programFormValues,
  programInput,
  type ProgramFormState,
} from "@/lib/programs/form-state";

/**
 * The programme form's save (of a new or an existing programme), its history's restore and the
 * deletion: one service call each with the signed-in staff member, answering what the form shows.
 */

const PROGRAMMES_PATH = "/admin/programmes";

/** The form's texts and campuses as typed, for the service and for showing them again. */
function typed(form: FormData) {
  const values = Object.fromEntries(
    [...PROGRAM_TEXT_FIELDS, ...YEAR_FIELD_NAMES].map((name) => [name, String(form.get(name) ?? "")]),
  );
  return { values, campusIds: form.getAll("campusIds").map(String) };
}

/** Adds the programme and opens its own page, which says it was added. */
export async function createProgramAction(state: ProgramFormState, form: FormData): Promise<ProgramFormState> {
  checkArguments(isRecord(state), isForm(form));
  const actor = await actionActor("Editor", "Publisher");
  const { values, campusIds } = typed(form);
  let id: string;
  try {
    ({ id } = await createProgram(actor, programInput(values, campusIds)));
  } catch (error) {
    return refusedSave(error, { seq: state.seq + 1, values, campusIds, updatedAt: state.updatedAt }, "programme");
  }
  revalidatePath(PROGRAMMES_PATH, "layout");
  redirect(`${PROGRAMMES_PATH}/${id}?added=1`);
}

/** Deletes the programme as of the version the page showed, then goes back to the list. */
export async function deleteProgramAction(
  id: string,
  state: RecordActionState,
  form: FormData,
): Promise<RecordActionState> {
  checkArguments(isText(id), isRecord(state), isForm(form));
  const actor = await actionActor("Editor", "Publisher");
  try {
    await deleteProgram(actor, id, { updatedAt: String(form.get("updatedAt") ?? "") });
  } catch (error) {
    return refusedDelete(error, state, "programme");
  }
  revalidatePath(PROGRAMMES_PATH, "layout");
  redirect(`${PROGRAMMES_PATH}?deleted=1`);
}

export async function saveProgramAction(
  id: string,
  state: ProgramFormState,
  form: FormData,
): Promise<ProgramFormState> {
  checkArguments(isText(id), isRecord(state), isForm(form));
  const actor = await actionActor("Editor", "Publisher");
  const { values, campusIds } = typed(form);
  const updatedAt = shownVersion(form, state);
  const base = { seq: state.seq + 1, values, campusIds, updatedAt };
  try {
    const saved = await updateProgram(actor, id, { ...programInput(values, campusIds), updatedAt });
    revalidatePath(PROGRAMMES_PATH, "layout");
    return {
      ...base,
      ok: true,
      values: programFormValues(saved),
      campusIds: saved.campusIds,
      updatedAt: saved.updatedAt,
      message: "Programme saved. Visitors see the new facts now.",
    };
  } catch (error) {
    return refusedSave(error, base, "programme");
  }
}

export async function restoreProgramAction(
  id: string,
  revisionId: string,
  state: RecordActionState,
): Promise<RecordActionState> {
  checkArguments(isText(id), isText(revisionId), isRecord(state));
  const actor = await actionActor("Editor", "Publisher");
  const outcome = await restoreOutcome(state, () => restoreProgramRevision(actor, id, revisionId));
  if (outcome.ok) revalidatePath(PROGRAMMES_PATH, "layout");
  return outcome;
}
