import { apiRoute } from "@/lib/http/handler";
import { preflight } from "@/lib/http/cors";
import { readJsonBody } from "@/lib/http/body";
import { actorFromRequest } from "@/lib/auth/request-actor";
import { requireRole } from "@/lib/auth/actor";
import { CONTENT_BODY_MAX_BYTES, contentTypeOf, STAFF_ROLES } from "@/lib/content/api";
import { createItemInputSchema } from "@/lib/content/schema";
import { parseWith } from "@/lib/content/parse";
import { checkContent } from "@/lib/content/service";

/** POST /api/v1/content/{type}/check — staff: `{ data }` → the editor-side warnings `{ warnings: [{ field, code, message }] }`. */
export const POST = apiRoute<{ type: string }>(async (request, { params }) => {
  const actor = await actorFromRequest(request);
  requireRole(actor, ...STAFF_ROLES);
  const type = contentTypeOf((await params).type);
  const { data } = parseWith(createItemInputSchema, await readJsonBody(request, CONTENT_BODY_MAX_BYTES));
  const warnings = await checkContent(actor, type, data);
  return Response.json({ status: "success", results: warnings.length, data: { warnings } });
});

export const OPTIONS = preflight;
