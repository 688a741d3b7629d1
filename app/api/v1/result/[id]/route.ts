import { preflight } from "@/lib/http/cors";
import { legacyDecisionRoute } from "@/lib/admissions/routes";

/** PUT /api/v1/result/{allStudentId} `{ status }` — round-1 decision (Diploma or B.Tech); Bearer candidate or staff token. */
export const PUT = legacyDecisionRoute(() => ["diploma1", "btech1"]);
export const OPTIONS = preflight;
