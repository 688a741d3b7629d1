import { AppError } from "../errors";
import { PdfRejectedError, type PdfProblem } from "../files/pdf";
import type { AcceptedFile } from "../files/service";
import { acceptPdf, type UploadedFile } from "../files/upload";
import { formatFileSize } from "../files/urls";
import { SubmissionFieldError } from "./field-error";
import type { FormErrorCode } from "./form-words";

/**
 * A visitor's PDF attachment: the upload pipeline's one PDF check (lib/files/upload.ts), with its
 * findings worded for visitors. The check is the staff uploads' own; only the words differ.
 */
const VISITOR_WORDS: Record<PdfProblem, FormErrorCode> = {
  empty: "attachmentNotPdf",
  "not-pdf": "attachmentNotPdf",
  truncated: "attachmentUnreadable",
  damaged: "attachmentUnreadable",
  "no-pages": "attachmentUnreadable",
  encrypted: "attachmentEncrypted",
  "too-many-pages": "attachmentTooComplex",
  "too-complex": "attachmentTooComplex",
  polyglot: "attachmentActiveContent",
  "active-content": "attachmentActiveContent",
};

export async function acceptAttachment(file: UploadedFile, maxBytes: number): Promise<AcceptedFile> {
  try {
    return await acceptPdf(file, { field: "attachment", maxBytes });
  } catch (error) {
    if (error instanceof PdfRejectedError) throw new SubmissionFieldError(VISITOR_WORDS[error.problem], "attachment");
    if (error instanceof AppError && error.status === 413)
      throw new SubmissionFieldError("attachmentTooLarge", "attachment", { size: formatFileSize(maxBytes) });
    throw error;
  }
}
