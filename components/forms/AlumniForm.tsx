"use client";

import { schemaValidator } from "@/lib/submissions/form-state";
import { ALUMNI_FIELD_ORDER, alumniSchema, EARLIEST_PASSING_YEAR } from "@/lib/submissions/schema";
import { registerAlumnusForm } from "@/lib/submissions/actions";
import { NameAndEmailFields, SelectField, TextField, type SelectGroup } from "./fields";
import { SubmissionForm } from "./SubmissionForm";

const FORM = "alumni";

const validate = schemaValidator(alumniSchema, ALUMNI_FIELD_ORDER);

/** Alumni registration on /alumni; programme names from the database are offered as suggestions. */
export function AlumniForm({
  campusGroups,
  programmeNames,
}: {
  campusGroups: SelectGroup[];
  programmeNames: string[];
}) {
  return (
    <SubmissionForm
      formId={FORM}
      action={registerAlumnusForm}
      validate={validate}
      fieldOrder={ALUMNI_FIELD_ORDER}
      submitLabel="Register"
      pendingLabel="Registering…"
      successTitle="Registration received"
      successToast={(reference) => `Registered. Reference ${reference}`}
    >
      {({ errors, values }) => (
        <>
          <NameAndEmailFields form={FORM} values={values} errors={errors} />
          <TextField
            form={FORM}
            name="programme"
            label="Programme studied"
            list="alumni-programmes"
            maxLength={160}
            hint="As it appears on your certificate; programmes of the institutes that merged into DSEU are welcome too."
            defaultValue={values.programme}
            error={errors.programme}
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
              label="Campus"
              hint="Choose the campus that took over your institute if it has changed its name."
              placeholder="Choose your campus"
              groups={campusGroups}
              defaultValue={values.campus}
              error={errors.campus}
            />
            <TextField
              form={FORM}
              name="yearOfPassing"
              label="Year of passing"
              inputMode="numeric"
              maxLength={4}
              hint={`Four digits, from ${EARLIEST_PASSING_YEAR} to this year.`}
              defaultValue={values.yearOfPassing}
              error={errors.yearOfPassing}
            />
          </div>
          <TextField
            form={FORM}
            name="organisation"
            label="Current organisation"
            required={false}
            autoComplete="organization"
            maxLength={160}
            hint="Where you work or study now."
            defaultValue={values.organisation}
            error={errors.organisation}
          />
        </>
      )}
    </SubmissionForm>
  );
}
