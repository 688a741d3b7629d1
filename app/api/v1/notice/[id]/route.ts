import { config } from "@/lib/config";
import { apiMethods, apiRoute } from "@/lib/http/handler";
import { jsonObjectSchema } from "@/lib/http/body";
import { idParams } from "@/lib/http/params";
import { single } from "@/lib/http/envelope";
import { NotFoundError } from "@/lib/errors";
import { parseId } from "@/lib/ids";
import { deleteNotice, setNoticeArchived, updateNotice, uploadTooLargeMessage } from "@/lib/notices/service";
import { findNotice } from "@/lib/notices/queries";
import { noticeFormParts } from "@/lib/notices/schema";
import { accessibilityWarning, toLegacyNotice } from "@/lib/notices/legacy";
import { absoluteUrl } from "@/lib/seo/metadata";
import { NOTICE_STAFF } from "@/lib/notices/roles";

export const { GET, PUT, PATCH, DELETE, OPTIONS } = apiMethods({
  /** GET /api/v1/notice/{id} — public: one notice, current or archived (for edit forms and links). */
  GET: apiRoute({ params: idParams }, async ({ params }) => {
    const id = parseId(params.id);
    const notice = await findNotice(id);
    if (!notice) throw new NotFoundError(`Cannot find notice with id: ${id}`);
    return single("notice", toLegacyNotice(notice, absoluteUrl));
  }),

  /**
   * PUT /api/v1/notice/{id} — Editor or Admin; a form (multipart, or URL-encoded when no file is
   * sent) with the fields to change; a `pdf` part replaces the document. `warning` as for uploads.
   */
  PUT: apiRoute(
    {
      roles: NOTICE_STAFF,
      params: idParams,
      form: {
        maxFileBytes: () => config().uploadMaxBytes,
        tooLargeMessage: uploadTooLargeMessage,
        allowUrlEncoded: true,
      },
      legacyFormErrors: true,
    },
    async ({ actor, params, form }) => {
      const { fields, file } = noticeFormParts(form);
      const notice = toLegacyNotice(await updateNotice(actor, params.id, fields, file), absoluteUrl);
      return Response.json({
        status: "success",
        message: "Notice updated successfully",
        ...accessibilityWarning(notice),
        data: { notice },
      });
    },
  ),

  /** PATCH /api/v1/notice/{id} — Editor or Admin; JSON `{ "archive": true | false }`. */
  PATCH: apiRoute(
    { roles: NOTICE_STAFF, params: idParams, body: jsonObjectSchema, legacyFormErrors: true },
    async ({ actor, params, body }) => {
      const notice = await setNoticeArchived(actor, params.id, body);
      return single("notice", toLegacyNotice(notice, absoluteUrl));
    },
  ),

  /** DELETE /api/v1/notice/{id} — Editor or Admin; the PDF goes too unless another record uses it. */
  DELETE: apiRoute({ roles: NOTICE_STAFF, params: idParams, legacyFormErrors: true }, async ({ actor, params }) => {
    await deleteNotice(actor, params.id);
    return Response.json({ status: "success", message: "Notice deleted successfully" });
  }),
});
