import { apiMethods, apiRoute } from "@/lib/http/handler";
import { idParams } from "@/lib/http/params";
import { getResultForStaff } from "@/lib/admissions/staff";

export const { GET, OPTIONS } = apiMethods({
  /** GET /api/v1/results/{id} (Admissions/Admin): the record and its history (who changed what, when, from where). */
  GET: apiRoute({ roles: ["Admissions"], params: idParams }, async ({ actor, params }) => {
    const { result, history } = await getResultForStaff(actor, params.id);
    return Response.json({ status: "success", data: { result, history } });
  }),
});
