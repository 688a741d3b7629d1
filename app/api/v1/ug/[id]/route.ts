import { preflight } from "@/lib/http/cors";
import { legacyDecisionRoute, ugRoundFromQuery } from "@/lib/admissions/routes";

/** PUT /api/v1/ug/{id}[?round=second] `{ status }` — UG decision; Bearer candidate or staff token. */
export const PUT = legacyDecisionRoute((request) => [ugRoundFromQuery(request)]);
export const OPTIONS = preflight;
