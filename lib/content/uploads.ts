import "server-only";
import { requireRole, type Actor } from "../auth/actor";
import { recordAudit } from "../audit/record";
import { config } from "../config";
import { AppError, ValidationError } from "../errors";
import { inspectImage } from "../files/image";
import { sanitizeFileName, writeWithFile } from "../files/service";
import { acceptPdf, isNoFile, writeWithPdf } from "../files/upload";
import { fileUrl, formatFileSize } from "../files/urls";

/**
 * Files that content editors put into content: pictures (JPEG, PNG or WebP, checked by their
 * bytes) and PDFs (with the same checks as every published document). A stored file is only an
 * address until a draft uses it and a Publisher publishes that draft; the upload itself changes
 * nothing that visitors see. Editors and Publishers may upload; each upload is audited.
 */
const CONTENT_ROLES = ["Editor", "Publisher"] as const;

export type UploadedPicture = { src: string; width: number; height: number };
export type UploadedPdf = { href: string; fileId: string; name: string; size: number; hasTextLayer: boolean };

export async function uploadContentPicture(actor: Actor, file: File | undefined): Promise<UploadedPicture> {
  requireRole(actor, ...CONTENT_ROLES);
  if (isNoFile(file)) throw new ValidationError("image: choose a picture to upload.", "image");
  const limit = config().photoMaxBytes;
  if (file.size > limit) throw new AppError(413, `image: the picture is larger than the limit of ${formatFileSize(limit)}.`, "image");
  const bytes = new Uint8Array(await file.arrayBuffer());
  const image = inspectImage(bytes);
  const name = sanitizeFileName(file.name, image.extension);
  const details = { contentType: image.contentType, originalName: name, hasTextLayer: null, pageCount: null };
  const fileId = await writeWithFile({ bytes, details }, async (tx, id) => {
    await recordAudit(tx, actor, { action: "content.upload-picture", entityType: "file", entityId: id, after: { name, width: image.width, height: image.height } });
    return id!;
  });
  return { src: fileUrl(fileId, name), width: image.width, height: image.height };
}

export async function uploadContentPdf(actor: Actor, file: File | undefined): Promise<UploadedPdf> {
  requireRole(actor, ...CONTENT_ROLES);
  if (isNoFile(file)) throw new ValidationError("pdf: choose a PDF to upload.", "pdf");
  const pdf = await acceptPdf(file);
  const fileId = await writeWithPdf(pdf, async (tx, id) => {
    await recordAudit(tx, actor, { action: "content.upload-pdf", entityType: "file", entityId: id, after: { name: pdf.name, pages: pdf.pageCount } });
    return id!;
  });
  return { href: fileUrl(fileId, pdf.name), fileId, name: pdf.name, size: pdf.bytes.byteLength, hasTextLayer: pdf.hasTextLayer };
}
