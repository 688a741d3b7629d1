import { apiMethods } from "@/lib/http/handler";
import { legacyDecisionRoute } from "@/lib/admissions/routes";

/** PUT /api/v1/btech/second/{id} `{ status }` — B.Tech round 2 decision; Bearer candidate or staff token. */
export const { PUT, OPTIONS } = apiMethods({ PUT: legacyDecisionRoute(() => ["btech2"]) });
