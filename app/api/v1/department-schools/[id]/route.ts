import { z } from "zod";
import { apiMethods, apiRoute } from "@/lib/http/handler";
import { single } from "@/lib/http/envelope";
import { deleteDepartmentSchool, updateDepartmentSchool } from "@/lib/departments/school-service";

export const { PATCH, DELETE, OPTIONS } = apiMethods({
  /**
   * PATCH /api/v1/department-schools/{id} — Editor, Publisher or Admin: changes a Faculty's name,
   * Hindi name or departments (`departmentIds`, in order, replaces them) at once, with the
   * `updatedAt` last read. 409 and 400 as for departments. The legacy GET
   * /api/v1/departmentSchools list is unchanged.
   */
  PATCH: apiRoute(
    { roles: ["Editor", "Publisher"], params: z.object({ id: z.string() }), body: z.unknown() },
    async ({ actor, params, body }) => single("departmentSchool", await updateDepartmentSchool(actor, params.id, body)),
  ),
  /**
   * DELETE /api/v1/department-schools/{id} — Editor, Publisher or Admin, with the Faculty's
   * `updatedAt` as last read in the body: 409 when someone saved since, or while it still lists
   * departments (the message counts them). The audit log keeps what it held.
   */
  DELETE: apiRoute(
    { roles: ["Editor", "Publisher"], params: z.object({ id: z.string() }), body: z.unknown() },
    async ({ actor, params, body }) => {
      await deleteDepartmentSchool(actor, params.id, body);
      return Response.json({ status: "success", message: "Faculty deleted." });
    },
  ),
});
