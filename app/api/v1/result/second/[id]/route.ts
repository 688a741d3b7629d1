import { apiMethods } from "@/lib/http/handler";
import { legacyDecisionRoute } from "@/lib/admissions/routes";

/** PUT /api/v1/result/second/{id} `{ status }` — Diploma round 2 decision; Bearer candidate or staff token. */
export const { PUT, OPTIONS } = apiMethods({ PUT: legacyDecisionRoute(() => ["diploma2"]) });
