import { apiMethods } from "@/lib/http/handler";
import { legacyDecisionRoute } from "@/lib/admissions/routes";

/** PUT /api/v1/pg/{id} `{ status }` — PG decision (freeze or reject); Bearer candidate or staff token. */
export const { PUT, OPTIONS } = apiMethods({ PUT: legacyDecisionRoute(() => ["pg1"]) });
