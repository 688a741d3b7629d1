import { apiMethods } from "@/lib/http/handler";
import { legacyLookupRoute } from "@/lib/admissions/routes";

/** POST /api/v1/btech/second — B.Tech round 2 lookup with `{ email, password: DD-MM-YYYY }`. */
export const { POST, OPTIONS } = apiMethods({ POST: legacyLookupRoute(() => "btech2") });
