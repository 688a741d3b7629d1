import { z } from "zod";
import { apiMethods, apiRoute } from "@/lib/http/handler";
import { single } from "@/lib/http/envelope";
import { restoreCampusRevision } from "@/lib/campuses/service";

export const { POST, OPTIONS } = apiMethods({
  /**
   * POST /api/v1/campuses/{id}/revisions/{revisionId}/restore — Editor, Publisher or Admin: the
   * campus becomes as it was in that revision, as a new save (audited, with its own revision).
   */
  POST: apiRoute(
    { roles: ["Editor", "Publisher"], params: z.object({ id: z.string(), revisionId: z.string() }) },
    async ({ actor, params }) => single("campus", await restoreCampusRevision(actor, params.id, params.revisionId)),
  ),
});
