import { AppError } from "../errors";
import { RecordConflictError } from "../reference/errors";
import { formatIndiaDate } from "../time";
import type { RecordFormState, RecordActionState } from "./form-state";

/** Who saved the record after the staff member opened it, and when. */
function savedSince(error: RecordConflictError, noun: string): string {
  const { updatedBy, updatedAt } = error.current;
  return `${updatedBy} saved this ${noun} on ${formatIndiaDate(updatedAt, "dateTime")} IST, after you opened it.`;
}

/** "field: text" from a service becomes "text" (the form shows the field next to it). */
const withoutField = (message: string) => message.replace(/^[\w.]+: /, "");

/**
 * The form state after a refused save: who saved first (nothing overwritten), or the messages by
 * field with a count on top. A list's problem is shown on the list as a whole ("campusIds.0" →
 * "campusIds"). Anything but a service's own refusal is thrown on to the error boundary.
 */
export function refusedSave<S extends RecordFormState>(error: unknown, base: S, noun: string): S {
  if (!(error instanceof AppError)) throw error;
  if (error instanceof RecordConflictError) {
    return {
      ...base,
      conflict: true,
      message: `${savedSince(error, noun)} Nothing was overwritten: reload the page to see their changes, then make yours again.`,
    };
  }
  const fieldErrors: Record<string, string> = {};
  for (const [field, message] of Object.entries(error.fieldErrors))
    fieldErrors[field.replace(/\.\d+(\..*)?$/, "")] ??= message;
  const count = Object.keys(fieldErrors).length;
  const message =
    count === 0
      ? withoutField(error.message)
      : count === 1
        ? "There is a problem with 1 field. Correct it and try again."
        : `There are problems with ${count} fields. Correct them and try again.`;
  return { ...base, ok: false, message, fieldErrors };
}

/** A Restore button's outcome: the restore made, or the service's refusal in words. */
export async function restoreOutcome(
  state: RecordActionState,
  restore: () => Promise<unknown>,
): Promise<RecordActionState> {
  try {
    await restore();
    return { seq: state.seq + 1, ok: true, message: "Revision restored. Visitors see it now." };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const fields = Object.values(error.fieldErrors);
    return {
      seq: state.seq + 1,
      ok: false,
      message: `This revision cannot be restored: ${fields.length ? fields.join(" ") : withoutField(error.message)}`,
    };
  }
}

/** A refused deletion in words: someone saved since (nothing deleted), or the service's refusal. */
export function refusedDelete(error: unknown, state: RecordActionState, noun: string): RecordActionState {
  if (!(error instanceof AppError)) throw error;
  const message =
    error instanceof RecordConflictError
      ? `${savedSince(error, noun)} Nothing was deleted: reload the page to see their changes, then decide again.`
      : withoutField(error.message);
  return { seq: state.seq + 1, ok: false, message };
}
