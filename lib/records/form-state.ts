/**
 * What a reference record's staff form shows after a save: the values it holds (what was saved, or
 * what was typed when the save failed), the updatedAt its next save starts from, and any message by
 * field. Shared by the server actions and the client forms, so no server-only code.
 */
export type RecordFormState = {
  ok?: boolean;
  /** Bumped on every answer, so the form shows a toast for each save, not only the first. */
  seq: number;
  message?: string;
  conflict?: boolean;
  fieldErrors?: Record<string, string>;
  values: Record<string, string>;
  updatedAt: string;
};

/** What a Restore or Delete button shows after its action: nothing yet, or the outcome. */
export type RecordActionState = { seq: number; ok?: boolean; message?: string };

/** A record's text fields as a form's values (null, for "none written", is an empty field). */
export function formValues<K extends string>(
  record: Record<K, string | number | null>,
  fields: readonly K[],
): Record<string, string> {
  return Object.fromEntries(fields.map((name) => [name, record[name] === null ? "" : String(record[name])]));
}

/** The version a record form showed when it was sent (its hidden `updatedAt`), else the last answer's. */
export function shownVersion(form: FormData, state: RecordFormState): string {
  const shown = form.get("updatedAt");
  return typeof shown === "string" && shown ? shown : state.updatedAt;
}
