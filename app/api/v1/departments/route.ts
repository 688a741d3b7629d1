import { apiMethods, apiRoute } from "@/lib/http/handler";
import { collection } from "@/lib/http/envelope";
import { listDepartments } from "@/lib/departments/queries";
import { toLegacyDepartment } from "@/lib/departments/legacy";
import { DEPARTMENTS } from "@/lib/departments/record";
import { recordCollectionRoutes } from "@/lib/records/api";

// GET is the legacy public read (legacy-api.md), kept as it was; POST is the declared kind's staff addition.
const staff = recordCollectionRoutes(DEPARTMENTS);

export const { GET, POST, OPTIONS } = apiMethods({
  /** GET /api/v1/departments — public; every department sorted by name, with its head's email. */
  GET: apiRoute(async () => collection("departments", (await listDepartments()).map(toLegacyDepartment))),
  POST: staff.POST,
});
