import { apiRoute } from "@/lib/http/handler";
import { preflight } from "@/lib/http/cors";
import { collection } from "@/lib/http/envelope";
import { actorFromRequest } from "@/lib/auth/request-actor";
import { listRoundSummaries } from "@/lib/admissions/staff";

/** GET /api/v1/results/rounds (Admissions/Admin): every round with its status counts. */
export const GET = apiRoute(async (request) => collection("rounds", await listRoundSummaries(await actorFromRequest(request))));

export const OPTIONS = preflight;
