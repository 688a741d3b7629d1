import { apiMethods } from "@/lib/http/handler";
import { legacyLookupRoute } from "@/lib/admissions/routes";

/** POST /api/v1/pg — PG lookup with `{ email, password: DD-MM-YYYY }`. */
export const { POST, OPTIONS } = apiMethods({ POST: legacyLookupRoute(() => "pg1") });
