"use server";

import { checkArguments, isForm, isRecord } from "@/lib/http/action-arguments";
import { headers } from "next/headers";
import { getLocale, getMessages } from "next-intl/server";
import type { z } from "zod";
import { AppError, TooManyRequestsError } from "../errors";
import { config } from "../config";
import { clientInfo } from "../http/client-address";
import type { Actor } from "../auth/actor";
import { fieldErrorsFromZod, formEntries, textValues, type FieldErrors, type FormState } from "./form-state";
import { SubmissionFieldError } from "./field-error";
import { errorCountIn, minutesIn, type FormErrorWords, type FormFrameWords } from "./form-words";
import {
  alumniSchemaIn,
  ALUMNI_FIELD_ORDER,
  feedbackSchemaIn,
  FEEDBACK_FIELD_ORDER,
  grievanceSchema,
  GRIEVANCE_FIELD_ORDER,
} from "./schema";
import {
  registerAlumnus,
  sendFeedback,
  submitGrievance,
  SUBMISSIONS_PER_HOUR,
  type SubmissionReceipt,
} from "./service";
import { fill } from "../i18n/fill";

type Words = { errors: FormErrorWords; frame: FormFrameWords };

/**
 * The forms' server actions: check with the form's schema in the page's language (every field at
 * once, for the error summary), then hand the form to the service, which checks again in English
 * and stores it. What the service refuses is shown by its code, in the page's language. The
 * visitor is anonymous; their address is kept for the rate limit and the audit log.
 */
async function handle(
  formData: FormData,
  fields: readonly string[],
  words: Words,
  schema: z.ZodType,
  submit: (actor: Actor, entries: Record<string, FormDataEntryValue | undefined>) => Promise<SubmissionReceipt>,
  successMessage: string,
): Promise<FormState> {
  const values = textValues(formData, fields);
  const entries = formEntries(formData, fields);
  const invalid = (fieldErrors: FieldErrors): FormState => ({
    status: "invalid",
    message: errorCountIn(words.frame, Object.keys(fieldErrors).length),
    fieldErrors,
    values,
  });
  const checked = schema.safeParse(entries);
  if (!checked.success) return invalid(fieldErrorsFromZod(checked.error));
  try {
    const actor: Actor = { kind: "anonymous", ...clientInfo(await headers()) };
    const receipt = await submit(actor, entries);
    return { status: "success", message: successMessage, reference: receipt.reference };
  } catch (error) {
    if (error instanceof SubmissionFieldError) return invalid(error.fieldErrorsIn(words.errors));
    if (error instanceof TooManyRequestsError) {
      const wait = minutesIn(words.frame, error.retryAfterSeconds);
      return {
        status: "error",
        message: fill(words.frame.tooMany, { limit: SUBMISSIONS_PER_HOUR, wait }),
        values,
      };
    }
    // The schema above has the service's rules, so a refusal by field ends up here only if they part.
    if (error instanceof AppError && error.field) return invalid(error.fieldErrors);
    if (error instanceof AppError && (await getLocale()) === "en")
      return { status: "error", message: error.message, values };
    if (!(error instanceof AppError)) console.error(error);
    return { status: "error", message: words.frame.unexpected, values };
  }
}

/** The forms' words in the language of the page that sent the form (proxy.ts tells it by the address). */
async function formWords() {
  return (await getMessages()).forms;
}

export async function submitGrievanceForm(_previous: FormState, formData: FormData): Promise<FormState> {
  checkArguments(isRecord(_previous), isForm(formData));
  const words = await formWords();
  return handle(
    formData,
    GRIEVANCE_FIELD_ORDER,
    words,
    grievanceSchema(config().attachmentMaxBytes, words.errors),
    (actor, entries) => submitGrievance(actor, entries as Parameters<typeof submitGrievance>[1]),
    words.grievance.success,
  );
}

export async function registerAlumnusForm(_previous: FormState, formData: FormData): Promise<FormState> {
  checkArguments(isRecord(_previous), isForm(formData));
  // The alumni form's own words are with its page's ("morePages.alumni"), the shared ones in "forms".
  const { forms, morePages } = await getMessages();
  return handle(
    formData,
    ALUMNI_FIELD_ORDER,
    forms,
    alumniSchemaIn(forms.errors),
    (actor, entries) => registerAlumnus(actor, entries as Parameters<typeof registerAlumnus>[1]),
    morePages.alumni.form.success,
  );
}

export async function sendFeedbackForm(_previous: FormState, formData: FormData): Promise<FormState> {
  checkArguments(isRecord(_previous), isForm(formData));
  const words = await formWords();
  return handle(
    formData,
    FEEDBACK_FIELD_ORDER,
    words,
    feedbackSchemaIn(words.errors),
    (actor, entries) => sendFeedback(actor, entries as Parameters<typeof sendFeedback>[1]),
    words.feedback.success,
  );
}
