import { forgetRateLimiter, sharedRateLimiter } from "../rate-limit";
import { tooManyLookups } from "./errors";

/**
 * Result lookups are limited three ways (README, "Rate limits"), so that guessing a candidate's
 * date of birth stays slow while nobody can lock a candidate out by knowing their email alone:
 * - per network address, every lookup counts: generous, because a school or cyber café puts many
 *   candidates behind one address;
 * - per email and address pair, failed lookups count: what stops one client from trying dates;
 * - per email from every address together, failed lookups count: a much higher ceiling, which
 *   only an attacker with many addresses can reach.
 */
const WINDOW_MS = 15 * 60 * 1000;
export const LOOKUPS_PER_ADDRESS = { limit: 120, windowMs: WINDOW_MS };
export const FAILED_LOOKUPS_PER_EMAIL_AND_ADDRESS = { limit: 8, windowMs: WINDOW_MS };
export const FAILED_LOOKUPS_PER_EMAIL = { limit: 40, windowMs: WINDOW_MS };

const NAMES = {
  perAddress: "result-lookups:address",
  perPair: "result-lookups:email-address",
  perEmail: "result-lookups:email",
} as const;

function limits() {
  return {
    perAddress: sharedRateLimiter(NAMES.perAddress, LOOKUPS_PER_ADDRESS),
    failuresPerPair: sharedRateLimiter(NAMES.perPair, FAILED_LOOKUPS_PER_EMAIL_AND_ADDRESS),
    failuresPerEmail: sharedRateLimiter(NAMES.perEmail, FAILED_LOOKUPS_PER_EMAIL),
  };
}

const addressKey = (ip: string | undefined) => `ip:${ip ?? "unknown"}`;
const pairKey = (email: string, ip: string | undefined) => `email:${email}|${addressKey(ip)}`;

/** Counts one lookup from this address; throws when the address is over its limit. */
export async function countLookup(ip: string | undefined): Promise<void> {
  const verdict = await limits().perAddress.hit(addressKey(ip));
  if (!verdict.allowed) throw tooManyLookups(verdict.retryAfterSeconds);
}

/** Throws when this email has had too many failed lookups from this address, or from all addresses. */
export async function checkEmailAttempts(email: string, ip: string | undefined): Promise<void> {
  const { failuresPerPair, failuresPerEmail } = limits();
  for (const verdict of await Promise.all([
    failuresPerPair.check(pairKey(email, ip)),
    failuresPerEmail.check(`email:${email}`),
  ])) {
    if (!verdict.allowed) throw tooManyLookups(verdict.retryAfterSeconds);
  }
}

export async function countFailedLookup(email: string, ip: string | undefined): Promise<void> {
  const { failuresPerPair, failuresPerEmail } = limits();
  await Promise.all([failuresPerPair.hit(pairKey(email, ip)), failuresPerEmail.hit(`email:${email}`)]);
}

/** Forgets every count (tests, and the benchmark between its phases). */
export function resetLookupLimits(): void {
  for (const name of Object.values(NAMES)) forgetRateLimiter(name);
}
