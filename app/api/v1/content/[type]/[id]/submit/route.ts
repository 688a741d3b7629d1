import { apiRoute } from "@/lib/http/handler";
import { preflight } from "@/lib/http/cors";
import { readOptionalJson } from "@/lib/content/request";
import { single } from "@/lib/http/envelope";
import { actorFromRequest } from "@/lib/auth/request-actor";
import { staffItemOfType } from "@/lib/content/api";
import { submitForReview } from "@/lib/content/service";

/** POST /api/v1/content/{type}/{id}/submit — Editor, Publisher or Admin: the draft waits for a publisher. Body optional: `{ version }`. */
export const POST = apiRoute<{ type: string; id: string }>(async (request, { params }) => {
  const { type, id } = await params;
  const actor = await actorFromRequest(request);
  await staffItemOfType(actor, type, id);
  return single("item", await submitForReview(actor, id, (await readOptionalJson(request))));
});

export const OPTIONS = preflight;
