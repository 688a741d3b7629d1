import { preflight } from "@/lib/http/cors";
import { legacyLookupRoute } from "@/lib/admissions/routes";

/** POST /api/v1/btech/second — B.Tech round 2 lookup with `{ email, password: DD-MM-YYYY }`. */
export const POST = legacyLookupRoute(() => "btech2");
export const OPTIONS = preflight;
