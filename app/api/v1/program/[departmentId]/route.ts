import { z } from "zod";
import { apiMethods, apiRoute } from "@/lib/http/handler";
import { collection } from "@/lib/http/envelope";
import { NotFoundError } from "@/lib/errors";
import { parseId } from "@/lib/ids";
import { listDepartments } from "@/lib/departments/queries";
import { listProgramsOfDepartment } from "@/lib/programs/queries";
import { toLegacyProgram } from "@/lib/programs/legacy";

export const { GET, OPTIONS } = apiMethods({
  /**
   * GET /api/v1/program/{departmentId} — public; the programmes of one department (an empty list
   * when it has none, where the old backend answered an error with status 200). 404 for a
   * department that does not exist.
   */
  GET: apiRoute({ params: z.object({ departmentId: z.string() }) }, async ({ params }) => {
    const departmentId = parseId(params.departmentId);
    const departments = await listDepartments();
    if (!departments.some((d) => d.id === departmentId))
      throw new NotFoundError(`Cannot find department with id: ${departmentId}`);
    return collection("programs", (await listProgramsOfDepartment(departmentId)).map(toLegacyProgram));
  }),
});
