import { z } from "zod";
import { apiMethods, apiRoute } from "@/lib/http/handler";
import { single } from "@/lib/http/envelope";
import { updateDepartment } from "@/lib/departments/service";

export const { PATCH, OPTIONS } = apiMethods({
  /**
   * PATCH /api/v1/departments/{id} — Editor, Publisher or Admin: changes the department's name,
   * Hindi name or head (`hod`, a faculty member's email, or empty) at once, with the `updatedAt`
   * last read. 409 with `conflict: { updatedBy, updatedAt }` when someone saved since; 400 with
   * `fieldErrors` by field. The legacy GET /api/v1/departments list is unchanged.
   */
  PATCH: apiRoute(
    { roles: ["Editor", "Publisher"], params: z.object({ id: z.string() }), body: z.unknown() },
    async ({ actor, params, body }) => single("department", await updateDepartment(actor, params.id, body)),
  ),
});
