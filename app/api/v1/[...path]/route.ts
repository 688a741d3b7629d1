import { failure } from "@/lib/http/respond";

/** Any path under /api/v1 that no endpoint serves: a JSON 404 (never the HTML not-found page). */
function notFound(request: Request): Response {
  const { pathname, search } = new URL(request.url);
  return failure(404, `cannot find path ${pathname}${search}`);
}

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
