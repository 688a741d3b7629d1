import { ValidationError } from "../errors";
import { ENGLISH_FORM_ERRORS, type FormErrorCode, type FormErrorWords } from "./form-words";
import { fill } from "../i18n/fill";

/**
 * A problem with one field that the service finds beyond the schema (an unknown campus, the bytes
 * of a PDF). It carries the problem's code, so that a form shows it in its page's language; the
 * message stays the English one the API has always given.
 */
export class SubmissionFieldError extends ValidationError {
  constructor(
    readonly code: FormErrorCode,
    field: string,
    readonly values: Record<string, string | number> = {},
  ) {
    super(fill(ENGLISH_FORM_ERRORS[code], values), field);
  }

  /** The problem in the given words, keyed by its field. */
  fieldErrorsIn(words: FormErrorWords): Record<string, string> {
    return { [this.field!]: fill(words[this.code], this.values) };
  }
}
