import { apiMethods } from "@/lib/http/handler";
import { legacyLookupRoute, roundOneFromQuery } from "@/lib/admissions/routes";

/** POST /api/v1/result?category=diploma|btech — round-1 lookup with `{ email, password: DD-MM-YYYY }`. */
export const { POST, OPTIONS } = apiMethods({ POST: legacyLookupRoute(roundOneFromQuery) });
