import { z } from "zod";
import { apiMethods, apiRoute } from "@/lib/http/handler";
import { single } from "@/lib/http/envelope";
import { updateDepartmentSchool } from "@/lib/departments/school-service";

export const { PATCH, OPTIONS } = apiMethods({
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
});
