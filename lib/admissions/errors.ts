import { AppError, TooManyRequestsError, minutesInWords } from "../errors";

/** Too many lookups: 429, with how long to wait in words and in seconds (Retry-After). */
export function tooManyLookups(retryAfterSeconds: number): TooManyRequestsError {
  return new TooManyRequestsError(
    `Too many attempts. Please try again in ${minutesInWords(retryAfterSeconds)}.`,
    retryAfterSeconds,
  );
}

/** The choice exists but this candidate may not make it (e.g. upgrading a first-preference seat). */
export class ChoiceNotAllowedError extends AppError {
  constructor(message: string) {
    super(422, message, "status");
  }
}

/** One message for an unknown email and for a wrong date of birth, so neither can be probed. */
export const WRONG_PAIR_MESSAGE =
  "We could not find an allotment for this email address and date of birth in this round. Check both and try again.";

export class WrongPairError extends AppError {
  constructor() {
    super(401, WRONG_PAIR_MESSAGE);
  }
}

export const SEAT_CONFIRMATION_CLOSED = "Seat Confirmation Closed";
export const SESSION_ENDED_MESSAGE =
  "Your result session has ended. Enter your email address and date of birth again to see your result.";
