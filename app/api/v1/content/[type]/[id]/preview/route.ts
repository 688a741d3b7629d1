import { apiMethods, apiRoute } from "@/lib/http/handler";
import { single } from "@/lib/http/envelope";
import { itemParams, staffItemOfType, STAFF_ROLES } from "@/lib/content/api";
import { createPreviewLink } from "@/lib/content/service";

export const { POST, OPTIONS } = apiMethods({
  /** POST /api/v1/content/{type}/{id}/preview — staff: a signed link `{ preview: { url, expiresAt } }` that shows the draft on its page. */
  POST: apiRoute({ roles: STAFF_ROLES, params: itemParams }, async ({ actor, params }) => {
    await staffItemOfType(actor, params.type, params.id);
    return single("preview", await createPreviewLink(actor, params.id));
  }),
});
