import { z } from "zod";
import { apiMethods, apiRoute } from "@/lib/http/handler";
import { single } from "@/lib/http/envelope";
import { itemParams, staffItemOfType, STAFF_ROLES } from "@/lib/content/api";
import { diffRevisions } from "@/lib/content/service";

const diffQuerySchema = z.object({
  from: z.string().min(1, "Name the older revision."),
  to: z.string().min(1, "Name the newer revision."),
});

export const { GET, OPTIONS } = apiMethods({
  /** GET /api/v1/content/{type}/{id}/revisions/diff?from=&to= — staff: the changed fields between two revisions. */
  GET: apiRoute(
    { roles: STAFF_ROLES, params: itemParams, query: diffQuerySchema },
    async ({ actor, params, query }) => {
      await staffItemOfType(actor, params.type, params.id);
      return single("diff", await diffRevisions(actor, params.id, query.from, query.to));
    },
  ),
});
