import { z } from "zod";
import { apiMethods, apiRoute } from "@/lib/http/handler";
import { single } from "@/lib/http/envelope";
import { restoreOfficeHolderRevision } from "@/lib/office-holders/service";

export const { POST, OPTIONS } = apiMethods({
  /**
   * POST /api/v1/office-holders/{id}/revisions/{revisionId}/restore — Editor, Publisher or Admin:
   * the revision's fields become the record's again, as one more save (and revision), live at once.
   */
  POST: apiRoute(
    { roles: ["Editor", "Publisher"], params: z.object({ id: z.string(), revisionId: z.string() }) },
    async ({ actor, params }) =>
      single("officeHolder", await restoreOfficeHolderRevision(actor, params.id, params.revisionId)),
  ),
});
