import { apiMethods, apiRoute } from "@/lib/http/handler";
import { collection } from "@/lib/http/envelope";
import { listDepartmentSchools } from "@/lib/departments/queries";
import { toLegacyDepartmentSchool } from "@/lib/departments/legacy";

export const { GET, OPTIONS } = apiMethods({
  /** GET /api/v1/departmentSchools — public; the Faculties sorted by name, each with its departments in `dept_id`. */
  GET: apiRoute(async () =>
    collection("departmentSchools", (await listDepartmentSchools()).map(toLegacyDepartmentSchool)),
  ),
});
