import { z } from "zod";
import { apiMethods, apiRoute } from "@/lib/http/handler";
import { single } from "@/lib/http/envelope";
import { restoreDepartmentSchoolRevision } from "@/lib/departments/school-service";

export const { POST, OPTIONS } = apiMethods({
  /** POST /api/v1/department-schools/{id}/revisions/{revisionId}/restore — Editor, Publisher or Admin: the revision becomes the Faculty's state, as a new save. */
  POST: apiRoute(
    { roles: ["Editor", "Publisher"], params: z.object({ id: z.string(), revisionId: z.string() }) },
    async ({ actor, params }) =>
      single("departmentSchool", await restoreDepartmentSchoolRevision(actor, params.id, params.revisionId)),
  ),
});
