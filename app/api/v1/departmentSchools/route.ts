import { apiRoute } from "@/lib/http/handler";
import { preflight } from "@/lib/http/cors";
import { collection } from "@/lib/http/envelope";
import { listDepartmentSchools } from "@/lib/departments/queries";
import { toLegacyDepartmentSchool } from "@/lib/departments/legacy";

/** GET /api/v1/departmentSchools — public; the Faculties sorted by name, each with its departments in `dept_id`. */
export const GET = apiRoute(async () => collection("departmentSchools", (await listDepartmentSchools()).map(toLegacyDepartmentSchool)));

export const OPTIONS = preflight;
