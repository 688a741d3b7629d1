import { z } from "zod";
import { apiMethods, apiRoute } from "@/lib/http/handler";
import { collection } from "@/lib/http/envelope";
import { listProgramRevisions } from "@/lib/programs/service";

export const { GET, OPTIONS } = apiMethods({
  /**
   * GET /api/v1/programs/{id}/revisions — Editor, Publisher or Admin: every kept version of the
   * programme `{ id, action, data, createdBy, createdAt, changes }`, newest first.
   */
  GET: apiRoute({ roles: ["Editor", "Publisher"], params: z.object({ id: z.string() }) }, async ({ actor, params }) =>
    collection("revisions", await listProgramRevisions(actor, params.id)),
  ),
});
