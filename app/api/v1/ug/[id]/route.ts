import { apiMethods } from "@/lib/http/handler";
import { legacyDecisionRoute, ugRoundFromQuery } from "@/lib/admissions/routes";

/** PUT /api/v1/ug/{id}[?round=second] `{ status }` — UG decision; Bearer candidate or staff token. */
export const { PUT, OPTIONS } = apiMethods({ PUT: legacyDecisionRoute((request) => [ugRoundFromQuery(request)]) });
