import { AppError } from "../errors";
import { apiRoute } from "./handler";
import { errorResponse } from "./respond";

type Handler<P> = Parameters<typeof apiRoute<P>>[0];

/**
 * For the notice writes the old admin makes (legacy-api.md §1.3): it shows a failure's `error`
 * text, and treats any failure without one as an expired session (it signs the user out). So
 * every failure here carries `error` as well as `message`, except 401 and 403, which must sign out.
 */
export function formWriteRoute<P = Record<string, never>>(handler: Handler<P>): Handler<P> {
  return apiRoute<P>(async (request, context) => {
    try {
      return await handler(request, context);
    } catch (error) {
      if (error instanceof AppError && (error.status === 401 || error.status === 403)) throw error;
      const response = errorResponse(error);
      const body = (await response.json()) as { status: string; message: string };
      const headers = new Headers(response.headers);
      headers.delete("content-length");
      return Response.json({ ...body, error: body.message }, { status: response.status, headers });
    }
  });
}
