"use client";

import { schemaValidator } from "@/lib/submissions/form-state";
import { FEEDBACK_FIELD_ORDER, FEEDBACK_TOPICS, feedbackSchema } from "@/lib/submissions/schema";
import { sendFeedbackForm } from "@/lib/submissions/actions";
import { NameAndEmailFields, SelectField, TextAreaField, TextField } from "./fields";
import { SubmissionForm } from "./SubmissionForm";

const FORM = "feedback";
const validate = schemaValidator(feedbackSchema, FEEDBACK_FIELD_ORDER);

/** The feedback form of /feedback (GIGW): who is writing, about what, and the message. */
export function FeedbackForm() {
  return (
    <SubmissionForm
      formId={FORM}
      action={sendFeedbackForm}
      validate={validate}
      fieldOrder={FEEDBACK_FIELD_ORDER}
      submitLabel="Send feedback"
      pendingLabel="Sending your feedback…"
      successTitle="Feedback received"
      successToast={(reference) => `Feedback received. Reference ${reference}`}
    >
      {({ errors, values }) => (
        <>
          <NameAndEmailFields form={FORM} values={values} errors={errors} />
          <TextField
            form={FORM}
            name="phone"
            label="Mobile number"
            type="tel"
            required={false}
            autoComplete="tel-national"
            inputMode="tel"
            maxLength={14}
            hint="10 digits, if you would like us to be able to call you."
            defaultValue={values.phone}
            error={errors.phone}
          />
          <SelectField
            form={FORM}
            name="topic"
            label="Topic"
            placeholder="Choose what your feedback is about"
            options={[...FEEDBACK_TOPICS]}
            defaultValue={values.topic}
            error={errors.topic}
          />
          <TextField
            form={FORM}
            name="page"
            label="Page concerned"
            required={false}
            maxLength={300}
            hint="The address or the title of the page, if your feedback is about one."
            defaultValue={values.page}
            error={errors.page}
          />
          <TextAreaField
            form={FORM}
            name="message"
            label="Your feedback"
            maxLength={3000}
            defaultValue={values.message}
            error={errors.message}
          />
        </>
      )}
    </SubmissionForm>
  );
}
