"use client";

import { formatFileSize } from "@/lib/files/urls";
import { GRIEVANCE_CATEGORIES, GRIEVANCE_FIELD_ORDER, grievanceSchema } from "@/lib/submissions/schema";
import { schemaValidator } from "@/lib/submissions/form-state";
import { submitGrievanceForm } from "@/lib/submissions/actions";
import { FileField, SelectField, TextAreaField, TextField, type SelectGroup } from "./fields";
import { SubmissionForm } from "./SubmissionForm";

const FORM = "grievance";

/** The grievance form of /grievance-form; the campus list comes from the database. */
export function GrievanceForm({
  campusGroups,
  attachmentMaxBytes,
}: {
  campusGroups: SelectGroup[];
  attachmentMaxBytes: number;
}) {
  const validate = schemaValidator(grievanceSchema(attachmentMaxBytes), GRIEVANCE_FIELD_ORDER);
  return (
    <SubmissionForm
      formId={FORM}
      action={submitGrievanceForm}
      validate={validate}
      fieldOrder={GRIEVANCE_FIELD_ORDER}
      submitLabel="Submit grievance"
      pendingLabel="Sending your grievance…"
      successTitle="Grievance received"
      successToast={(reference) => `Grievance received. Reference ${reference}`}
    >
      {({ errors, values }) => (
        <>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              form={FORM}
              name="name"
              label="Full name"
              autoComplete="name"
              maxLength={120}
              defaultValue={values.name}
              error={errors.name}
            />
            <TextField
              form={FORM}
              name="email"
              label="Email address"
              type="email"
              autoComplete="email"
              inputMode="email"
              hint="We will reply to this address."
              defaultValue={values.email}
              error={errors.email}
            />
            <TextField
              form={FORM}
              name="phone"
              label="Mobile number"
              type="tel"
              autoComplete="tel-national"
              inputMode="numeric"
              hint="10 digits, for example 9876543210."
              defaultValue={values.phone}
              error={errors.phone}
            />
            <SelectField
              form={FORM}
              name="campus"
              label="Campus"
              placeholder="Choose your campus"
              groups={campusGroups}
              defaultValue={values.campus}
              error={errors.campus}
            />
          </div>
          <SelectField
            form={FORM}
            name="category"
            label="Category"
            placeholder="Choose a category"
            options={GRIEVANCE_CATEGORIES.map((c) => ({ value: c.value, label: c.label }))}
            defaultValue={values.category}
            error={errors.category}
          />
          <TextField
            form={FORM}
            name="subject"
            label="Subject"
            maxLength={150}
            hint="In a few words, what is the grievance about?"
            defaultValue={values.subject}
            error={errors.subject}
          />
          <TextAreaField
            form={FORM}
            name="description"
            label="Description"
            maxLength={5000}
            hint="What happened, when, and what you would like the university to do. At least 20 characters."
            defaultValue={values.description}
            error={errors.description}
          />
          <FileField
            form={FORM}
            name="attachment"
            label="Supporting document"
            accept="application/pdf,.pdf"
            hint={`One PDF file of up to ${formatFileSize(attachmentMaxBytes)}, for example a fee receipt or a hall ticket.${
              values.name !== undefined ? " If you had chosen a file, please choose it again." : ""
            }`}
            error={errors.attachment}
          />
        </>
      )}
    </SubmissionForm>
  );
}
