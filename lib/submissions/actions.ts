"use server";

import { headers } from "next/headers";
import type { z } from "zod";
import { AppError } from "../errors";
import { config } from "../config";
import { clientInfo } from "../http/client-address";
import type { Actor } from "../auth/actor";
import { errorCountMessage, fieldErrorsFromZod, formEntries, textValues, type FormState } from "./form-state";
import {
  alumniSchema,
  ALUMNI_FIELD_ORDER,
  feedbackSchema,
  FEEDBACK_FIELD_ORDER,
  grievanceSchema,
  GRIEVANCE_FIELD_ORDER,
} from "./schema";
import { registerAlumnus, sendFeedback, submitGrievance, type SubmissionReceipt } from "./service";

const UNEXPECTED = "Your form could not be saved because of a problem on our side. Please try again in a few minutes.";

/**
 * The forms' server actions: check with the form's schema (every field at once, for the error
 * summary), then hand the form to the service, which checks again and stores it. The visitor is
 * anonymous; their address is kept for the rate limit and the audit log.
 */
async function handle(
  formData: FormData,
  fields: readonly string[],
  schema: z.ZodType,
  submit: (actor: Actor, entries: Record<string, FormDataEntryValue | undefined>) => Promise<SubmissionReceipt>,
  successMessage: string,
): Promise<FormState> {
  const values = textValues(formData, fields);
  const entries = formEntries(formData, fields);
  const checked = schema.safeParse(entries);
  if (!checked.success) {
    const fieldErrors = fieldErrorsFromZod(checked.error);
    return { status: "invalid", message: errorCountMessage(Object.keys(fieldErrors).length), fieldErrors, values };
  }
  try {
    const actor: Actor = { kind: "anonymous", ...clientInfo(await headers()) };
    const receipt = await submit(actor, entries);
    return { status: "success", message: successMessage, reference: receipt.reference };
  } catch (error) {
    if (error instanceof AppError && error.field) {
      return {
        status: "invalid",
        message: errorCountMessage(Object.keys(error.fieldErrors).length),
        fieldErrors: error.fieldErrors,
        values,
      };
    }
    if (error instanceof AppError) return { status: "error", message: error.message, values };
    console.error(error);
    return { status: "error", message: UNEXPECTED, values };
  }
}

export async function submitGrievanceForm(_previous: FormState, formData: FormData): Promise<FormState> {
  return handle(
    formData,
    GRIEVANCE_FIELD_ORDER,
    grievanceSchema(config().attachmentMaxBytes),
    (actor, entries) => submitGrievance(actor, entries as Parameters<typeof submitGrievance>[1]),
    "Thank you. Your grievance has been received and passed to the office concerned.",
  );
}

export async function registerAlumnusForm(_previous: FormState, formData: FormData): Promise<FormState> {
  return handle(
    formData,
    ALUMNI_FIELD_ORDER,
    alumniSchema,
    (actor, entries) => registerAlumnus(actor, entries as Parameters<typeof registerAlumnus>[1]),
    "Thank you for registering with the DSEU alumni network. We will write to you about alumni events and news.",
  );
}

export async function sendFeedbackForm(_previous: FormState, formData: FormData): Promise<FormState> {
  return handle(
    formData,
    FEEDBACK_FIELD_ORDER,
    feedbackSchema,
    (actor, entries) => sendFeedback(actor, entries as Parameters<typeof sendFeedback>[1]),
    "Thank you for your feedback. It has been passed to the office concerned, and we will write to you if we need to know more.",
  );
}
