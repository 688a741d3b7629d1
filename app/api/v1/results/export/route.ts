import { apiRoute } from "@/lib/http/handler";
import { preflight } from "@/lib/http/cors";
import { queryObject } from "@/lib/http/query";
import { actorFromRequest } from "@/lib/auth/request-actor";
import { exportResultsCsv } from "@/lib/admissions/staff";

/** GET /api/v1/results/export?…the list's filters… (Admissions/Admin): the matching records as CSV. */
export const GET = apiRoute(async (request) => {
  const csv = await exportResultsCsv(await actorFromRequest(request), queryObject(request));
  const stamp = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="admission-results-${stamp}.csv"`,
      "Cache-Control": "no-store",
    },
  });
});

export const OPTIONS = preflight;
