import { config } from "@/lib/config";
import { preflight } from "@/lib/http/cors";
import { readFormBody, readJsonBody } from "@/lib/http/body";
import { formWriteRoute } from "@/lib/http/form-write-route";
import { apiRoute } from "@/lib/http/handler";
import { single } from "@/lib/http/envelope";
import { NotFoundError } from "@/lib/errors";
import { parseId } from "@/lib/ids";
import { actorFromRequest } from "@/lib/auth/request-actor";
import { requireRole } from "@/lib/auth/actor";
import { deleteNotice, setNoticeArchived, updateNotice, uploadTooLargeMessage } from "@/lib/notices/service";
import { findNotice } from "@/lib/notices/queries";
import { noticeFormParts } from "@/lib/notices/schema";
import { accessibilityWarning, toLegacyNotice } from "@/lib/notices/legacy";
import { absoluteUrl } from "@/lib/seo/metadata";

type Params = { id: string };

const FORM_OVERHEAD_BYTES = 64 * 1024;

/** GET /api/v1/notice/{id} — public: one notice, current or archived (for edit forms and links). */
export const GET = apiRoute<Params>(async (_request, { params }) => {
  const id = parseId((await params).id);
  const notice = await findNotice(id);
  if (!notice) throw new NotFoundError(`Cannot find notice with id: ${id}`);
  return single("notice", toLegacyNotice(notice, absoluteUrl));
});

/**
 * PUT /api/v1/notice/{id} — Editor or Admin; a form (multipart, or URL-encoded when no file is
 * sent) with the fields to change; a `pdf` part replaces the document. `warning` as for uploads.
 */
export const PUT = formWriteRoute<Params>(async (request, { params }) => {
  const { id } = await params;
  const actor = await actorFromRequest(request);
  // Refused before the body is read; the service checks again.
  requireRole(actor, "Editor");
  const form = await readFormBody(request, {
    maxBytes: config().uploadMaxBytes + FORM_OVERHEAD_BYTES,
    tooLargeMessage: uploadTooLargeMessage(),
    allowUrlEncoded: true,
  });
  const { fields, file } = noticeFormParts(form);
  const notice = toLegacyNotice(await updateNotice(actor, id, fields, file), absoluteUrl);
  return Response.json({ status: "success", message: "Notice updated successfully", ...accessibilityWarning(notice), data: { notice } });
});

/** PATCH /api/v1/notice/{id} — Editor or Admin; JSON `{ "archive": true | false }`. */
export const PATCH = formWriteRoute<Params>(async (request, { params }) => {
  const { id } = await params;
  const actor = await actorFromRequest(request);
  requireRole(actor, "Editor");
  const notice = await setNoticeArchived(actor, id, await readJsonBody(request));
  return single("notice", toLegacyNotice(notice, absoluteUrl));
});

/** DELETE /api/v1/notice/{id} — Editor or Admin; the PDF goes too unless another record uses it. */
export const DELETE = formWriteRoute<Params>(async (request, { params }) => {
  const { id } = await params;
  await deleteNotice(await actorFromRequest(request), id);
  return Response.json({ status: "success", message: "Notice deleted successfully" });
});

export const OPTIONS = preflight;
