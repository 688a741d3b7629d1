import { forgetRateLimiter, sharedRateLimiter } from "../rate-limit";
import { tooManyLookups } from "./errors";

/**
 * Result lookups are limited twice: per network address (every lookup counts; generous, because a
 * school or cyber café puts many candidates behind one address), and per email address (only
 * failed lookups count), which is what stops anyone from trying dates of birth for a known email.
 */
export const LOOKUPS_PER_ADDRESS = { limit: 60, windowMs: 15 * 60 * 1000 };
export const FAILED_LOOKUPS_PER_EMAIL = { limit: 8, windowMs: 15 * 60 * 1000 };

const PER_ADDRESS = "result-lookups:address";
const FAILURES_PER_EMAIL = "result-lookups:email";

function limits() {
  return {
    perAddress: sharedRateLimiter(PER_ADDRESS, LOOKUPS_PER_ADDRESS),
    failuresPerEmail: sharedRateLimiter(FAILURES_PER_EMAIL, FAILED_LOOKUPS_PER_EMAIL),
  };
}

/** Counts one lookup from this address; throws when the address is over its limit. */
export function countLookup(ip: string | undefined, now: number): void {
  const verdict = limits().perAddress.hit(`ip:${ip ?? "unknown"}`, now);
  if (!verdict.allowed) throw tooManyLookups(verdict.retryAfterSeconds);
}

/** Throws when this email has had too many failed lookups recently. */
export function checkEmailAttempts(email: string, now: number): void {
  const verdict = limits().failuresPerEmail.check(`email:${email}`, now);
  if (!verdict.allowed) throw tooManyLookups(verdict.retryAfterSeconds);
}

export function countFailedLookup(email: string, now: number): void {
  limits().failuresPerEmail.hit(`email:${email}`, now);
}

/** Forgets every count (tests, and the benchmark between its phases). */
export function resetLookupLimits(): void {
  forgetRateLimiter(PER_ADDRESS);
  forgetRateLimiter(FAILURES_PER_EMAIL);
}
