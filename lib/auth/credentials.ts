import { eq } from "drizzle-orm";
import { db } from "../db/client";
import { users } from "../db/schema";
import { createRateLimiter } from "../rate-limit";
import { verifyPassword } from "./password";
import { recordAudit } from "../audit/record";

/**
 * The one check of an email and password, for the staff sign-in page and for
 * `POST /api/v1/auth/login`. The same answer, and about the same time, whether the email is
 * unknown, the password wrong or the account disabled; failures are limited per account and per
 * address so passwords cannot be guessed.
 */
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
const failuresPerAccount = createRateLimiter({ limit: 5, windowMs: FAILURE_WINDOW_MS });
const failuresPerAddress = createRateLimiter({ limit: 20, windowMs: FAILURE_WINDOW_MS });

export type AuthenticatedUser = { id: string; email: string; role: (typeof users.$inferSelect)["role"]; sessionVersion: number };
export type CredentialCheck =
  | { ok: true; user: AuthenticatedUser }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "rate-limited"; retryAfterSeconds: number };

export async function checkCredentials(input: { email: string; password: string; ip?: string; userAgent?: string }): Promise<CredentialCheck> {
  const email = input.email.trim().toLowerCase();
  const address = input.ip ?? "unknown";
  for (const verdict of [failuresPerAccount.check(email), failuresPerAddress.check(address)]) {
    if (!verdict.allowed) return { ok: false, reason: "rate-limited", retryAfterSeconds: verdict.retryAfterSeconds };
  }
  const [user] = await db().select().from(users).where(eq(users.email, email));
  const passwordMatches = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !passwordMatches || user.disabled) {
    failuresPerAccount.hit(email);
    failuresPerAddress.hit(address);
    return { ok: false, reason: "invalid" };
  }
  failuresPerAccount.reset(email);
  await db().transaction(async (tx) => {
    await tx.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
    await recordAudit(tx, { kind: "user", id: user.id, email: user.email, role: user.role, ip: input.ip, userAgent: input.userAgent }, {
      action: "user.sign-in",
      entityType: "user",
      entityId: user.id,
    });
  });
  return { ok: true, user: { id: user.id, email: user.email, role: user.role, sessionVersion: user.sessionVersion } };
}
