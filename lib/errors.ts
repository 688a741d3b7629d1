/**
 * Errors that services throw on purpose. The HTTP layer maps `status` to the response code and
 * shows `message` to the caller; anything else is an unexpected failure (500, message hidden).
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }

  /** More for the JSON answer beside `message` (field-level problems, who changed a record). */
  get details(): Record<string, unknown> | undefined {
    return undefined;
  }
}

export class ValidationError extends AppError {
  constructor(message: string, field?: string) {
    super(400, message, field);
  }
}
export class UnauthorizedError extends AppError {
  // The old clients know this exact text.
  constructor(message = "No token,unauthorized!") {
    super(401, message);
  }
}
export class ForbiddenError extends AppError {
  constructor(message = "You do not have permission to perform this action") {
    super(403, message);
  }
}
export class NotFoundError extends AppError {
  constructor(message: string) {
    super(404, message);
  }
}
export class ConflictError extends AppError {
  constructor(message: string, field?: string) {
    super(409, message, field);
  }
}
/** "1 minute", "12 minutes": a wait in whole minutes (at least one), for rate-limit messages. */
export function minutesInWords(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
}

/** Too many attempts; the HTTP layer adds `Retry-After`. */
export class TooManyRequestsError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}
