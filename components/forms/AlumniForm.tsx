"use client";

import type en from "@/messages/en.json";
import { schemaValidator } from "@/lib/submissions/form-state";

import { ALUMNI_FIELD_ORDER, alumniSchemaIn, EARLIEST_PASSING_YEAR } from "@/lib/submissions/schema";
import { registerAlumnusForm } from "@/lib/submissions/actions";
import { NameAndEmailFields, SelectField, TextField, type SelectGroup } from "./fields";
import { SubmissionForm } from "./SubmissionForm";
import { fill } from "@/lib/i18n/fill";

const FORM = "alumni";

/** The form's words in the page's language: the catalogue's "forms" and "morePages.alumni" (the page hands them down). */
export type AlumniFormWords = Pick<typeof en.forms, "frame" | "errors" | "fields"> & {
  alumni: (typeof en.morePages.alumni)["form"];
};

/** Alumni registration on /alumni; programme names from the database are offered as suggestions. */
export function AlumniForm({
  campusGroups,
  programmeNames,
  words,
}: {
  campusGroups: SelectGroup[];
  programmeNames: string[];
  words: AlumniFormWords;
}) {
  const { frame, fields, alumni: w } = words;
  const validate = schemaValidator(alumniSchemaIn(words.errors), ALUMNI_FIELD_ORDER);
  return (
    <SubmissionForm
      formId={FORM}
      action={registerAlumnusForm}
      validate={validate}
      fieldOrder={ALUMNI_FIELD_ORDER}
      submitLabel={w.submit}
      pendingLabel={w.pending}
      successTitle={w.successTitle}
      successToast={(reference) => fill(w.successToast, { reference })}
      frame={frame}
    >
      {({ errors, values }) => (
        <>
          <NameAndEmailFields form={FORM} values={values} errors={errors} labels={fields} words={frame} />
          <TextField
            form={FORM}
            name="programme"
            label={w.programme}
            list="alumni-programmes"
            maxLength={160}
            hint={w.programmeHint}
            defaultValue={values.programme}
            error={errors.programme}
            words={frame}
          />
          <datalist id="alumni-programmes">
            {programmeNames.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField
              form={FORM}
              name="campus"
              label={w.campus}
              hint={w.campusHint}
              placeholder={w.campusPlaceholder}
              groups={campusGroups}
              defaultValue={values.campus}
              error={errors.campus}
              words={frame}
            />
            <TextField
              form={FORM}
              name="yearOfPassing"
              label={w.year}
              inputMode="numeric"
              maxLength={4}
              hint={fill(w.yearHint, { earliest: EARLIEST_PASSING_YEAR })}
              defaultValue={values.yearOfPassing}
              error={errors.yearOfPassing}
              words={frame}
            />
          </div>
          <TextField
            form={FORM}
            name="organisation"
            label={w.organisation}
            required={false}
            autoComplete="organization"
            maxLength={160}
            hint={w.organisationHint}
            defaultValue={values.organisation}
            error={errors.organisation}
            words={frame}
          />
        </>
      )}
    </SubmissionForm>
  );
}
