import { z } from "zod";
import { apiMethods, apiRoute } from "@/lib/http/handler";
import { single } from "@/lib/http/envelope";
import { itemParams, staffItemOfType, STAFF_ROLES } from "@/lib/content/api";
import { unpublish } from "@/lib/content/service";

export const { POST, OPTIONS } = apiMethods({
  /** POST /api/v1/content/{type}/{id}/unpublish — Editor, Publisher or Admin, in an emergency: visitors stop seeing it at once; `{ reason }` is audited. */
  POST: apiRoute({ roles: STAFF_ROLES, params: itemParams, body: z.unknown() }, async ({ actor, params, body }) => {
    await staffItemOfType(actor, params.type, params.id);
    return single("item", await unpublish(actor, params.id, body));
  }),
});
