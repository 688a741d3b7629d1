import type { z } from "zod";
import type en from "../../messages/en.json";
import { TooManyRequestsError, type AppError } from "../errors";
import { ChoiceNotAllowedError, DecisionRefusedError, WrongPairError } from "./errors";
import { DOB_EXAMPLE } from "./dob";
import { fill } from "../i18n/fill";

/**
 * What the result pages say when a lookup or a decision fails, in the page's language. Failures
 * are told apart by what they are (the field and the kind of problem, the error's class and
 * code), never by their English text, which stays what the API answers.
 */
type Words = typeof en.results;
type ErrorWords = Words["errors"];
export type LookupField = "email" | "dob";

/** The catalogue's word for a problem zod found with a lookup field (lookupSchema's rules). */
function fieldProblem(field: LookupField, code: string, words: ErrorWords): string {
  if (field === "email")
    return code === "too_big"
      ? words.emailTooLong
      : code === "invalid_format"
        ? words.emailInvalid
        : words.emailMissing;
  return code === "custom" ? fill(words.dobFormat, { example: DOB_EXAMPLE }) : words.dobMissing;
}

/** The first problem of each lookup field, as a form shows it next to the field. */
export function lookupFieldErrors(error: z.ZodError, words: ErrorWords): Partial<Record<LookupField, string>> {
  const errors: Partial<Record<LookupField, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if ((field === "email" || field === "dob") && !errors[field])
      errors[field] = fieldProblem(field, issue.code, words);
  }
  return errors;
}

/** A failed lookup: the neutral wrong-pair answer or the rate limit; undefined for anything else. */
export function lookupFailure(error: AppError, words: ErrorWords): string | undefined {
  if (error instanceof WrongPairError) return words.wrongPair;
  if (error instanceof TooManyRequestsError) {
    const minutes = Math.max(1, Math.ceil(error.retryAfterSeconds / 60));
    return minutes === 1 ? words.tooManyOne : fill(words.tooMany, { minutes });
  }
  return undefined;
}

/** A refused seat decision; undefined for anything else. */
export function decisionFailure(error: AppError, words: Words): string | undefined {
  if (error instanceof DecisionRefusedError) {
    switch (error.reason) {
      case "no_seat":
        return words.errors.noSeat;
      case "in_person":
        return words.errors.inPerson;
      case "closed":
        return words.errors.closed;
      case "decided":
        return error.decided ? fill(words.errors.decided, { status: words.status[error.decided].title }) : undefined;
    }
  }
  if (error instanceof ChoiceNotAllowedError) {
    const group: Partial<Record<string, { label: string }>> = words.choices[error.choiceSet];
    const labels = error.allowed.map((status) => group[status]?.label ?? status);
    return fill(words.errors.notAllowed, { choices: labels.join(words.errors.choicesJoin) });
  }
  return undefined;
}
