import { z } from "zod";
import { apiMethods, apiRoute } from "@/lib/http/handler";
import { single } from "@/lib/http/envelope";
import { deleteCampus, updateCampus } from "@/lib/campuses/service";

export const { PATCH, DELETE, OPTIONS } = apiMethods({
  /**
   * PATCH /api/v1/campuses/{id} — Editor, Publisher or Admin: changes the campus's facts at once.
   * The body holds the fields that change (lib/campuses/schema.ts; the slug never changes) and the
   * campus's `updatedAt` as last read. 409 with `conflict: { updatedBy, updatedAt }` when someone
   * saved since; 400 with `fieldErrors` by field. The legacy GET /api/v1/campus is unchanged.
   */
  PATCH: apiRoute(
    { roles: ["Editor", "Publisher"], params: z.object({ id: z.string() }), body: z.unknown() },
    async ({ actor, params, body }) => single("campus", await updateCampus(actor, params.id, body)),
  ),
  /**
   * DELETE /api/v1/campuses/{id} — Editor, Publisher or Admin, with the campus's `updatedAt` as
   * last read in the body: 409 when someone saved since. Its programme links go with it (the
   * programmes stay); the audit log keeps what it held.
   */
  DELETE: apiRoute(
    { roles: ["Editor", "Publisher"], params: z.object({ id: z.string() }), body: z.unknown() },
    async ({ actor, params, body }) => {
      await deleteCampus(actor, params.id, body);
      return Response.json({ status: "success", message: "Campus deleted." });
    },
  ),
});
