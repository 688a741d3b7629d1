import { z } from "zod";
import { apiMethods, apiRoute } from "@/lib/http/handler";
import { single } from "@/lib/http/envelope";
import { updateOfficeHolder } from "@/lib/office-holders/service";

export const { PATCH, OPTIONS } = apiMethods({
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
});
