import { eq } from "drizzle-orm";
import { z } from "zod";
import { db } from "../db/client";
import { users } from "../db/schema";
import { type UserRole } from "../users/roles";
import { TooManyRequestsError, UnauthorizedError, ValidationError, minutesInWords } from "../errors";
import { sharedRateLimiter } from "../rate-limit";
import { recordAudit } from "../audit/record";
import { verifyPassword } from "./password";
import { signApiToken } from "./tokens";

/**
 * Signing in with an email and password, for POST /api/v1/auth/login and the staff sign-in page.
 * A wrong password, an unknown email and a disabled account get the same answer after the same
 * work (an argon2 verification), and failures are limited per account and per client address.
 */
export const LOGIN_MISSING_MESSAGE = "Please provide an email or password!";
export const LOGIN_FAILED_MESSAGE = "Specified email or password is incorrect!";

export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

// Shared by the API's login and the staff sign-in page, which Next.js bundles separately.
const failuresByAccount = sharedRateLimiter("sign-in:account", { limit: LOGIN_FAILURE_LIMIT, windowMs: LOGIN_FAILURE_WINDOW_MS });
const failuresByAddress = sharedRateLimiter("sign-in:address", { limit: LOGIN_FAILURE_LIMIT, windowMs: LOGIN_FAILURE_WINDOW_MS });

const credentialsSchema = z.object({
  email: z.string().trim().toLowerCase().min(1).max(320),
  // argon2 hashes any length; the cap keeps a request from making it hash megabytes.
  password: z.string().min(1).max(1024),
});

export type Client = { ip?: string; userAgent?: string };
export type SignedInUser = { id: string; email: string; role: UserRole; name: string | null; sessionVersion: number };

function tooMany(retryAfterSeconds: number): TooManyRequestsError {
  return new TooManyRequestsError(
    `Too many failed sign-in attempts. Try again in ${minutesInWords(retryAfterSeconds)}.`,
    retryAfterSeconds,
  );
}

/** Checks the credentials; on success records the sign-in (last sign-in time and audit entry). */
export async function verifyCredentials(input: unknown, client: Client): Promise<SignedInUser> {
  const parsed = credentialsSchema.safeParse(input);
  if (!parsed.success) throw new ValidationError(LOGIN_MISSING_MESSAGE);
  const { email, password } = parsed.data;
  const accountKey = email;
  // Clients without a known address share one bucket, which errs on the side of refusing.
  const addressKey = client.ip ?? "unknown";
  for (const verdict of [failuresByAccount.check(accountKey), failuresByAddress.check(addressKey)]) {
    if (!verdict.allowed) throw tooMany(verdict.retryAfterSeconds);
  }

  const [user] = await db().select().from(users).where(eq(users.email, email));
  const passwordMatches = await verifyPassword(user?.passwordHash, password);
  if (!user || !passwordMatches || user.disabled) {
    failuresByAccount.hit(accountKey);
    failuresByAddress.hit(addressKey);
    throw new UnauthorizedError(LOGIN_FAILED_MESSAGE);
  }
  // The owner has proved the password: their account's count starts again. The address's count
  // does not, or one valid account would let an attacker reset it between guesses at others.
  failuresByAccount.reset(accountKey);

  const actor = { kind: "user", id: user.id, email: user.email, role: user.role, ...client } as const;
  await db().transaction(async (tx) => {
    await tx.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
    await recordAudit(tx, actor, { action: "user.login", entityType: "user", entityId: user.id });
  });
  return { id: user.id, email: user.email, role: user.role, name: user.name, sessionVersion: user.sessionVersion };
}

export type LoginAnswer = { status: "success"; token: string; role: UserRole; email: string };

/** POST /api/v1/auth/login: a bearer token valid for 8 hours, with the role old clients check. */
export async function loginForApiToken(input: unknown, client: Client): Promise<LoginAnswer> {
  const user = await verifyCredentials(input, client);
  return { status: "success", token: await signApiToken(user), role: user.role, email: user.email };
}
