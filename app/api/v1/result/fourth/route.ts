import { preflight } from "@/lib/http/cors";
import { legacyLookupRoute } from "@/lib/admissions/routes";

/** POST /api/v1/result/fourth — Diploma round 4 lookup with `{ email, password: DD-MM-YYYY }`. */
export const POST = legacyLookupRoute(() => "diploma4");
export const OPTIONS = preflight;
