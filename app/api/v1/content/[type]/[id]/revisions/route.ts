import { apiRoute } from "@/lib/http/handler";
import { preflight } from "@/lib/http/cors";
import { collection } from "@/lib/http/envelope";
import { actorFromRequest } from "@/lib/auth/request-actor";
import { staffItemOfType } from "@/lib/content/api";
import { listRevisions } from "@/lib/content/service";

/** GET /api/v1/content/{type}/{id}/revisions — staff: every kept revision `{ id, version, action, data, createdBy, createdAt }`, newest first. */
export const GET = apiRoute<{ type: string; id: string }>(async (request, { params }) => {
  const { type, id } = await params;
  const actor = await actorFromRequest(request);
  await staffItemOfType(actor, type, id);
  return collection("revisions", await listRevisions(actor, id));
});

export const OPTIONS = preflight;
