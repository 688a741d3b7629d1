import { apiRoute } from "@/lib/http/handler";
import { preflight } from "@/lib/http/cors";
import { single } from "@/lib/http/envelope";
import { actorFromRequest } from "@/lib/auth/request-actor";
import { parseInput } from "@/lib/validation";
import { readJsonBody } from "@/lib/admissions/routes";
import { roundParamsSchema } from "@/lib/admissions/schema";
import { updateRound } from "@/lib/admissions/service";

/**
 * PATCH /api/v1/results/rounds/{category}/{round} `{ title?, startsAt?, endsAt?, windowOpen?, confirmationPdfUrl? }`
 * (Admissions/Admin): edits the round, creating it first when it does not exist.
 */
export const PATCH = apiRoute<{ category: string; round: string }>(async (request, { params }) => {
  const actor = await actorFromRequest(request);
  const { category, round } = parseInput(roundParamsSchema, await params);
  return single("round", await updateRound(actor, category, round, await readJsonBody(request)));
});

export const OPTIONS = preflight;
