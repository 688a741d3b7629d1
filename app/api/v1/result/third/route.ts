import { preflight } from "@/lib/http/cors";
import { legacyLookupRoute } from "@/lib/admissions/routes";

/** POST /api/v1/result/third — Diploma round 3 lookup with `{ email, password: DD-MM-YYYY }`. */
export const POST = legacyLookupRoute(() => "diploma3");
export const OPTIONS = preflight;
