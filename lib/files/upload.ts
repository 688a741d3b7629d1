import type { Executor } from "../db/client";
import { AppError } from "../errors";
import { config } from "../config";
import { inspectPdf } from "./pdf";
import { sanitizeFileName, writeWithFile } from "./service";
import { formatFileSize } from "./urls";

/**
 * The PDF upload path shared by every record that publishes a document (notices, the process PDF
 * of an admission round): the same size limit, the same checks by content, and the same way of
 * writing the bytes and their row together with the record.
 */
export const PDF_TYPE = "application/pdf";

export function uploadTooLargeMessage(limit: number = config().uploadMaxBytes): string {
  return `pdf: the file is larger than the upload limit of ${formatFileSize(limit)}.`;
}

// A file input left empty still sends a part, with no name and no bytes.
export function isNoFile(file: File | undefined): file is undefined {
  return !file || (file.size === 0 && file.name === "");
}

export type AcceptedPdf = { bytes: Uint8Array; name: string; pageCount: number; hasTextLayer: boolean };

export async function acceptPdf(file: File): Promise<AcceptedPdf> {
  const limit = config().uploadMaxBytes;
  if (file.size > limit) throw new AppError(413, uploadTooLargeMessage(limit), "pdf");
  const bytes = new Uint8Array(await file.arrayBuffer());
  const inspection = await inspectPdf(bytes);
  return { bytes, name: sanitizeFileName(file.name), ...inspection };
}

/** Runs `write` in one transaction with the row of the new PDF (if any), as `writeWithFile` does. */
export function writeWithPdf<T>(pdf: AcceptedPdf | undefined, write: (tx: Executor, fileId: string | undefined) => Promise<T>): Promise<T> {
  const details = (p: AcceptedPdf) => ({ contentType: PDF_TYPE, originalName: p.name, hasTextLayer: p.hasTextLayer, pageCount: p.pageCount });
  return writeWithFile(pdf ? { bytes: pdf.bytes, details: details(pdf) } : undefined, write);
}
