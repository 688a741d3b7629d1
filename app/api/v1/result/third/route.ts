import { apiMethods } from "@/lib/http/handler";
import { legacyLookupRoute } from "@/lib/admissions/routes";

/** POST /api/v1/result/third — Diploma round 3 lookup with `{ email, password: DD-MM-YYYY }`. */
export const { POST, OPTIONS } = apiMethods({ POST: legacyLookupRoute(() => "diploma3") });
