import { z } from "zod";
import { apiMethods, apiRoute } from "@/lib/http/handler";
import { single } from "@/lib/http/envelope";
import { createProgram } from "@/lib/programs/service";

export const { POST, OPTIONS } = apiMethods({
  /**
   * POST /api/v1/programs — Editor, Publisher or Admin: adds a programme (201). The body holds its
   * fields (lib/programs/schema.ts): name, code, level and duration at least. 400 with
   * `fieldErrors` by field, such as a code another programme has at the same level.
   */
  POST: apiRoute({ roles: ["Editor", "Publisher"], body: z.unknown() }, async ({ actor, body }) =>
    single("program", await createProgram(actor, body), 201),
  ),
});
