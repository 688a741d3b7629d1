import { preflight } from "@/lib/http/cors";
import { legacyDecisionRoute } from "@/lib/admissions/routes";

/** PUT /api/v1/pg/{id} `{ status }` — PG decision (freeze or reject); Bearer candidate or staff token. */
export const PUT = legacyDecisionRoute(() => ["pg1"]);
export const OPTIONS = preflight;
