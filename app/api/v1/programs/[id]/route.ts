import { z } from "zod";
import { apiMethods, apiRoute } from "@/lib/http/handler";
import { single } from "@/lib/http/envelope";
import { deleteProgram, updateProgram } from "@/lib/programs/service";

export const { PATCH, DELETE, OPTIONS } = apiMethods({
  /**
   * PATCH /api/v1/programs/{id} — Editor, Publisher or Admin: changes the programme's facts at
   * once. The body holds the fields that change (lib/programs/schema.ts; `campusIds` replaces the
   * campuses) and the programme's `updatedAt` as last read. 409 with `conflict: { updatedBy,
   * updatedAt }` when someone saved since; 400 with `fieldErrors` by field. The legacy
   * /api/v1/program reads are unchanged.
   */
  PATCH: apiRoute(
    { roles: ["Editor", "Publisher"], params: z.object({ id: z.string() }), body: z.unknown() },
    async ({ actor, params, body }) => single("program", await updateProgram(actor, params.id, body)),
  ),
  /**
   * DELETE /api/v1/programs/{id} — Editor, Publisher or Admin, with the programme's `updatedAt` as
   * last read in the body: 409 when someone saved since. The audit log keeps what it held.
   */
  DELETE: apiRoute(
    { roles: ["Editor", "Publisher"], params: z.object({ id: z.string() }), body: z.unknown() },
    async ({ actor, params, body }) => {
      await deleteProgram(actor, params.id, body);
      return Response.json({ status: "success", message: "Programme deleted." });
    },
  ),
});
