import { z } from "zod";
import { apiMethods, apiRoute } from "@/lib/http/handler";
import { collection } from "@/lib/http/envelope";
import { listDepartmentRevisions } from "@/lib/departments/service";

export const { GET, OPTIONS } = apiMethods({
  /** GET /api/v1/departments/{id}/revisions — Editor, Publisher or Admin: the kept revisions, newest first, each with its changes. */
  GET: apiRoute({ roles: ["Editor", "Publisher"], params: z.object({ id: z.string() }) }, async ({ actor, params }) =>
    collection("revisions", await listDepartmentRevisions(actor, params.id)),
  ),
});
