import { z } from "zod";
import { apiMethods, apiRoute } from "@/lib/http/handler";
import { single } from "@/lib/http/envelope";
import { CONTENT_BODY_MAX_BYTES, itemParams, staffItemOfType, STAFF_ROLES } from "@/lib/content/api";
import { getContentItem, saveDraft, savePagePatch } from "@/lib/content/service";

export const { GET, PUT, OPTIONS } = apiMethods({
  /** GET /api/v1/content/{type}/{id} — staff: the item with its draft, published and scheduled data. */
  GET: apiRoute({ roles: STAFF_ROLES, params: itemParams }, async ({ actor, params }) => {
    await staffItemOfType(actor, params.type, params.id);
    return single("item", await getContentItem(actor, params.id));
  }),
  /**
   * PUT /api/v1/content/{type}/{id} — Editor, Publisher or Admin: saves a draft; visitors still see
   * the published version. Pages take `{ title?, summary?, body?, version }` (text, or `{ en, hi }`);
   * the other types `{ data, version }` with the whole data. 409 with `conflict: { version,
   * updatedBy, updatedAt }` when someone saved since `version`; 400 with `errors: [{ field, message }]`.
   */
  PUT: apiRoute(
    { roles: STAFF_ROLES, params: itemParams, body: z.unknown(), maxBytes: CONTENT_BODY_MAX_BYTES },
    async ({ actor, params, body }) => {
      const type = await staffItemOfType(actor, params.type, params.id);
      const isPagePatch = type === "page" && !(body && typeof body === "object" && "data" in body);
      const item = isPagePatch
        ? await savePagePatch(actor, params.id, body)
        : await saveDraft(actor, params.id, body as { data: unknown; version: number });
      return single("item", item);
    },
  ),
});
