import { z } from "zod";
import { apiMethods, apiRoute } from "@/lib/http/handler";
import { single } from "@/lib/http/envelope";
import { createDepartmentSchool } from "@/lib/departments/school-service";

export const { POST, OPTIONS } = apiMethods({
  /**
   * POST /api/v1/department-schools — Editor, Publisher or Admin: adds a Faculty (201). The body
   * holds its `name` and, if known, `nameHi` and `departmentIds` (in the order its pages list them).
   * 400 with `fieldErrors` by field, such as a name another Faculty has. The legacy list stays at
   * GET /api/v1/departmentSchools.
   */
  POST: apiRoute({ roles: ["Editor", "Publisher"], body: z.unknown() }, async ({ actor, body }) =>
    single("departmentSchool", await createDepartmentSchool(actor, body), 201),
  ),
});
