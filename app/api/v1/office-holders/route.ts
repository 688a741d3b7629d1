import { z } from "zod";
import { apiMethods, apiRoute } from "@/lib/http/handler";
import { single } from "@/lib/http/envelope";
import { createOfficeHolder } from "@/lib/office-holders/service";

export const { POST, OPTIONS } = apiMethods({
  /**
   * POST /api/v1/office-holders — Editor, Publisher or Admin: adds an office holder (201). The body
   * holds its fields (lib/office-holders/schema.ts): the office key, title and name at least. 400
   * with `fieldErrors` by field, such as an office key another holder has.
   */
  POST: apiRoute({ roles: ["Editor", "Publisher"], body: z.unknown() }, async ({ actor, body }) =>
    single("officeHolder", await createOfficeHolder(actor, body), 201),
  ),
});
