import { preflight } from "@/lib/http/cors";
import { legacyDecisionRoute } from "@/lib/admissions/routes";

/** PUT /api/v1/result/second/{id} `{ status }` — Diploma round 2 decision; Bearer candidate or staff token. */
export const PUT = legacyDecisionRoute(() => ["diploma2"]);
export const OPTIONS = preflight;
