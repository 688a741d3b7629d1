import { apiMethods, apiRoute } from "@/lib/http/handler";
import { queryObject } from "@/lib/http/query";
import { listResults } from "@/lib/admissions/staff";

export const { GET, OPTIONS } = apiMethods({
  /**
   * GET /api/v1/results?category=&round=&status=&campus=&program=&registeredCategory=&q=&page=&limit=
   * (Admissions/Admin): a page of records, `metadata`, and every matching round's status counts.
   */
  GET: apiRoute({ roles: ["Admissions"] }, async ({ actor, request }) => {
    const { items, metadata, rounds } = await listResults(actor, queryObject(request));
    return Response.json({ status: "success", results: items.length, metadata, data: { results: items, rounds } });
  }),
});
