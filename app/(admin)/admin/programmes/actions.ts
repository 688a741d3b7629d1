"use server";

import { revalidatePath } from "next/cache";
import { actionActor } from "@/lib/auth/action-guard";
import { restoreProgramRevision, updateProgram } from "@/lib/programs/service";
import { refusedSave, restoreOutcome } from "@/components/admin/reference/save-outcome";
import type { RestoreState } from "@/components/admin/reference/form-state";
import {
  PROGRAM_TEXT_FIELDS,
  YEAR_FIELD_NAMES,
  programFormValues,
  programInput,
  type ProgramFormState,
} from "@/components/admin/programmes/form-state";

/**
 * The programme form's save and its history's restore: one service call each with the signed-in
 * staff member, answering what the form shows.
 */

const PROGRAMMES_PATH = "/admin/programmes";

export async function saveProgramAction(
  id: string,
  state: ProgramFormState,
  form: FormData,
): Promise<ProgramFormState> {
  const actor = await actionActor("Editor", "Publisher");
  const values = Object.fromEntries(
    [...PROGRAM_TEXT_FIELDS, ...YEAR_FIELD_NAMES].map((name) => [name, String(form.get(name) ?? "")]),
  );
  const campusIds = form.getAll("campusIds").map(String);
  const base = { seq: state.seq + 1, values, campusIds, updatedAt: state.updatedAt };
  try {
    const saved = await updateProgram(actor, id, { ...programInput(values, campusIds), updatedAt: state.updatedAt });
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

export async function restoreProgramAction(id: string, revisionId: string, state: RestoreState): Promise<RestoreState> {
  const actor = await actionActor("Editor", "Publisher");
  const outcome = await restoreOutcome(state, () => restoreProgramRevision(actor, id, revisionId));
  if (outcome.ok) revalidatePath(PROGRAMMES_PATH, "layout");
  return outcome;
}
