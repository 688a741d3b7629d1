import { z } from "zod";
import { apiMethods, apiRoute } from "@/lib/http/handler";
import { single } from "@/lib/http/envelope";
import { createCampus } from "@/lib/campuses/service";

export const { POST, OPTIONS } = apiMethods({
  /**
   * POST /api/v1/campuses — Editor, Publisher or Admin: adds a campus (201). The body holds its
   * fields (lib/campuses/schema.ts): name and zone at least; the slug is made from the name. 400
   * with `fieldErrors` by field, such as a name another campus has. The legacy GET /api/v1/campus
   * lists it at once; the old backend's unauthenticated POST /api/v1/campus is not served.
   */
  POST: apiRoute({ roles: ["Editor", "Publisher"], body: z.unknown() }, async ({ actor, body }) =>
    single("campus", await createCampus(actor, body), 201),
  ),
});
