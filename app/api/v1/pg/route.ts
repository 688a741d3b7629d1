import { preflight } from "@/lib/http/cors";
import { legacyLookupRoute } from "@/lib/admissions/routes";

/** POST /api/v1/pg — PG lookup with `{ email, password: DD-MM-YYYY }`. */
export const POST = legacyLookupRoute(() => "pg1");
export const OPTIONS = preflight;
