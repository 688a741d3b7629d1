import { apiMethods } from "@/lib/http/handler";
import { legacyDecisionRoute } from "@/lib/admissions/routes";

/** PUT /api/v1/result/{allStudentId} `{ status }` — round-1 decision (Diploma or B.Tech); Bearer candidate or staff token. */
export const { PUT, OPTIONS } = apiMethods({ PUT: legacyDecisionRoute(() => ["diploma1", "btech1"]) });
