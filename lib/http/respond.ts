import { AppError, TooManyRequestsError } from "../errors";

/** The legacy error envelope: `fail` for the caller's mistakes (4xx), `error` for ours (5xx). */
export function failure(status: number, message: string, extra?: Record<string, unknown>): Response {
  return Response.json({ status: status >= 500 ? "error" : "fail", message, ...extra }, { status });
}

/** Turns any thrown value into a JSON answer; unexpected errors are logged and never shown. */
export function errorResponse(error: unknown): Response {
  if (error instanceof TooManyRequestsError) {
    const response = failure(error.status, error.message);
    response.headers.set("Retry-After", String(error.retryAfterSeconds));
    return response;
  }
  if (error instanceof AppError) {
    // Forms show each field's problem next to it: the fields travel with the legacy message.
    return failure(error.status, error.message, {
      ...(error.field ? { fieldErrors: error.fieldErrors } : {}),
      ...error.details,
    });
  }
  console.error(error);
  return failure(500, "Something went wrong!");
}
