import { config } from "@/lib/config";
import { apiMethods, apiRoute } from "@/lib/http/handler";
import { createNotice, uploadTooLargeMessage } from "@/lib/notices/service";
import { noticeFormParts } from "@/lib/notices/schema";
import { accessibilityWarning, toLegacyNotice } from "@/lib/notices/legacy";
import { absoluteUrl } from "@/lib/seo/metadata";
import { NOTICE_STAFF } from "@/lib/notices/roles";

export const { POST, OPTIONS } = apiMethods({
  /**
   * POST /api/v1/notice/upload — NOTICE_STAFF; multipart with `pdf`, `fileName`, `section` and
   * the optional fields. The answer adds `warning` when the PDF has no text layer.
   */
  POST: apiRoute(
    {
      roles: NOTICE_STAFF,
      form: { maxFileBytes: () => config().uploadMaxBytes, tooLargeMessage: uploadTooLargeMessage },
      legacyFormErrors: true,
    },
    async ({ actor, form }) => {
      const { fields, file } = noticeFormParts(form);
      const notice = toLegacyNotice(await createNotice(actor, fields, file), absoluteUrl);
      return Response.json(
        {
          status: "success",
          message: "File uploaded successfully",
          fileUrl: notice.fileLink,
          section: notice.section,
          ...accessibilityWarning(notice),
          data: { notice },
        },
        { status: 201 },
      );
    },
  ),
});
