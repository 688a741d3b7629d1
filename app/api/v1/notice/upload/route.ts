import { config } from "@/lib/config";
import { preflight } from "@/lib/http/cors";
import { readFormBody } from "@/lib/http/body";
import { formWriteRoute } from "@/lib/http/form-write-route";
import { actorFromRequest } from "@/lib/auth/request-actor";
import { requireRole } from "@/lib/auth/actor";
import { createNotice, uploadTooLargeMessage } from "@/lib/notices/service";
import { noticeFormParts } from "@/lib/notices/schema";
import { accessibilityWarning, toLegacyNotice } from "@/lib/notices/legacy";
import { absoluteUrl } from "@/lib/seo/metadata";

// Room for the text fields and multipart boundaries around a file of the largest allowed size.
const FORM_OVERHEAD_BYTES = 64 * 1024;

/**
 * POST /api/v1/notice/upload — Editor or Admin; multipart with `pdf`, `fileName`, `section` and
 * the optional fields. The answer adds `warning` when the PDF has no text layer. The role is also checked before the body is read, so a caller without
 * the right cannot make the server buffer a large upload (the service checks it again).
 */
export const POST = formWriteRoute(async (request) => {
  const actor = await actorFromRequest(request);
  requireRole(actor, "Editor");
  const form = await readFormBody(request, { maxBytes: config().uploadMaxBytes + FORM_OVERHEAD_BYTES, tooLargeMessage: uploadTooLargeMessage() });
  const { fields, file } = noticeFormParts(form);
  const notice = toLegacyNotice(await createNotice(actor, fields, file), absoluteUrl);
  return Response.json(
    { status: "success", message: "File uploaded successfully", fileUrl: notice.fileLink, section: notice.section, ...accessibilityWarning(notice), data: { notice } },
    { status: 201 },
  );
});

export const OPTIONS = preflight;
