import { apiRoute } from "@/lib/http/handler";
import { preflight } from "@/lib/http/cors";
import { single } from "@/lib/http/envelope";
import { actorFromRequest } from "@/lib/auth/request-actor";
import { staffItemOfType } from "@/lib/content/api";
import { restoreRevision } from "@/lib/content/service";

/** POST /api/v1/content/{type}/{id}/revisions/{revisionId}/restore — Editor, Publisher or Admin: the revision becomes the draft. */
export const POST = apiRoute<{ type: string; id: string; revisionId: string }>(async (request, { params }) => {
  const { type, id, revisionId } = await params;
  const actor = await actorFromRequest(request);
  await staffItemOfType(actor, type, id);
  return single("item", await restoreRevision(actor, id, revisionId));
});

export const OPTIONS = preflight;
