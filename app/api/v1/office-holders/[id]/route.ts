import { z } from "zod";
import { apiMethods, apiRoute } from "@/lib/http/handler";
import { single } from "@/lib/http/envelope";
import { deleteOfficeHolder, updateOfficeHolder } from "@/lib/office-holders/service";

export const { PATCH, DELETE, OPTIONS } = apiMethods({
  /**
   * PATCH /api/v1/office-holders/{id} — Editor, Publisher or Admin: changes who holds the office
   * and what the pages show of them, at once. The body holds the fields that change
   * (lib/office-holders/schema.ts; the office key cannot change) and the record's `updatedAt` as
   * last read. 409 with `conflict: { updatedBy, updatedAt }` when someone saved since; 400 with
   * `fieldErrors` by field.
   */
  PATCH: apiRoute(
    { roles: ["Editor", "Publisher"], params: z.object({ id: z.string() }), body: z.unknown() },
    async ({ actor, params, body }) => single("officeHolder", await updateOfficeHolder(actor, params.id, body)),
  ),
  /**
   * DELETE /api/v1/office-holders/{id} — Editor, Publisher or Admin, with the record's `updatedAt`
   * as last read in the body: 409 when someone saved since, or while a page names the office (the
   * message names the pages). The audit log keeps what it held.
   */
  DELETE: apiRoute(
    { roles: ["Editor", "Publisher"], params: z.object({ id: z.string() }), body: z.unknown() },
    async ({ actor, params, body }) => {
      await deleteOfficeHolder(actor, params.id, body);
      return Response.json({ status: "success", message: "Office holder deleted." });
    },
  ),
});
