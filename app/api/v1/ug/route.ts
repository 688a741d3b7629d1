import { apiMethods } from "@/lib/http/handler";
import { legacyLookupRoute, ugRoundFromQuery } from "@/lib/admissions/routes";

/** POST /api/v1/ug[?round=second] — UG round 1 (or 2) lookup with `{ email, password: DD-MM-YYYY }`. */
export const { POST, OPTIONS } = apiMethods({ POST: legacyLookupRoute(ugRoundFromQuery) });
