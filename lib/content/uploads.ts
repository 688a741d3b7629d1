import "server-only";
import { requireRole, type Actor } from "../auth/actor";
import { recordAudit } from "../audit/record";
import { config } from "../config";
import { ValidationError } from "../errors";
import { inspectImage } from "../files/image";
import { writeWithFile } from "../files/service";
import { readBody } from "../files/store";
import { acceptImage, acceptPdf, isNoFile } from "../files/upload";
import { fileUrl } from "../files/urls";

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
  const picture = await acceptImage(file, { field: "image", maxBytes: config().photoMaxBytes });
  // The stored copy is re-encoded at display size: its own dimensions are what the page declares.
  const { width, height } = inspectImage(await readBody(picture.body));
  const name = picture.details.originalName;
  const fileId = await writeWithFile(picture, async (tx, id) => {
    await recordAudit(tx, actor, {
      action: "content.upload-picture",
      entityType: "file",
      entityId: id!,
      after: { name, width, height },
    });
    return id!;
  });
  return { src: fileUrl(fileId, name), width, height };
}

export async function uploadContentPdf(actor: Actor, file: File | undefined): Promise<UploadedPdf> {
  requireRole(actor, ...CONTENT_ROLES);
  if (isNoFile(file)) throw new ValidationError("pdf: choose a PDF to upload.", "pdf");
  const pdf = await acceptPdf(file);
  const { originalName: name, pageCount, hasTextLayer } = pdf.details;
  const fileId = await writeWithFile(pdf, async (tx, id) => {
    await recordAudit(tx, actor, {
      action: "content.upload-pdf",
      entityType: "file",
      entityId: id!,
      after: { name, pages: pageCount },
    });
    return id!;
  });
  return { href: fileUrl(fileId, name), fileId, name, size: pdf.address.size, hasTextLayer: hasTextLayer ?? false };
}
