import { z } from "zod";
import { apiMethods, apiRoute } from "@/lib/http/handler";
import { single } from "@/lib/http/envelope";
import { itemParams, staffItemOfType, STAFF_ROLES } from "@/lib/content/api";
import { sendBack } from "@/lib/content/service";

export const { POST, OPTIONS } = apiMethods({
  /** POST /api/v1/content/{type}/{id}/send-back — Publisher or Admin: back to the editor with `{ comment, version? }`. */
  POST: apiRoute({ roles: STAFF_ROLES, params: itemParams, body: z.unknown() }, async ({ actor, params, body }) => {
    await staffItemOfType(actor, params.type, params.id);
    return single("item", await sendBack(actor, params.id, body));
  }),
});
