import { apiMethods, apiRoute } from "@/lib/http/handler";
import { jsonObjectSchema } from "@/lib/http/body";
import { applyNoticeBulkAction } from "@/lib/notices/bulk";
import { NOTICE_STAFF } from "@/lib/notices/roles";

export const { POST, OPTIONS } = apiMethods({
  /**
   * POST /api/v1/notice/bulk — NOTICE_STAFF; JSON `{ action: "archive" | "unarchive" | "delete" |
   * "move", ids: [...], section? }`: all the notices or none. Answers how many were selected and changed.
   */
  POST: apiRoute({ roles: NOTICE_STAFF, body: jsonObjectSchema }, async ({ actor, body }) => {
    const result = await applyNoticeBulkAction(actor, body);
    return Response.json({ status: "success", data: result });
  }),
});
