import { z } from "zod";
import { apiRoute } from "@/lib/http/handler";
import { preflight } from "@/lib/http/cors";
import { single } from "@/lib/http/envelope";
import { parseQuery } from "@/lib/http/query";
import { actorFromRequest } from "@/lib/auth/request-actor";
import { staffItemOfType } from "@/lib/content/api";
import { diffRevisions } from "@/lib/content/service";

const diffQuerySchema = z.object({ from: z.string().min(1, "Name the older revision."), to: z.string().min(1, "Name the newer revision.") });

/** GET /api/v1/content/{type}/{id}/revisions/diff?from=&to= — staff: the changed fields between two revisions. */
export const GET = apiRoute<{ type: string; id: string }>(async (request, { params }) => {
  const { type, id } = await params;
  const actor = await actorFromRequest(request);
  await staffItemOfType(actor, type, id);
  const { from, to } = parseQuery(diffQuerySchema, request);
  return single("diff", await diffRevisions(actor, id, from, to));
});

export const OPTIONS = preflight;
