import { eq } from "drizzle-orm";
import { z } from "zod";
import { db } from "../db/client";
import { users } from "../db/schema";
import { type UserRole } from "../users/roles";
import { TooManyRequestsError, UnauthorizedError, ValidationError, minutesInWords } from "../errors";
import { consumeAll, LIMITS, sharedRateLimiter } from "../rate-limit";
import { recordAudit } from "../audit/record";
import { verifyPassword } from "./password";
import { signApiToken } from "./tokens";
import { checkSecondFactor } from "./two-factor";

/**
 * Signing in with an email and password, for POST /api/v1/auth/login and the staff sign-in page.
 * A wrong password, an unknown email and a disabled account get the same answer after the same
 * work (an argon2 verification). Failures are limited three ways (docs/security.md, "Limits"), so that
 * guessing stays slow but knowing someone's email is not enough to lock them out:
 * - per account and address pair: strict, what stops one client from guessing a password;
 * - per account from every address together: a much higher ceiling, against guessing spread over
 *   many addresses (only an attacker with that many addresses can lock the owner out);
 * - per address over all accounts: generous, because a campus network shares one address.
 */
export const LOGIN_MISSING_MESSAGE = "Please provide an email or password!";
export const LOGIN_FAILED_MESSAGE = "Specified email or password is incorrect!";

export const FAILURES_PER_ACCOUNT_AND_ADDRESS = LIMITS.signInPerAccountAndAddress;
export const FAILURES_PER_ACCOUNT = LIMITS.signInPerAccount;
export const FAILURES_PER_ADDRESS = LIMITS.signInPerAddress;

// Shared by the API's login and the staff sign-in page, which Next.js bundles separately.
const limits = () => ({
  pair: sharedRateLimiter("signInPerAccountAndAddress"),
  account: sharedRateLimiter("signInPerAccount"),
  address: sharedRateLimiter("signInPerAddress"),
});

const credentialsSchema = z.object({
  email: z.string().trim().toLowerCase().min(1).max(320),
  // argon2 hashes any length; the cap keeps a request from making it hash megabytes.
  password: z.string().min(1).max(1024),
  // The second step of an account with two-factor sign-in (lib/auth/two-factor.ts); ignored otherwise.
  code: z.string().max(100).optional(),
});

export type Client = { ip?: string; userAgent?: string };
export type SignedInUser = { id: string; email: string; role: UserRole; name: string | null; sessionVersion: number };

function tooMany(retryAfterSeconds: number): TooManyRequestsError {
  return new TooManyRequestsError(
    `Too many failed sign-in attempts. Try again in ${minutesInWords(retryAfterSeconds)}.`,
    retryAfterSeconds,
  );
}

/** The enabled user with this email and password, or undefined; an argon2 verification either way. */
async function enabledUserWithPassword(email: string, password: string) {
  const [user] = await db().select().from(users).where(eq(users.email, email));
  const passwordMatches = await verifyPassword(user?.passwordHash, password);
  return user && passwordMatches && !user.disabled ? user : undefined;
}

/** Checks the credentials; on success records the sign-in (last sign-in time and audit entry). */
export async function verifyCredentials(input: unknown, client: Client): Promise<SignedInUser> {
  const parsed = credentialsSchema.safeParse(input);
  if (!parsed.success) throw new ValidationError(LOGIN_MISSING_MESSAGE);
  const { email, password, code } = parsed.data;
  // Clients without a known address share one bucket, which errs on the side of refusing.
  const addressKey = client.ip ?? "unknown";
  const keys = { pair: `${email}|${addressKey}`, account: email, address: addressKey };
  const { pair, account, address } = limits();
  // Every attempt takes its points before the password is verified, so a burst cannot pass
  // together. The pair goes first: one address adds at most its pair limit to the account's
  // count, so locking the owner out takes that many addresses (docs/security.md, "Limits").
  const attempt = await consumeAll([
    [pair, keys.pair],
    [address, keys.address],
    [account, keys.account],
  ]);
  if (!attempt.allowed) throw tooMany(attempt.retryAfterSeconds);

  const user = await enabledUserWithPassword(email, password).catch(async (error: unknown) => {
    // Not an attempt that was judged: it counts against nothing.
    await attempt.taken.giveBack();
    throw error;
  });
  if (!user) throw new UnauthorizedError(LOGIN_FAILED_MESSAGE);
  // The owner has proved the password: their own counts start again. The address's count only
  // loses this attempt's point (the limit counts failures): a reset would let one valid account
  // clear it between guesses at others.
  await Promise.all([pair.reset(keys.pair), account.reset(keys.account), address.giveBack(keys.address)]);

  const actor = { kind: "user", id: user.id, email: user.email, role: user.role, ...client } as const;
  // An enrolled account needs its code too: the password alone signs nobody in.
  const secondFactor = await checkSecondFactor(user, code, actor);
  await db().transaction(async (tx) => {
    await tx.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
    await recordAudit(tx, actor, {
      action: "user.login",
      entityType: "user",
      entityId: user.id,
      ...(secondFactor === "none" ? {} : { after: { secondFactor } }),
    });
  });
  return { id: user.id, email: user.email, role: user.role, name: user.name, sessionVersion: user.sessionVersion };
}

export type LoginAnswer = { status: "success"; token: string; role: UserRole; email: string };

/**
 * POST /api/v1/auth/login: a bearer token valid for 8 hours, with the role old clients check. An
 * account with two-factor sign-in sends its code as `code` too; without it the answer is a 401
 * `{status:"fail", message, twoFactor:"required"}` and no token.
 */
export async function loginForApiToken(input: unknown, client: Client): Promise<LoginAnswer> {
  const user = await verifyCredentials(input, client);
  return { status: "success", token: await signApiToken(user), role: user.role, email: user.email };
}
