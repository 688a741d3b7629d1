import { corsHeaders } from "./cors";
import { errorResponse } from "./respond";

type RouteContext<P> = { params: Promise<P> };
type Handler<P> = (request: Request, context: RouteContext<P>) => Promise<Response>;

/**
 * Wraps every /api/v1 route handler: errors become the JSON envelope with the right status (never
 * HTML or a stack trace), and CORS headers are added for allowed origins.
 */
export function apiRoute<P = Record<string, never>>(handler: Handler<P>): Handler<P> {
  return async (request, context) => {
    let response: Response;
    try {
      response = await handler(request, context);
    } catch (error) {
      response = errorResponse(error);
    }
    for (const [name, value] of Object.entries(corsHeaders(request))) response.headers.set(name, value);
    return response;
  };
}
