import { apiMethods } from "@/lib/http/handler";
import { legacyLookupRoute } from "@/lib/admissions/routes";

/** POST /api/v1/result/fourth — Diploma round 4 lookup with `{ email, password: DD-MM-YYYY }`. */
export const { POST, OPTIONS } = apiMethods({ POST: legacyLookupRoute(() => "diploma4") });
