import { apiRoute } from "@/lib/http/handler";
import { preflight } from "@/lib/http/cors";
import { queryObject } from "@/lib/http/query";
import { actorFromRequest } from "@/lib/auth/request-actor";
import { listResults } from "@/lib/admissions/staff";

/**
 * GET /api/v1/results?category=&round=&status=&campus=&program=&registeredCategory=&q=&page=&limit=
 * (Admissions/Admin): a page of records, `metadata`, and every matching round's status counts.
 */
export const GET = apiRoute(async (request) => {
  const { items, metadata, rounds } = await listResults(await actorFromRequest(request), queryObject(request));
  return Response.json({ status: "success", results: items.length, metadata, data: { results: items, rounds } });
});

export const OPTIONS = preflight;
