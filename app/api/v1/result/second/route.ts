import { preflight } from "@/lib/http/cors";
import { legacyLookupRoute } from "@/lib/admissions/routes";

/** POST /api/v1/result/second — Diploma round 2 lookup with `{ email, password: DD-MM-YYYY }`. */
export const POST = legacyLookupRoute(() => "diploma2");
export const OPTIONS = preflight;
