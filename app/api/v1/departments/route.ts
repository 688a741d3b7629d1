import { apiRoute } from "@/lib/http/handler";
import { preflight } from "@/lib/http/cors";
import { collection } from "@/lib/http/envelope";
import { listDepartments } from "@/lib/departments/queries";
import { toLegacyDepartment } from "@/lib/departments/legacy";

/** GET /api/v1/departments — public; every department sorted by name, with its head's email. */
export const GET = apiRoute(async () => collection("departments", (await listDepartments()).map(toLegacyDepartment)));

export const OPTIONS = preflight;
