import { preflight } from "@/lib/http/cors";
import { legacyDecisionRoute } from "@/lib/admissions/routes";

/** PUT /api/v1/btech/second/{id} `{ status }` — B.Tech round 2 decision; Bearer candidate or staff token. */
export const PUT = legacyDecisionRoute(() => ["btech2"]);
export const OPTIONS = preflight;
