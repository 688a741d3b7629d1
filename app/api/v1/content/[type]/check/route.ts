import { z } from "zod";
import { apiMethods, apiRoute } from "@/lib/http/handler";
import { CONTENT_BODY_MAX_BYTES, contentTypeOf, STAFF_ROLES } from "@/lib/content/api";
import { createItemInputSchema } from "@/lib/content/schema";
import { checkContent } from "@/lib/content/service";

export const { POST, OPTIONS } = apiMethods({
  /** POST /api/v1/content/{type}/check — staff: `{ data }` → the editor-side warnings `{ warnings: [{ field, code, message }] }`. */
  POST: apiRoute(
    {
      roles: STAFF_ROLES,
      params: z.object({ type: z.string() }),
      body: createItemInputSchema,
      maxBytes: CONTENT_BODY_MAX_BYTES,
    },
    async ({ actor, params, body }) => {
      const warnings = await checkContent(actor, contentTypeOf(params.type), body.data);
      return Response.json({ status: "success", results: warnings.length, data: { warnings } });
    },
  ),
});
