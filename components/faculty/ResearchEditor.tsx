"use client";

import { useState } from "react";
import { Modal } from "@/components/ui/Modal";
import { TextAreaField, TextField, fieldId } from "@/components/forms/fields";
import { addResearch, deleteResearch, updateResearch } from "@/lib/api-client";
import { newResearchSchema } from "@/lib/faculty/schema";
import type { FieldErrors } from "@/lib/submissions/form-state";
import { checkFields, useProfileChange } from "./profile-session";
import { ConfirmModal, primaryButton, secondaryButton } from "./editor-ui";

export type ResearchItem = { id: string; researchArea: string; researchOverview: string; publications: string };
type ResearchValues = { research_area: string; research_overview: string; publications: string };

const FIELDS = ["research_area", "research_overview", "publications"] as const;

function entryLabel(entry: ResearchItem): string {
  return entry.researchArea || "Research area not stated";
}

function ResearchForm({
  form,
  initial,
  errors,
  pending,
  submitLabel,
  onSubmit,
}: {
  form: string;
  initial?: ResearchItem;
  errors: FieldErrors;
  pending: boolean;
  submitLabel: string;
  onSubmit: (values: ResearchValues, element: HTMLFormElement) => void;
}) {
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        const values = Object.fromEntries(FIELDS.map((name) => [name, String(data.get(name) ?? "")])) as ResearchValues;
        onSubmit(values, event.currentTarget);
      }}
    >
      <p className="text-sm text-slate-700">Fill in at least one of the three fields.</p>
      <TextField
        form={form}
        name="research_area"
        label="Research area"
        required={false}
        maxLength={300}
        defaultValue={initial?.researchArea}
        error={errors.research_area}
      />
      <TextAreaField
        form={form}
        name="research_overview"
        label="Research overview"
        required={false}
        rows={4}
        defaultValue={initial?.researchOverview}
        error={errors.research_overview}
      />
      <TextAreaField
        form={form}
        name="publications"
        label="Publications"
        hint="One publication per line."
        required={false}
        rows={4}
        defaultValue={initial?.publications}
        error={errors.publications}
      />
      <button type="submit" disabled={pending} className={primaryButton}>
        {pending ? "Saving…" : submitLabel}
      </button>
    </form>
  );
}

/** Moves the keyboard to the first field with a message, so it is read out and can be corrected. */
function focusFirstError(form: string, errors: FieldErrors): void {
  const first = FIELDS.find((name) => errors[name]);
  if (first) document.getElementById(fieldId(form, first))?.focus();
}

/** The research entries of a profile: add one, edit one (in a dialog), delete one (after confirming). */
export function ResearchEditor({ facultyId, research }: { facultyId: string; research: ResearchItem[] }) {
  const { run, pending } = useProfileChange();
  const [addErrors, setAddErrors] = useState<FieldErrors>({});
  const [editErrors, setEditErrors] = useState<FieldErrors>({});
  const [editing, setEditing] = useState<ResearchItem | null>(null);
  const [deleting, setDeleting] = useState<ResearchItem | null>(null);

  // Checked here with the API's own schema first; the API checks again and may name a field too.
  async function save(
    form: string,
    values: ResearchValues,
    change: () => Promise<unknown>,
    success: string,
    setErrors: (errors: FieldErrors) => void,
  ) {
    const errors = checkFields(newResearchSchema, values) ?? (await run(change, success, FIELDS));
    setErrors(errors ?? {});
    if (errors) focusFirstError(form, errors);
    return errors === null;
  }

  return (
    <div>
      <h3 className="text-lg font-bold text-brand-900">Research entries</h3>
      {research.length === 0 ? (
        <p className="mt-2 text-slate-700">No research entries yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 rounded-md border border-slate-200">
          {research.map((entry) => (
            <li key={entry.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <span className="font-semibold text-slate-900">{entryLabel(entry)}</span>
              <span className="flex gap-2">
                <button
                  type="button"
                  className={secondaryButton}
                  onClick={() => {
                    setEditErrors({});
                    setEditing(entry);
                  }}
                >
                  Edit<span className="sr-only"> {entryLabel(entry)}</span>
                </button>
                <button type="button" className={secondaryButton} onClick={() => setDeleting(entry)}>
                  Delete<span className="sr-only"> {entryLabel(entry)}</span>
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}

      <h4 className="mt-6 font-bold text-slate-900">Add a research entry</h4>
      <div className="mt-2">
        <ResearchForm
          form="research-new"
          errors={addErrors}
          pending={pending}
          submitLabel="Add entry"
          onSubmit={async (values, element) => {
            if (
              await save(
                "research-new",
                values,
                () => addResearch(facultyId, values),
                "Research entry added",
                setAddErrors,
              )
            )
              element.reset();
          }}
        />
      </div>

      <Modal open={editing !== null} onClose={() => setEditing(null)} title="Edit research entry">
        {editing ? (
          <ResearchForm
            key={editing.id}
            form="research-edit"
            initial={editing}
            errors={editErrors}
            pending={pending}
            submitLabel="Save entry"
            onSubmit={async (values) => {
              if (
                await save(
                  "research-edit",
                  values,
                  () => updateResearch(facultyId, editing.id, values),
                  "Research entry saved",
                  setEditErrors,
                )
              )
                setEditing(null);
            }}
          />
        ) : null}
      </Modal>

      <ConfirmModal
        open={deleting !== null}
        title="Delete this research entry?"
        confirmLabel={pending ? "Deleting…" : "Delete entry"}
        pending={pending}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (
            deleting &&
            (await run(() => deleteResearch(facultyId, deleting.id), "Research entry deleted", [])) === null
          )
            setDeleting(null);
        }}
      >
        <p>“{deleting ? entryLabel(deleting) : ""}” will be removed from the public profile. This cannot be undone.</p>
      </ConfirmModal>
    </div>
  );
}
