import { z } from "zod";
import { apiMethods, apiRoute } from "@/lib/http/handler";
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
      if (!zone)
        context.addIssue({
          code: "custom",
          message: `must be one of ${ZONES.map((z) => `"${z} zone"`).join(", ")} (or the word alone)`,
        });
      return zone;
    }),
});

export const { GET, OPTIONS } = apiMethods({
  /** GET /api/v1/campus[?zone=north zone] — public; campuses sorted by name, of one zone when asked. */
  GET: apiRoute({ query: campusQuerySchema }, async ({ query: { zone } }) => {
    const campuses = zone ? await listCampusesInZone(zone) : await listCampuses();
    return collection("campuses", campuses.map(toLegacyCampus));
  }),
});
