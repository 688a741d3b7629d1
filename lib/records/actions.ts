"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { actionActor } from "../auth/action-guard";
import { checkArguments, isForm, isRecord, isText } from "../http/action-arguments";
import type { RecordActionState, RecordFormState } from "./form-state";
import { shownVersion } from "./form-state";
import { formInput, recordFormValues, typedValues } from "./form";
import { recordKind } from "./kinds";
import { refusedDelete, refusedSave, restoreOutcome } from "./outcome";
import { recordService } from "./service";

/**
 * The staff forms' server actions for every declared record kind (components/admin/records): add,
 * save, delete and restore, one service call each with the signed-in staff member, answering what
 * the form shows (the saved values, messages by field, or who saved first). The kind comes as its
 * key, bound by the page; an unknown key is answered as an action that does not exist.
 */

function kindOf(key: unknown) {
  checkArguments(isText(key));
  const kind = recordKind(key as string);
  checkArguments(kind !== undefined);
  return kind!;
}

const capital = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;

/** Adds the record and opens its own form, which says it was added. */
export async function createRecordAction(
  key: string,
  state: RecordFormState,
  form: FormData,
): Promise<RecordFormState> {
  const kind = kindOf(key);
  checkArguments(isRecord(state), isForm(form));
  const actor = await actionActor(...kind.roles.write);
  const values = typedValues(kind, "create", form);
  let id: string;
  try {
    ({ id } = await recordService(kind).create(actor, formInput(kind, "create", values)));
  } catch (error) {
    return refusedSave(error, { seq: state.seq + 1, values, updatedAt: state.updatedAt }, kind.noun.one);
  }
  revalidatePath(kind.admin.path, "layout");
  redirect(`${kind.admin.path}/${id}?added=1`);
}

/** Saves the form over the version it showed; a save someone made since is named, never overwritten. */
export async function saveRecordAction(
  key: string,
  id: string,
  state: RecordFormState,
  form: FormData,
): Promise<RecordFormState> {
  const kind = kindOf(key);
  checkArguments(isText(id), isRecord(state), isForm(form));
  const actor = await actionActor(...kind.roles.write);
  const values = typedValues(kind, "update", form);
  const updatedAt = shownVersion(form, state);
  const base = { seq: state.seq + 1, values, updatedAt };
  try {
    const saved = await recordService(kind).update(actor, id, { ...formInput(kind, "update", values), updatedAt });
    revalidatePath(kind.admin.path, "layout");
    return {
      ...base,
      ok: true,
      values: recordFormValues(kind, saved),
      updatedAt: saved.updatedAt,
      message: kind.admin.saved ?? `${capital(kind.noun.one)} saved. Visitors see the change now.`,
    };
  } catch (error) {
    return refusedSave(error, base, kind.noun.one);
  }
}

/** Deletes the record as of the version the page showed, then goes back to the list. */
export async function deleteRecordAction(
  key: string,
  id: string,
  state: RecordActionState,
  form: FormData,
): Promise<RecordActionState> {
  const kind = kindOf(key);
  checkArguments(isText(id), isRecord(state), isForm(form));
  const actor = await actionActor(...kind.roles.write);
  try {
    await recordService(kind).remove(actor, id, { updatedAt: String(form.get("updatedAt") ?? "") });
  } catch (error) {
    return refusedDelete(error, state, kind.noun.one);
  }
  revalidatePath(kind.admin.path, "layout");
  redirect(`${kind.admin.path}?deleted=1`);
}

export async function restoreRecordAction(
  key: string,
  id: string,
  revisionId: string,
  state: RecordActionState,
): Promise<RecordActionState> {
  const kind = kindOf(key);
  checkArguments(isText(id), isText(revisionId), isRecord(state));
  const actor = await actionActor(...kind.roles.write);
  const outcome = await restoreOutcome(state, () => recordService(kind).restore(actor, id, revisionId));
  if (outcome.ok) revalidatePath(kind.admin.path, "layout");
  return outcome;
}
