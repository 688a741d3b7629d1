import { apiRoute } from "@/lib/http/handler";
import { preflight } from "@/lib/http/cors";
import { collection } from "@/lib/http/envelope";
import { NotFoundError } from "@/lib/errors";
import { parseId } from "@/lib/ids";
import { listDepartments } from "@/lib/departments/queries";
import { listProgramsOfDepartment } from "@/lib/programs/queries";
import { toLegacyProgram } from "@/lib/programs/legacy";

/**
 * GET /api/v1/program/{departmentId} — public; the programmes of one department (an empty list
 * when it has none, where the old backend answered an error with status 200). 404 for a
 * department that does not exist.
 */
export const GET = apiRoute<{ departmentId: string }>(async (_request, { params }) => {
  const departmentId = parseId((await params).departmentId);
  const departments = await listDepartments();
  if (!departments.some((d) => d.id === departmentId)) throw new NotFoundError(`Cannot find department with id: ${departmentId}`);
  return collection("programs", (await listProgramsOfDepartment(departmentId)).map(toLegacyProgram));
});

export const OPTIONS = preflight;
