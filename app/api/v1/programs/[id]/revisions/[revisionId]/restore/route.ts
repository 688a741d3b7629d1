import { z } from "zod";
import { apiMethods, apiRoute } from "@/lib/http/handler";
import { single } from "@/lib/http/envelope";
import { restoreProgramRevision } from "@/lib/programs/service";

export const { POST, OPTIONS } = apiMethods({
  /**
   * POST /api/v1/programs/{id}/revisions/{revisionId}/restore — Editor, Publisher or Admin: makes
   * that version the programme's facts again, at once (a new revision); 400 with `fieldErrors` when
   * it names a department or campus that no longer exists.
   */
  POST: apiRoute(
    { roles: ["Editor", "Publisher"], params: z.object({ id: z.string(), revisionId: z.string() }) },
    async ({ actor, params }) => single("program", await restoreProgramRevision(actor, params.id, params.revisionId)),
  ),
});
