import { EncryptedPDFError, PDFDocument } from "pdf-lib";
import { ValidationError } from "../errors";
import { formatFileSize } from "../files/urls";

export type CheckedAttachment = { bytes: Uint8Array; originalName: string; pageCount: number };

const PDF_SIGNATURE = "%PDF-";
// The PDF header may follow a little junk; readers look for it within the first kilobyte.
const SIGNATURE_WINDOW = 1024;
const UNREADABLE = "The attachment could not be read as a PDF. Please check the file and try again.";

function hasPdfSignature(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, SIGNATURE_WINDOW)).toString("latin1");
  return head.includes(PDF_SIGNATURE);
}

/** A file name safe to store and to offer in a download: no path, no control characters. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]/g, "").trim().slice(0, 120);
  if (!cleaned) return "attachment.pdf";
  return /\.pdf$/i.test(cleaned) ? cleaned : `${cleaned}.pdf`;
}

/**
 * What the browser said about the file is not trusted: the bytes must start like a PDF and must
 * load as one, without a password, so that staff can open what the visitor sent.
 */
export async function checkPdfAttachment(bytes: Uint8Array, name: string, maxBytes: number): Promise<CheckedAttachment> {
  if (bytes.byteLength > maxBytes) throw new ValidationError(`The attachment must be ${formatFileSize(maxBytes)} or smaller.`, "attachment");
  if (!hasPdfSignature(bytes)) throw new ValidationError("The attachment must be a PDF file.", "attachment");
  let pageCount: number;
  try {
    // pdf-lib is lenient while loading; counting the pages walks the page tree and fails on junk.
    pageCount = (await PDFDocument.load(bytes, { updateMetadata: false })).getPageCount();
  } catch (error) {
    if (error instanceof EncryptedPDFError) {
      throw new ValidationError("The PDF is protected by a password. Please attach a copy without a password.", "attachment");
    }
    throw new ValidationError(UNREADABLE, "attachment");
  }
  if (pageCount < 1) throw new ValidationError(UNREADABLE, "attachment");
  return { bytes, originalName: safeFileName(name), pageCount };
}
