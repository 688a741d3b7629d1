import { apiMethods, apiRoute } from "@/lib/http/handler";
import { collection } from "@/lib/http/envelope";
import { listPrograms } from "@/lib/programs/queries";
import { toLegacyProgram } from "@/lib/programs/legacy";

export const { GET, OPTIONS } = apiMethods({
  /** GET /api/v1/program — public; every programme sorted by name, department populated. */
  GET: apiRoute(async () => collection("programs", (await listPrograms()).map(toLegacyProgram))),
});
