/**
 * Errors that services throw on purpose. The HTTP layer maps `status` to the response code and
 * shows `message` to the caller; anything else is an unexpected failure (500, message hidden).
 *
 * A failure about particular input fields carries them in `fieldErrors` (field → the problem
 * alone, for a form to show next to the field); `field` is the first of them. `message` stays the
 * text the old API clients know, which for most fields reads "<field>: <problem>".
 */
export type FieldErrorMap = Record<string, string>;

export class AppError extends Error {
  readonly fieldErrors: FieldErrorMap;

  constructor(
    readonly status: number,
    message: string,
    fields?: string | FieldErrorMap,
  ) {
    super(message);
    this.name = new.target.name;
    // A message written as "<field>: <problem>" gives the field the problem alone.
    this.fieldErrors =
      typeof fields === "string"
        ? { [fields]: message.startsWith(`${fields}: `) ? message.slice(fields.length + 2) : message }
        : (fields ?? {});
  }

  /** The first field this failure is about, if any. */
  get field(): string | undefined {
    return Object.keys(this.fieldErrors)[0];
  }

  /** More for the JSON answer beside `message` (field-level problems, who changed a record). */
  get details(): Record<string, unknown> | undefined {
    return undefined;
  }
}

export class ValidationError extends AppError {
  /** `field` names the input the message is about; the message is shown as it is. */
  constructor(message: string, fields?: string | FieldErrorMap) {
    super(400, message, fields);
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
