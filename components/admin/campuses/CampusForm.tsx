"use client";

import { SelectField, TextAreaField, TextField } from "@/components/forms/fields";
import { buttonClass } from "@/components/ui/Button";
import { SaveSummary } from "@/components/admin/reference/SaveSummary";
import type { RecordFormState } from "@/components/admin/reference/form-state";
import { useRecordForm } from "@/components/admin/reference/use-record-form";
import { ZONE_LABELS } from "@/components/forms/campus-options";
import { CAMPUS_LIMITS } from "@/lib/campuses/limits";
import { ZONES } from "@/lib/campuses/zones";

const FORM = "campus";
const ZONE_OPTIONS = ZONES.map((zone) => ({ value: zone, label: ZONE_LABELS[zone] }));

/**
 * A campus's facts as staff add or change them. Every field is sent; the service writes only what
 * differs. The save answers with the values now stored and the updatedAt the next save starts from.
 */
export function CampusForm({
  action,
  initial,
  slug,
  submitLabel = "Save campus",
}: {
  action: (state: RecordFormState, form: FormData) => Promise<RecordFormState>;
  initial: RecordFormState;
  /** The campus page's address, which a new name does not change; none yet for a new campus. */
  slug?: string;
  /** "Add campus" on the form of a new one. */
  submitLabel?: string;
}) {
  const [state, formAction, pending] = useRecordForm(action, initial);
  const error = (name: string) => state.fieldErrors?.[name];
  const value = (name: string) => state.values[name];
  const text = (name: string, label: string, maxLength: number, hint?: string, required = false) => (
    <TextField
      form={FORM}
      name={name}
      label={label}
      hint={hint}
      required={required}
      maxLength={maxLength}
      defaultValue={value(name)}
      error={error(name)}
    />
  );
  const area = (name: string, label: string, maxLength: number, hint?: string) => (
    <TextAreaField
      form={FORM}
      name={name}
      label={label}
      hint={hint}
      required={false}
      rows={5}
      maxLength={maxLength}
      defaultValue={value(name)}
      error={error(name)}
    />
  );

  return (
    // The key remounts the fields after each answer, so they show what was saved or typed.
    <form
      key={`${state.updatedAt} ${state.seq}`}
      id={FORM}
      action={formAction}
      noValidate
      className="mt-6 max-w-3xl space-y-5"
    >
      <SaveSummary state={state} savedToast="Campus saved" />
      <input type="hidden" name="updatedAt" value={state.updatedAt} />
      <div className="grid gap-5 sm:grid-cols-2">
        {text(
          "name",
          "Name",
          CAMPUS_LIMITS.name,
          slug
            ? `The campus's page stays at /campus/${slug} when the name changes. No other campus may have the name.`
            : "The campus's page address is made from this name now and stays when the name changes later. No other campus may have the name.",
          true,
        )}
        {text("nameHi", "Name in Hindi", CAMPUS_LIMITS.name, "Shown on the Hindi pages; empty: the English name.")}
        <SelectField
          form={FORM}
          name="zone"
          label="Zone"
          placeholder="Choose a zone"
          defaultValue={value("zone")}
          error={error("zone")}
          options={ZONE_OPTIONS}
        />
        {text("director", "Director", CAMPUS_LIMITS.director)}
        {text(
          "directorEmail",
          "Director's email",
          CAMPUS_LIMITS.directorEmail,
          "Like director@dseu.ac.in; may be empty.",
        )}
        {text("address", "Address", CAMPUS_LIMITS.address)}
        {text("addressHi", "Address in Hindi", CAMPUS_LIMITS.address)}
        {text(
          "mapUrl",
          "Map link",
          CAMPUS_LIMITS.url,
          "An https:// address. Empty: a map search for the name and address.",
        )}
        {text(
          "photoUrl",
          "Photo",
          CAMPUS_LIMITS.url,
          "The address of a picture uploaded to this site (/files/…); may be empty.",
        )}
      </div>
      {area("about", "About the campus", CAMPUS_LIMITS.about)}
      {area("aboutHi", "About the campus in Hindi", CAMPUS_LIMITS.about)}
      {area("directorMessage", "Director's message", CAMPUS_LIMITS.directorMessage)}
      {area("directorMessageHi", "Director's message in Hindi", CAMPUS_LIMITS.directorMessage)}
      {area(
        "programmesOffered",
        "Programmes offered",
        CAMPUS_LIMITS.listItems * (CAMPUS_LIMITS.listItem + 1),
        `One a line, as the campus lists them (each up to ${CAMPUS_LIMITS.listItem} characters). Programmes linked to the campus on their own form are shown too.`,
      )}
      {area(
        "labs",
        "Labs",
        CAMPUS_LIMITS.listItems * (CAMPUS_LIMITS.listItem + 1),
        `One a line (each up to ${CAMPUS_LIMITS.listItem} characters).`,
      )}
      <button type="submit" disabled={pending} className={buttonClass()}>
        {pending ? "Saving…" : submitLabel}
      </button>
    </form>
  );
}
