import { fieldErrorsFromZod, type FieldErrors } from "../submissions/form-state";
import { sentence } from "../notices/form";
import { checkFileChoice, type ChosenFile } from "../files/choice";
import { newExamDocumentSchema } from "./schema";

/**
 * The staff exam-document form's checks in the browser: the API's own schema for the text fields,
 * and what the browser can see of a PDF. The server checks everything again. No server-only code.
 */
export type ExamDocumentKind = "pdf" | "link";

/** The form's fields in page order (their names are the API's): the first with an error takes focus. */
export const EXAM_FIELD_ORDER = ["title", "section", "pdf", "link"] as const;

/** Field-level messages for a new exam document that is a PDF (`file`) or a link (`values.link`). */
export async function examDocumentErrors(
  values: Record<string, string>,
  kind: ExamDocumentKind,
  file: ChosenFile | undefined,
  maxBytes: number,
): Promise<FieldErrors> {
  // An empty field is one not filled in: "choose a section", not "not a section".
  const filled = Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== ""));
  const result = newExamDocumentSchema.safeParse(filled);
  const errors = result.success ? {} : fieldErrorsFromZod(result.error);
  if (kind === "link" && !filled.link) errors.link = "enter the https:// address of the page";
  if (kind === "pdf") {
    const problem = await checkFileChoice(file, {
      kind: "pdf",
      maxBytes,
      missing: "choose the PDF file of the document",
    });
    if (problem) errors.pdf = problem;
  }
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, message && sentence(message)]));
}
