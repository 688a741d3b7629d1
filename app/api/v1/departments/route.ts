import { apiMethods, apiRoute } from "@/lib/http/handler";
import { collection } from "@/lib/http/envelope";
import { listDepartments } from "@/lib/departments/queries";
import { toLegacyDepartment } from "@/lib/departments/legacy";

export const { GET, OPTIONS } = apiMethods({
  /** GET /api/v1/departments — public; every department sorted by name, with its head's email. */
  GET: apiRoute(async () => collection("departments", (await listDepartments()).map(toLegacyDepartment))),
});
