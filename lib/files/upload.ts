import { AppError } from "../errors";
import { config } from "../config";
import { encodeImage } from "./image-encode";
import { inspectPdfFile, inspectPdfLent } from "./pdf";
import { sanitizeFileName, type AcceptedFile } from "./service";
import { spoolOf } from "./spool";
import { addressOf, type StoredBytes } from "./store";
import { formatFileSize } from "./urls";
import { countUpload } from "../metrics/count";

/**
 * The one way into the file store for every upload: notices, exam documents, admission rounds'
 * PDFs, visitors' attachments, faculty photos and content pictures. Each kind has one check,
 * by content and never by name or declared type:
 * - a PDF (`acceptPdf`): header at byte 0, `%%EOF` at the end, loads without a password, has
 *   pages, and holds no JavaScript or Launch action;
 * - a picture (`acceptImage`): JPEG, PNG or WebP by its bytes, within the pixel limits, then
 *   re-encoded without metadata at display size.
 * The accepted file is then written with its record by `writeWithFile` (lib/files/service.ts).
 */
export const PDF_TYPE = "application/pdf";

export type UploadLimits = { field?: string; maxBytes?: number };

export function uploadTooLargeMessage(limit: number = config().uploadMaxBytes, field = "pdf"): string {
  return `${field}: the file is larger than the upload limit of ${formatFileSize(limit)}.`;
}

// A file input left empty still sends a part, with no name and no bytes.
export function isNoFile(file: File | undefined): file is undefined {
  return !file || (file.size === 0 && file.name === "");
}

/** What the pipeline reads of an uploaded file: a File, or any blob with a name. */
export type UploadedFile = Pick<File, "name" | "size" | "arrayBuffer">;

async function readWithin(file: UploadedFile, limit: number, tooLarge: string, field: string): Promise<Uint8Array> {
  if (file.size > limit) throw new AppError(413, tooLarge, field);
  return new Uint8Array(await file.arrayBuffer());
}

/**
 * A PDF checked by its bytes (413 over the limit, 415 not a PDF, 422 too complex to check, 400
 * unusable), named safely. A file that arrived in a streamed form is checked where it lies on
 * disk and stays there until it is stored: no copy of it is held in memory.
 */
export async function acceptPdf(
  file: UploadedFile,
  { field = "pdf", maxBytes = config().uploadMaxBytes }: UploadLimits = {},
): Promise<AcceptedFile> {
  if (file.size > maxBytes) throw new AppError(413, uploadTooLargeMessage(maxBytes, field), field);
  const spool = spoolOf(file);
  if (!spool) {
    const accepted = await acceptPdfBytes(new Uint8Array(await file.arrayBuffer()), file.name, field);
    countUpload("pdf", file.size);
    return accepted;
  }
  const inspection = await inspectPdfFile(spool.path, field);
  countUpload("pdf", spool.size);
  const address: StoredBytes = {
    key: `${spool.sha256.slice(0, 2)}/${spool.sha256}`,
    sha256: spool.sha256,
    size: spool.size,
  };
  return {
    body: { kind: "disk", path: spool.path },
    address,
    details: { contentType: PDF_TYPE, originalName: sanitizeFileName(file.name), ...inspection },
  };
}

/** The same check for bytes in memory (a server action's file, the seed's documents). */
export async function acceptPdfBytes(bytes: Uint8Array, name: string, field = "pdf"): Promise<AcceptedFile> {
  const checked = await inspectPdfLent(bytes, field);
  return {
    body: { kind: "memory", bytes: checked.bytes },
    address: addressOf(checked.bytes),
    details: { contentType: PDF_TYPE, originalName: sanitizeFileName(name), ...checked.inspection },
  };
}

export type ImageLimits = UploadLimits & {
  /** The longest side, in pixels, of the stored picture. */
  displaySide?: number;
  tooLargeMessage?: (limit: number) => string;
};

/**
 * A picture checked by its bytes (413 over the limit, 415 not JPEG/PNG/WebP, 400 empty, damaged
 * or too many pixels) and re-encoded: what is stored is the cleaned, display-size copy.
 */
export async function acceptImage(
  file: UploadedFile,
  { field = "image", maxBytes = config().photoMaxBytes, displaySide, tooLargeMessage }: ImageLimits = {},
): Promise<AcceptedFile> {
  const tooLarge =
    tooLargeMessage?.(maxBytes) ?? `${field}: the image is larger than the limit of ${formatFileSize(maxBytes)}.`;
  const image = await encodeImage(await readWithin(file, maxBytes, tooLarge, field), field, displaySide);
  // The stored name ends with the extension of what the bytes are, whatever the upload was called.
  const originalName = sanitizeFileName(file.name.replace(/\.(jpe?g|png|webp)$/i, ""), image.extension);
  countUpload("image", file.size);
  return {
    body: { kind: "memory", bytes: image.bytes },
    address: addressOf(image.bytes),
    details: { contentType: image.contentType, originalName, hasTextLayer: null, pageCount: null },
  };
}
