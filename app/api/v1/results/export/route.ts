import { apiMethods, apiRoute } from "@/lib/http/handler";
import { queryObject } from "@/lib/http/query";
import { exportResultsCsv } from "@/lib/admissions/staff";
import { indiaDay } from "@/lib/time";

export const { GET, OPTIONS } = apiMethods({
  /** GET /api/v1/results/export?…the list's filters… (Admissions/Admin): the matching records as CSV. */
  GET: apiRoute({ roles: ["Admissions"] }, async ({ actor, request }) => {
    const csv = await exportResultsCsv(actor, queryObject(request));
    const stamp = indiaDay();
    return new Response(csv, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="admission-results-${stamp}.csv"`,
        "Cache-Control": "no-store",
      },
    });
  }),
});
