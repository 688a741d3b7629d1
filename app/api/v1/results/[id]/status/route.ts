import { apiRoute } from "@/lib/http/handler";
import { preflight } from "@/lib/http/cors";
import { actorFromRequest } from "@/lib/auth/request-actor";
import { readJsonBody } from "@/lib/admissions/routes";
import { overrideResultStatus } from "@/lib/admissions/service";

/** PUT /api/v1/results/{id}/status `{ status, reason }` (Admissions/Admin): the staff override, reason required. */
export const PUT = apiRoute<{ id: string }>(async (request, { params }) => {
  const actor = await actorFromRequest(request);
  const body = await readJsonBody(request);
  const { result, changed } = await overrideResultStatus(actor, (await params).id, body);
  return Response.json({ status: "success", data: { result, changed } });
});

export const OPTIONS = preflight;
