import { apiMethods, apiRoute } from "@/lib/http/handler";
import { single } from "@/lib/http/envelope";
import { readOptionalJson } from "@/lib/content/request";
import { itemParams, staffItemOfType, STAFF_ROLES } from "@/lib/content/api";
import { publish } from "@/lib/content/service";

export const { POST, OPTIONS } = apiMethods({
  /** POST /api/v1/content/{type}/{id}/publish — Publisher or Admin (an Editor gets 403): the draft goes live now, or at publish-at when that is set. Body optional: `{ version }`. */
  POST: apiRoute({ roles: STAFF_ROLES, params: itemParams }, async ({ request, actor, params }) => {
    await staffItemOfType(actor, params.type, params.id);
    return single("item", await publish(actor, params.id, await readOptionalJson(request)));
  }),
});
