import { consumeAll, forgetRateLimiter, LIMITS, sharedRateLimiter, type LimitId } from "../rate-limit";
import { tooManyLookups } from "./errors";

/**
 * Result lookups are limited three ways (docs/security.md, "Limits"), so that guessing a candidate's date of
 * birth stays slow while nobody can lock a candidate out by knowing their email alone:
 * - per network address, every lookup counts: generous, because a school or cyber café puts many
 *   candidates behind one address;
 * - per email and address pair, failed lookups count: what stops one client from trying dates;
 * - per email from every address together, failed lookups count: a much higher ceiling, which
 *   only an attacker with many addresses can reach.
 * Each lookup takes its points before the database is asked; a lookup that finds the record gives
 * the failure points back.
 */
export const LOOKUPS_PER_ADDRESS = LIMITS.lookupsPerAddress;
export const FAILED_LOOKUPS_PER_EMAIL_AND_ADDRESS = LIMITS.failedLookupsPerEmailAndAddress;
export const FAILED_LOOKUPS_PER_EMAIL = LIMITS.failedLookupsPerEmail;

const LIMIT_IDS = [
  "lookupsPerAddress",
  "failedLookupsPerEmailAndAddress",
  "failedLookupsPerEmail",
] as const satisfies readonly LimitId[];

const addressKey = (ip: string | undefined) => `ip:${ip ?? "unknown"}`;
const pairKey = (email: string, ip: string | undefined) => `email:${email}|${addressKey(ip)}`;

/** Counts one lookup from this address; throws when the address is over its limit. */
export async function countLookup(ip: string | undefined): Promise<void> {
  const verdict = await sharedRateLimiter("lookupsPerAddress").consume(addressKey(ip));
  if (!verdict.allowed) throw tooManyLookups(verdict.retryAfterSeconds);
}

/**
 * Takes this email's failure allowance for one lookup (from this address, and from all addresses
 * together); throws when either is used up. The answer gives the points back when the lookup
 * turns out not to be a failure.
 */
export async function takeFailureAllowance(
  email: string,
  ip: string | undefined,
): Promise<{ giveBack(): Promise<void> }> {
  const verdict = await consumeAll([
    [sharedRateLimiter("failedLookupsPerEmailAndAddress"), pairKey(email, ip)],
    [sharedRateLimiter("failedLookupsPerEmail"), `email:${email}`],
  ]);
  if (!verdict.allowed) throw tooManyLookups(verdict.retryAfterSeconds);
  return verdict.taken;
}

/** Forgets every count (tests, and the benchmark between its phases). */
export function resetLookupLimits(): void {
  for (const id of LIMIT_IDS) forgetRateLimiter(id);
}
