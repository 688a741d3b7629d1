import { z } from "zod";
import { apiMethods, apiRoute } from "@/lib/http/handler";
import { collection } from "@/lib/http/envelope";
import { listCampusRevisions } from "@/lib/campuses/service";

export const { GET, OPTIONS } = apiMethods({
  /** GET /api/v1/campuses/{id}/revisions — Editor, Publisher or Admin: the campus's saved versions, newest first, each with what it changed. */
  GET: apiRoute({ roles: ["Editor", "Publisher"], params: z.object({ id: z.string() }) }, async ({ actor, params }) =>
    collection("revisions", await listCampusRevisions(actor, params.id)),
  ),
});
