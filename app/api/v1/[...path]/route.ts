import { apiRoute } from "@/lib/http/handler";
import { preflight } from "@/lib/http/cors";
import { failure } from "@/lib/http/respond";

/** Any path under /api/v1 that no endpoint serves: a JSON 404 (never the HTML not-found page). */
const notFound = apiRoute(async (request) => {
  const { pathname, search } = new URL(request.url);
  return failure(404, `cannot find path ${pathname}${search}`);
});

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE, preflight as OPTIONS };
