"use server";

import { revalidatePath } from "next/cache";
import { actionActor } from "@/lib/auth/action-guard";
import { AppError } from "@/lib/errors";
import { RecordConflictError } from "@/lib/reference/errors";
import { updateProgram } from "@/lib/programs/service";
import { formatIndiaTime } from "@/components/admin/content/india-time";
import {
  PROGRAM_TEXT_FIELDS,
  programFormValues,
  type ProgramFormState,
} from "@/components/admin/programmes/form-state";

/**
 * The programme form's save: one call of updateProgram with the signed-in staff member, answering
 * what the form shows (the saved values, messages by field, or who saved first).
 */

const PROGRAMMES_PATH = "/admin/programmes";

/** "field: text" from the service becomes "text" (the field is shown next to it). */
const withoutField = (message: string) => message.replace(/^[\w.]+: /, "");

export async function saveProgramAction(
  id: string,
  state: ProgramFormState,
  form: FormData,
): Promise<ProgramFormState> {
  const actor = await actionActor("Editor", "Publisher");
  const values = Object.fromEntries(PROGRAM_TEXT_FIELDS.map((name) => [name, String(form.get(name) ?? "")]));
  const campusIds = form.getAll("campusIds").map(String);
  const base = { seq: state.seq + 1, values, campusIds, updatedAt: state.updatedAt };
  try {
    const saved = await updateProgram(actor, id, { ...values, campusIds, updatedAt: state.updatedAt });
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
    if (!(error instanceof AppError)) throw error;
    if (error instanceof RecordConflictError) {
      const { updatedBy, updatedAt } = error.current;
      return {
        ...base,
        conflict: true,
        message: `${updatedBy} saved this programme on ${formatIndiaTime(updatedAt)}, after you opened it. Nothing was overwritten: reload the page to see their changes, then make yours again.`,
      };
    }
    // A campus's problem is reported on its list as a whole ("campusIds.0" → "campusIds").
    const fieldErrors: Record<string, string> = {};
    for (const [field, message] of Object.entries(error.fieldErrors)) fieldErrors[field.split(".")[0]!] ??= message;
    const count = Object.keys(fieldErrors).length;
    const message =
      count === 0
        ? withoutField(error.message)
        : count === 1
          ? "There is a problem with 1 field. Correct it and try again."
          : `There are problems with ${count} fields. Correct them and try again.`;
    return { ...base, ok: false, message, fieldErrors };
  }
}
