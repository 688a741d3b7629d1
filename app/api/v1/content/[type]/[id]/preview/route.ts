import { apiRoute } from "@/lib/http/handler";
import { preflight } from "@/lib/http/cors";
import { single } from "@/lib/http/envelope";
import { actorFromRequest } from "@/lib/auth/request-actor";
import { staffItemOfType } from "@/lib/content/api";
import { createPreviewLink } from "@/lib/content/service";

/** POST /api/v1/content/{type}/{id}/preview — staff: a signed link `{ preview: { url, expiresAt } }` that shows the draft on its page. */
export const POST = apiRoute<{ type: string; id: string }>(async (request, { params }) => {
  const { type, id } = await params;
  const actor = await actorFromRequest(request);
  await staffItemOfType(actor, type, id);
  return single("preview", await createPreviewLink(actor, id));
});

export const OPTIONS = preflight;
