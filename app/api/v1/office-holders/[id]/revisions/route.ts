import { z } from "zod";
import { apiMethods, apiRoute } from "@/lib/http/handler";
import { collection } from "@/lib/http/envelope";
import { listOfficeHolderRevisions } from "@/lib/office-holders/service";

export const { GET, OPTIONS } = apiMethods({
  /**
   * GET /api/v1/office-holders/{id}/revisions — Editor, Publisher or Admin: the record's kept
   * revisions `{ id, action, data, createdBy, createdAt, changes }`, newest first.
   */
  GET: apiRoute({ roles: ["Editor", "Publisher"], params: z.object({ id: z.string() }) }, async ({ actor, params }) =>
    collection("revisions", await listOfficeHolderRevisions(actor, params.id)),
  ),
});
