"use client";

import { useActionState } from "react";
import type { RecordFormState } from "@/lib/records/form-state";

/**
 * A reference record form's state. The page is not to key the form by the record's version: its
 * own save re-renders the page with the new version, and a remount then would drop the save's
 * message. Instead the answer is shown while it is of the version the page has; a version the form
 * did not save (a restore from the history) replaces it from `initial`. The form sends the version
 * it shows in a hidden `updatedAt` field (see `shownVersion`).
 */
export function useRecordForm<S extends RecordFormState>(
  action: (state: S, form: FormData) => Promise<S>,
  initial: S,
): [state: S, formAction: (form: FormData) => void, pending: boolean] {
  // A form state is a plain object, never a promise: Awaited<S> is S.
  const [answer, formAction, pending] = useActionState<S, FormData>(action, initial as Awaited<S>);
  return [answer.updatedAt === initial.updatedAt ? answer : initial, formAction, pending];
}
