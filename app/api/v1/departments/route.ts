import { z } from "zod";
import { apiMethods, apiRoute } from "@/lib/http/handler";
import { collection, single } from "@/lib/http/envelope";
import { listDepartments } from "@/lib/departments/queries";
import { toLegacyDepartment } from "@/lib/departments/legacy";
import { createDepartment } from "@/lib/departments/service";

export const { GET, POST, OPTIONS } = apiMethods({
  /** GET /api/v1/departments — public; every department sorted by name, with its head's email. */
  GET: apiRoute(async () => collection("departments", (await listDepartments()).map(toLegacyDepartment))),
  /**
   * POST /api/v1/departments — Editor, Publisher or Admin: adds a department (201). The body holds
   * its `name` and, if known, `nameHi` and `hod` (a faculty member's email). 400 with `fieldErrors`
   * by field, such as a name another department has. The legacy contract has no POST here.
   */
  POST: apiRoute({ roles: ["Editor", "Publisher"], body: z.unknown() }, async ({ actor, body }) =>
    single("department", await createDepartment(actor, body), 201),
  ),
});
