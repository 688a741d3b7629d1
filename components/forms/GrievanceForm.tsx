"use client";

import type en from "@/messages/en.json";
import { formatFileSize } from "@/lib/files/urls";
import { GRIEVANCE_CATEGORIES, GRIEVANCE_FIELD_ORDER, grievanceSchema } from "@/lib/submissions/schema";
import { schemaValidator } from "@/lib/submissions/form-state";

import { submitGrievanceForm } from "@/lib/submissions/actions";
import { FileField, SelectField, TextAreaField, TextField, type SelectGroup } from "./fields";
import { SubmissionForm } from "./SubmissionForm";
import { fill } from "@/lib/i18n/fill";

const FORM = "grievance";

/** The form's words in the page's language, from the catalogue's "forms" (the page hands them down). */
export type GrievanceFormWords = Pick<typeof en.forms, "frame" | "errors" | "fields" | "grievance">;

/** The grievance form of /grievance-form; the campus list comes from the database. */
export function GrievanceForm({
  campusGroups,
  attachmentMaxBytes,
  words,
}: {
  campusGroups: SelectGroup[];
  attachmentMaxBytes: number;
  words: GrievanceFormWords;
}) {
  const { frame, fields, grievance: w } = words;
  const validate = schemaValidator(grievanceSchema(attachmentMaxBytes, words.errors), GRIEVANCE_FIELD_ORDER);
  return (
    <SubmissionForm
      formId={FORM}
      action={submitGrievanceForm}
      validate={validate}
      fieldOrder={GRIEVANCE_FIELD_ORDER}
      submitLabel={w.submit}
      pendingLabel={w.pending}
      successTitle={w.successTitle}
      successToast={(reference) => fill(w.successToast, { reference })}
      frame={frame}
    >
      {({ errors, values }) => (
        <>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              form={FORM}
              name="name"
              label={fields.name}
              autoComplete="name"
              maxLength={120}
              defaultValue={values.name}
              error={errors.name}
              words={frame}
            />
            <TextField
              form={FORM}
              name="email"
              label={fields.email}
              type="email"
              autoComplete="email"
              inputMode="email"
              hint={w.emailHint}
              defaultValue={values.email}
              error={errors.email}
              words={frame}
            />
            <TextField
              form={FORM}
              name="phone"
              label={fields.phone}
              type="tel"
              autoComplete="tel-national"
              inputMode="numeric"
              hint={w.phoneHint}
              defaultValue={values.phone}
              error={errors.phone}
              words={frame}
            />
            <SelectField
              form={FORM}
              name="campus"
              label={w.campus}
              placeholder={w.campusPlaceholder}
              groups={campusGroups}
              defaultValue={values.campus}
              error={errors.campus}
              words={frame}
            />
          </div>
          <SelectField
            form={FORM}
            name="category"
            label={w.category}
            placeholder={w.categoryPlaceholder}
            options={GRIEVANCE_CATEGORIES.map((c) => ({ value: c.value, label: w.categories[c.value] }))}
            defaultValue={values.category}
            error={errors.category}
            words={frame}
          />
          <TextField
            form={FORM}
            name="subject"
            label={w.subject}
            maxLength={150}
            hint={w.subjectHint}
            defaultValue={values.subject}
            error={errors.subject}
            words={frame}
          />
          <TextAreaField
            form={FORM}
            name="description"
            label={w.description}
            maxLength={5000}
            hint={w.descriptionHint}
            defaultValue={values.description}
            error={errors.description}
            words={frame}
          />
          <FileField
            form={FORM}
            name="attachment"
            label={w.attachment}
            accept="application/pdf,.pdf"
            hint={[
              fill(w.attachmentHint, { size: formatFileSize(attachmentMaxBytes) }),
              // After an answer from the server the file input is empty again: browsers cannot refill it.
              ...(values.name !== undefined ? [w.chooseAgain] : []),
            ].join(" ")}
            error={errors.attachment}
            words={frame}
          />
        </>
      )}
    </SubmissionForm>
  );
}
