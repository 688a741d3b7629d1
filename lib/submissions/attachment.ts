import { AppError, ValidationError } from "../errors";
import { PdfRejectedError, type PdfProblem } from "../files/pdf";
import type { AcceptedFile } from "../files/service";
import { acceptPdf, type UploadedFile } from "../files/upload";
import { formatFileSize } from "../files/urls";

/**
 * A visitor's PDF attachment: the upload pipeline's one PDF check (lib/files/upload.ts), with its
 * findings worded for visitors. The check is the staff uploads' own; only the words differ.
 */
const UNREADABLE = "The attachment could not be read as a PDF. Please check the file and try again.";

const VISITOR_WORDS: Record<PdfProblem, string> = {
  empty: "The attachment must be a PDF file.",
  "not-pdf": "The attachment must be a PDF file.",
  truncated: UNREADABLE,
  damaged: UNREADABLE,
  "no-pages": UNREADABLE,
  encrypted: "The PDF is protected by a password. Please attach a copy without a password.",
  "active-content":
    "The PDF contains active content (JavaScript or an action that starts a program), which we cannot accept. Please print or export it to a plain PDF and attach that.",
};

export async function acceptAttachment(file: UploadedFile, maxBytes: number): Promise<AcceptedFile> {
  try {
    return await acceptPdf(file, { field: "attachment", maxBytes });
  } catch (error) {
    if (error instanceof PdfRejectedError) throw new ValidationError(VISITOR_WORDS[error.problem], "attachment");
    if (error instanceof AppError && error.status === 413)
      throw new ValidationError(`The attachment must be ${formatFileSize(maxBytes)} or smaller.`, "attachment");
    throw error;
  }
}
