import { z } from "zod";
import { apiMethods, apiRoute } from "@/lib/http/handler";
import { single } from "@/lib/http/envelope";
import { deleteDepartment, updateDepartment } from "@/lib/departments/service";

export const { PATCH, DELETE, OPTIONS } = apiMethods({
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
  /**
   * DELETE /api/v1/departments/{id} — Editor, Publisher or Admin, with the department's `updatedAt`
   * as last read in the body: 409 when someone saved since, or while programmes or faculty members
   * still belong to it (the message counts them). The audit log keeps what it held.
   */
  DELETE: apiRoute(
    { roles: ["Editor", "Publisher"], params: z.object({ id: z.string() }), body: z.unknown() },
    async ({ actor, params, body }) => {
      await deleteDepartment(actor, params.id, body);
      return Response.json({ status: "success", message: "Department deleted." });
    },
  ),
});
