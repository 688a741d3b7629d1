import { apiMethods, apiRoute } from "@/lib/http/handler";
import { collection } from "@/lib/http/envelope";
import { itemParams, staffItemOfType, STAFF_ROLES } from "@/lib/content/api";
import { listRevisions } from "@/lib/content/service";

export const { GET, OPTIONS } = apiMethods({
  /** GET /api/v1/content/{type}/{id}/revisions — staff: every kept revision `{ id, version, action, data, createdBy, createdAt }`, newest first. */
  GET: apiRoute({ roles: STAFF_ROLES, params: itemParams }, async ({ actor, params }) => {
    await staffItemOfType(actor, params.type, params.id);
    return collection("revisions", await listRevisions(actor, params.id));
  }),
});
