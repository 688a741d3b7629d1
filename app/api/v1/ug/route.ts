import { preflight } from "@/lib/http/cors";
import { legacyLookupRoute, ugRoundFromQuery } from "@/lib/admissions/routes";

/** POST /api/v1/ug[?round=second] — UG round 1 (or 2) lookup with `{ email, password: DD-MM-YYYY }`. */
export const POST = legacyLookupRoute(ugRoundFromQuery);
export const OPTIONS = preflight;
