import { apiMethods } from "@/lib/http/handler";
import { legacyDecisionRoute } from "@/lib/admissions/routes";

/** PUT /api/v1/result/third/{id} `{ status }` — Diploma round 3 decision; Bearer candidate or staff token. */
export const { PUT, OPTIONS } = apiMethods({ PUT: legacyDecisionRoute(() => ["diploma3"]) });
