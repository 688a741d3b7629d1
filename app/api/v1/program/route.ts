import { apiRoute } from "@/lib/http/handler";
import { preflight } from "@/lib/http/cors";
import { collection } from "@/lib/http/envelope";
import { listPrograms } from "@/lib/programs/queries";
import { toLegacyProgram } from "@/lib/programs/legacy";

/** GET /api/v1/program — public; every programme sorted by name, department populated. */
export const GET = apiRoute(async () => collection("programs", (await listPrograms()).map(toLegacyProgram)));

export const OPTIONS = preflight;
