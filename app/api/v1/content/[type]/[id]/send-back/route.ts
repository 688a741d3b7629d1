import { apiRoute } from "@/lib/http/handler";
import { preflight } from "@/lib/http/cors";
import { readJsonBody } from "@/lib/http/body";
import { single } from "@/lib/http/envelope";
import { actorFromRequest } from "@/lib/auth/request-actor";
import { staffItemOfType } from "@/lib/content/api";
import { sendBack } from "@/lib/content/service";

/** POST /api/v1/content/{type}/{id}/send-back — Publisher or Admin: back to the editor with `{ comment, version? }`. */
export const POST = apiRoute<{ type: string; id: string }>(async (request, { params }) => {
  const { type, id } = await params;
  const actor = await actorFromRequest(request);
  await staffItemOfType(actor, type, id);
  return single("item", await sendBack(actor, id, (await readJsonBody(request))));
});

export const OPTIONS = preflight;
