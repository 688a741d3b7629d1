import { apiMethods, apiRoute } from "@/lib/http/handler";
import { jsonObjectSchema } from "@/lib/http/body";
import { single } from "@/lib/http/envelope";
import { roundParamsSchema } from "@/lib/admissions/schema";
import { updateRound } from "@/lib/admissions/service";

export const { PATCH, OPTIONS } = apiMethods({
  /**
   * PATCH /api/v1/results/rounds/{category}/{round} `{ title?, startsAt?, endsAt?, windowOpen?, confirmationPdfUrl? }`
   * (Admissions/Admin): edits the round, creating it first when it does not exist.
   */
  PATCH: apiRoute(
    { roles: ["Admissions"], params: roundParamsSchema, body: jsonObjectSchema },
    async ({ actor, params: { category, round }, body }) =>
      single("round", await updateRound(actor, category, round, body)),
  ),
});
