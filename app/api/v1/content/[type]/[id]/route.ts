import { apiRoute } from "@/lib/http/handler";
import { preflight } from "@/lib/http/cors";
import { readJsonBody } from "@/lib/http/body";
import { single } from "@/lib/http/envelope";
import { actorFromRequest } from "@/lib/auth/request-actor";
import { CONTENT_BODY_MAX_BYTES, staffItemOfType } from "@/lib/content/api";
import { getContentItem, saveDraft, savePagePatch } from "@/lib/content/service";

type Params = { type: string; id: string };

/** GET /api/v1/content/{type}/{id} — staff: the item with its draft, published and scheduled data. */
export const GET = apiRoute<Params>(async (request, { params }) => {
  const { type, id } = await params;
  const actor = await actorFromRequest(request);
  await staffItemOfType(actor, type, id);
  return single("item", await getContentItem(actor, id));
});

/**
 * PUT /api/v1/content/{type}/{id} — Editor, Publisher or Admin: saves a draft; visitors still see
 * the published version. Pages take `{ title?, summary?, body?, version }` (text, or `{ en, hi }`);
 * the other types `{ data, version }` with the whole data. 409 with `conflict: { version,
 * updatedBy, updatedAt }` when someone saved since `version`; 400 with `errors: [{ field, message }]`.
 */
export const PUT = apiRoute<Params>(async (request, { params }) => {
  const { type, id } = await params;
  const actor = await actorFromRequest(request);
  const contentType = await staffItemOfType(actor, type, id);
  const body = await readJsonBody(request, CONTENT_BODY_MAX_BYTES);
  const isPagePatch = contentType === "page" && !(body && typeof body === "object" && "data" in body);
  const item = isPagePatch ? await savePagePatch(actor, id, body) : await saveDraft(actor, id, body as { data: unknown; version: number });
  return single("item", item);
});

export const OPTIONS = preflight;
