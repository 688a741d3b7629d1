import { apiMethods, apiRoute } from "@/lib/http/handler";
import { collection } from "@/lib/http/envelope";
import { listRoundSummaries } from "@/lib/admissions/staff";

export const { GET, OPTIONS } = apiMethods({
  /** GET /api/v1/results/rounds (Admissions/Admin): every round with its status counts. */
  GET: apiRoute({ roles: ["Admissions"] }, async ({ actor }) => collection("rounds", await listRoundSummaries(actor))),
});
