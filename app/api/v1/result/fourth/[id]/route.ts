import { preflight } from "@/lib/http/cors";
import { legacyDecisionRoute } from "@/lib/admissions/routes";

/** PUT /api/v1/result/fourth/{id} `{ status }` — Diploma round 4 decision; Bearer candidate or staff token. */
export const PUT = legacyDecisionRoute(() => ["diploma4"]);
export const OPTIONS = preflight;
