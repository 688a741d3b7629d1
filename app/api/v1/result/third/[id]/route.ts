import { preflight } from "@/lib/http/cors";
import { legacyDecisionRoute } from "@/lib/admissions/routes";

/** PUT /api/v1/result/third/{id} `{ status }` — Diploma round 3 decision; Bearer candidate or staff token. */
export const PUT = legacyDecisionRoute(() => ["diploma3"]);
export const OPTIONS = preflight;
