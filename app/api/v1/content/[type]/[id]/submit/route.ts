import { apiMethods, apiRoute } from "@/lib/http/handler";
import { single } from "@/lib/http/envelope";
import { readOptionalJson } from "@/lib/content/request";
import { itemParams, staffItemOfType, STAFF_ROLES } from "@/lib/content/api";
import { submitForReview } from "@/lib/content/service";

export const { POST, OPTIONS } = apiMethods({
  /** POST /api/v1/content/{type}/{id}/submit — Editor, Publisher or Admin: the draft waits for a publisher. Body optional: `{ version }`. */
  POST: apiRoute({ roles: STAFF_ROLES, params: itemParams }, async ({ request, actor, params }) => {
    await staffItemOfType(actor, params.type, params.id);
    return single("item", await submitForReview(actor, params.id, await readOptionalJson(request)));
  }),
});
