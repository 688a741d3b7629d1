import { apiRoute } from "@/lib/http/handler";
import { preflight } from "@/lib/http/cors";
import { readJsonBody } from "@/lib/http/body";
import { single } from "@/lib/http/envelope";
import { actorFromRequest } from "@/lib/auth/request-actor";
import { staffItemOfType } from "@/lib/content/api";
import { schedule } from "@/lib/content/service";

/** POST /api/v1/content/{type}/{id}/schedule — Publisher or Admin: `{ publishAt?, unpublishAt?, version? }` (ISO times; null clears one). */
export const POST = apiRoute<{ type: string; id: string }>(async (request, { params }) => {
  const { type, id } = await params;
  const actor = await actorFromRequest(request);
  await staffItemOfType(actor, type, id);
  return single("item", await schedule(actor, id, (await readJsonBody(request))));
});

export const OPTIONS = preflight;
