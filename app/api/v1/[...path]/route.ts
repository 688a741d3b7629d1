import { apiMethods, apiRoute } from "@/lib/http/handler";
import { failure } from "@/lib/http/respond";

/** Any path under /api/v1 that no endpoint serves: a JSON 404 (never the HTML not-found page). */
const notFound = apiRoute(async ({ request }) => {
  const { pathname, search } = new URL(request.url);
  return failure(404, `cannot find path ${pathname}${search}`);
});

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiMethods({
  GET: notFound,
  POST: notFound,
  PUT: notFound,
  PATCH: notFound,
  DELETE: notFound,
});
