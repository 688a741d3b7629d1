"use client";

import type en from "@/messages/en.json";
import { schemaValidator } from "@/lib/submissions/form-state";

import { FEEDBACK_FIELD_ORDER, FEEDBACK_TOPICS, feedbackSchemaIn } from "@/lib/submissions/schema";
import { sendFeedbackForm } from "@/lib/submissions/actions";
import { NameAndEmailFields, SelectField, TextAreaField, TextField } from "./fields";
import { SubmissionForm } from "./SubmissionForm";
import { fill } from "@/lib/i18n/fill";

const FORM = "feedback";

/** The form's words in the page's language, from the catalogue's "forms" (the page hands them down). */
export type FeedbackFormWords = Pick<typeof en.forms, "frame" | "errors" | "fields" | "feedback">;

/** The feedback form of /feedback (GIGW): who is writing, about what, and the message. */
export function FeedbackForm({ words }: { words: FeedbackFormWords }) {
  const { frame, fields, feedback: w } = words;
  const validate = schemaValidator(feedbackSchemaIn(words.errors), FEEDBACK_FIELD_ORDER);
  return (
    <SubmissionForm
      formId={FORM}
      action={sendFeedbackForm}
      validate={validate}
      fieldOrder={FEEDBACK_FIELD_ORDER}
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
            name="phone"
            label={fields.phone}
            type="tel"
            required={false}
            autoComplete="tel-national"
            inputMode="tel"
            maxLength={14}
            hint={w.phoneHint}
            defaultValue={values.phone}
            error={errors.phone}
            words={frame}
          />
          <SelectField
            form={FORM}
            name="topic"
            label={w.topic}
            placeholder={w.topicPlaceholder}
            options={FEEDBACK_TOPICS.map((t) => ({ value: t.value, label: w.topics[t.value] }))}
            defaultValue={values.topic}
            error={errors.topic}
            words={frame}
          />
          <TextField
            form={FORM}
            name="page"
            label={w.page}
            required={false}
            maxLength={300}
            hint={w.pageHint}
            defaultValue={values.page}
            error={errors.page}
            words={frame}
          />
          <TextAreaField
            form={FORM}
            name="message"
            label={w.message}
            maxLength={3000}
            defaultValue={values.message}
            error={errors.message}
            words={frame}
          />
        </>
      )}
    </SubmissionForm>
  );
}
