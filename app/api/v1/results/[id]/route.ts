import { apiRoute } from "@/lib/http/handler";
import { preflight } from "@/lib/http/cors";
import { actorFromRequest } from "@/lib/auth/request-actor";
import { getResultForStaff } from "@/lib/admissions/staff";

/** GET /api/v1/results/{id} (Admissions/Admin): the record and its history (who changed what, when, from where). */
export const GET = apiRoute<{ id: string }>(async (request, { params }) => {
  const { result, history } = await getResultForStaff(await actorFromRequest(request), (await params).id);
  return Response.json({ status: "success", data: { result, history } });
});

export const OPTIONS = preflight;
