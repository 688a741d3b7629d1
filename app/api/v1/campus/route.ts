import { z } from "zod";
import { apiRoute } from "@/lib/http/handler";
import { preflight } from "@/lib/http/cors";
import { collection } from "@/lib/http/envelope";
import { parseQuery } from "@/lib/http/query";
import { ZONES } from "@/lib/campuses/zones";
import { listCampuses, listCampusesInZone, parseZone } from "@/lib/campuses/queries";
import { toLegacyCampus } from "@/lib/campuses/legacy";

const campusQuerySchema = z.object({
  zone: z
    .string()
    .optional()
    .transform((value, context) => {
      if (value === undefined || value.trim() === "") return undefined;
      const zone = parseZone(value);
      if (!zone) context.addIssue({ code: "custom", message: `must be one of ${ZONES.map((z) => `"${z} zone"`).join(", ")} (or the word alone)` });
      return zone;
    }),
});

/** GET /api/v1/campus[?zone=north zone] — public; campuses sorted by name, of one zone when asked. */
export const GET = apiRoute(async (request) => {
  const { zone } = parseQuery(campusQuerySchema, request);
  const campuses = zone ? await listCampusesInZone(zone) : await listCampuses();
  return collection("campuses", campuses.map(toLegacyCampus));
});

export const OPTIONS = preflight;
