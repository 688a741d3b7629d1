import { AppError, ConflictError, TooManyRequestsError, minutesInWords } from "../errors";
import type { ResultStatus } from "./vocabulary";
import type { Decision } from "./rules";

/** Too many lookups: 429, with how long to wait in words and in seconds (Retry-After). */
export function tooManyLookups(retryAfterSeconds: number): TooManyRequestsError {
  return new TooManyRequestsError(
    `Too many attempts. Please try again in ${minutesInWords(retryAfterSeconds)}.`,
    retryAfterSeconds,
  );
}

/** The choice exists but this candidate may not make it (e.g. upgrading a first-preference seat). */
export class ChoiceNotAllowedError extends AppError {
  constructor(
    message: string,
    /** The choices the candidate does have, for the pages to name in their language. */
    readonly allowed: readonly Decision[],
    readonly choiceSet: "acceptOrReject" | "all",
  ) {
    super(422, message, "status");
  }
}

/**
 * Why a seat decision was refused (409), as a code the pages say in their own language; `message`
 * stays the English the API has always answered with.
 */
export type DecisionRefusal = "no_seat" | "in_person" | "decided" | "closed";

export class DecisionRefusedError extends ConflictError {
  constructor(
    message: string,
    readonly reason: DecisionRefusal,
    /** For "decided": the decision already recorded. */
    readonly decided?: ResultStatus,
  ) {
    super(message, reason === "decided" ? "status" : undefined);
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
