import { z } from "zod";
import { apiMethods, apiRoute } from "@/lib/http/handler";
import { single } from "@/lib/http/envelope";
import { staffItemOfType, STAFF_ROLES } from "@/lib/content/api";
import { restoreRevision } from "@/lib/content/service";

const revisionParams = z.object({ type: z.string(), id: z.string(), revisionId: z.string() });

export const { POST, OPTIONS } = apiMethods({
  /** POST /api/v1/content/{type}/{id}/revisions/{revisionId}/restore — Editor, Publisher or Admin: the revision becomes the draft. */
  POST: apiRoute({ roles: STAFF_ROLES, params: revisionParams }, async ({ actor, params }) => {
    await staffItemOfType(actor, params.type, params.id);
    return single("item", await restoreRevision(actor, params.id, params.revisionId));
  }),
});
