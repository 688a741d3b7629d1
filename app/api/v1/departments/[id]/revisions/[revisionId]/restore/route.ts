import { z } from "zod";
import { apiMethods, apiRoute } from "@/lib/http/handler";
import { single } from "@/lib/http/envelope";
import { restoreDepartmentRevision } from "@/lib/departments/service";

export const { POST, OPTIONS } = apiMethods({
  /** POST /api/v1/departments/{id}/revisions/{revisionId}/restore — Editor, Publisher or Admin: the revision becomes the department's state, as a new save. */
  POST: apiRoute(
    { roles: ["Editor", "Publisher"], params: z.object({ id: z.string(), revisionId: z.string() }) },
    async ({ actor, params }) =>
      single("department", await restoreDepartmentRevision(actor, params.id, params.revisionId)),
  ),
});
