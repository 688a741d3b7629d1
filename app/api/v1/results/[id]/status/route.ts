import { apiMethods, apiRoute } from "@/lib/http/handler";
import { jsonObjectSchema } from "@/lib/http/body";
import { idParams } from "@/lib/http/params";
import { overrideResultStatus } from "@/lib/admissions/service";

export const { PUT, OPTIONS } = apiMethods({
  /** PUT /api/v1/results/{id}/status `{ status, reason }` (Admissions/Admin): the staff override, reason required. */
  PUT: apiRoute(
    { roles: ["Admissions"], params: idParams, body: jsonObjectSchema },
    async ({ actor, params, body }) => {
      const { result, changed } = await overrideResultStatus(actor, params.id, body);
      return Response.json({ status: "success", data: { result, changed } });
    },
  ),
});
