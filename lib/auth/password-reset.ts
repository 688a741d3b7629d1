import crypto from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { config } from "../config";
import { db, type Database, type Executor } from "../db/client";
import { passwordResetTokens, users } from "../db/schema";
import { newId } from "../ids";
import { recordAudit } from "../audit/record";
import { TooManyRequestsError, UnauthorizedError, ValidationError, minutesInWords } from "../errors";
import { consumeAll, sharedRateLimiter } from "../rate-limit";
import { sendMailInBackground, type MailMessage } from "../mail";
import { parseInput } from "../validation";
import { emailSchema } from "../users/schema";
import type { Actor } from "./actor";
import { hashPassword, verifyPassword } from "./password";
import { passwordProblem } from "./password-policy";

/**
 * "Forgot password?" for staff accounts (every role but Faculty, whose sign-in is the faculty
 * page's): a mailed one-time link to /reset-password, valid for 30 minutes. The request answers
 * the same whether or not the address is a staff account's, and the account is looked up, its
 * link made and the mail sent in the background, so neither the answer nor its time tells who
 * has an account. Only the SHA-256 of
 * the link's token is stored. Setting the new password ends every session of the account.
 */
export const RESET_TOKEN_TTL_MINUTES = 30;
export const RESET_REQUESTED_MESSAGE = `If this address belongs to a staff account, a link to set a new password is on its way. The link works once, for ${RESET_TOKEN_TTL_MINUTES} minutes.`;
export const RESET_LINK_INVALID_MESSAGE =
  "This link to set a new password has expired or has already been used. Ask for a new one on the sign-in page.";

// Long enough for a password manager's passphrase, short enough that argon2 never hashes megabytes.
const MAX_PASSWORD_LENGTH = 1024;

const requestSchema = z.object({ email: emailSchema });
const resetSchema = z.object({
  token: z.string().min(1, RESET_LINK_INVALID_MESSAGE).max(200, RESET_LINK_INVALID_MESSAGE),
  password: z.string().max(MAX_PASSWORD_LENGTH, "The password is too long."),
});

type Client = { ip?: string; userAgent?: string };

const hashToken = (token: string) => crypto.createHash("sha256").update(token, "utf8").digest("hex");

const limits = () => ({
  address: sharedRateLimiter("passwordResetsPerAddress"),
  email: sharedRateLimiter("passwordResetsPerEmail"),
});

/** POST /api/v1/auth/forgot-password: mails a link to a staff account, and answers the same for any address. */
export async function requestPasswordReset(
  input: unknown,
  client: Client,
  database: Database = db(),
): Promise<{ status: "success"; message: string }> {
  const { email } = parseInput(requestSchema, input);
  // Taken before the work: a burst cannot pass together, and one address cannot mail-bomb an account.
  const attempt = await consumeAll([
    [limits().address, client.ip ?? "unknown"],
    [limits().email, email],
  ]);
  if (!attempt.allowed)
    throw new TooManyRequestsError(
      `Too many requests to reset a password. Try again in ${minutesInWords(attempt.retryAfterSeconds)}.`,
      attempt.retryAfterSeconds,
    );

  // The account is looked up and its link made after the answer, so the answer takes the same
  // time whether or not the address is a staff account's.
  sendMailInBackground(resetMail(email, client, database));
  return { status: "success", message: RESET_REQUESTED_MESSAGE };
}

/** Makes a staff account's reset link and composes its mail; undefined for any other address. */
async function resetMail(email: string, client: Client, database: Database): Promise<MailMessage | undefined> {
  const [user] = await database.select().from(users).where(eq(users.email, email));
  if (!user || user.disabled || user.role === "Faculty") return undefined;
  const token = crypto.randomBytes(32).toString("base64url");
  const actor: Actor = { kind: "anonymous", ...client };
  await database.transaction(async (tx) => {
    // Only the newest link works: an older one in a mailbox is of no use to anyone.
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    await tx.insert(passwordResetTokens).values({
      id: newId(),
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MINUTES * 60_000),
    });
    await recordAudit(tx, actor, { action: "user.password-reset-requested", entityType: "user", entityId: user.id });
  });
  return {
    to: user.email,
    subject: "Set a new password for your DSEU staff account",
    text: [
      `Someone, hopefully you, asked to set a new password for the DSEU staff account ${user.email}.`,
      "",
      `Open this link within ${RESET_TOKEN_TTL_MINUTES} minutes to choose a new password (it works once):`,
      `${config().publicBaseUrl}/reset-password?token=${token}`,
      "",
      "Setting the new password signs the account out everywhere.",
      "If you did not ask for this, ignore this mail: your password stays as it is.",
    ].join("\n"),
  };
}

/** The account a reset token is for while it is unused and unexpired, else undefined. */
async function tokenAccount(executor: Executor, token: string) {
  const [row] = await executor
    .select({ tokenId: passwordResetTokens.id, user: users })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashToken(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date()),
      ),
    );
  return row && !row.user.disabled && row.user.role !== "Faculty" ? row : undefined;
}

/** For the /reset-password page: the email of the account a link is for while the link still works. */
export async function resetLinkEmail(token: string, database: Database = db()): Promise<string | undefined> {
  if (!token || token.length > 200) return undefined;
  return (await tokenAccount(database, token))?.user.email;
}

/**
 * Sets a new password with a mailed link. The password is judged first (a refused one keeps the
 * link usable); the link is then marked used in the same statement that checks it is unused, so
 * two submissions at once cannot both use it. Every session of the account ends.
 */
export async function resetPasswordWithToken(
  input: unknown,
  client: Client,
  database: Database = db(),
): Promise<{ email: string }> {
  const { token, password } = parseInput(resetSchema, input);
  const found = await tokenAccount(database, token);
  if (!found) throw new ValidationError(RESET_LINK_INVALID_MESSAGE, "token");
  const problem = passwordProblem(password, [found.user.email, found.user.name]);
  if (problem) throw new ValidationError(problem, "password");
  const passwordHash = await hashPassword(password);
  const actor: Actor = { kind: "user", id: found.user.id, email: found.user.email, role: found.user.role, ...client };
  await database.transaction(async (tx) => {
    const used = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResetTokens.id, found.tokenId),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, new Date()),
        ),
      )
      .returning({ id: passwordResetTokens.id });
    if (used.length === 0) throw new ValidationError(RESET_LINK_INVALID_MESSAGE, "token");
    await setPassword(tx, found.user.id, passwordHash);
    await recordAudit(tx, actor, { action: "user.password-reset", entityType: "user", entityId: found.user.id });
  });
  return { email: found.user.email };
}

/** A new password hash, and every session of the account ends (its session version moves on). */
async function setPassword(tx: Executor, userId: string, passwordHash: string): Promise<void> {
  await tx
    .update(users)
    .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId));
  // Any other link still in a mailbox stops working with the old password.
  await tx
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

const changeSchema = z.object({
  currentPassword: z.string().min(1, "Enter your current password.").max(MAX_PASSWORD_LENGTH),
  newPassword: z.string().max(MAX_PASSWORD_LENGTH, "The password is too long."),
});

/**
 * A signed-in staff or faculty member changes their own password, proving the current one. Every
 * session of the account ends, this one too: the form signs its browser in again with the new
 * password, so only the other sessions stay ended. Wrong current passwords count against the
 * sign-in limits of the account, as a sign-in would.
 */
export async function changeOwnPassword(actor: Actor, input: unknown, database: Database = db()): Promise<void> {
  if (actor.kind !== "user") throw new UnauthorizedError();
  const { currentPassword, newPassword } = parseInput(changeSchema, input);
  const pair = sharedRateLimiter("signInPerAccountAndAddress");
  const pairKey = `${actor.email}|${actor.ip ?? "unknown"}`;
  const attempt = await consumeAll([[pair, pairKey]]);
  if (!attempt.allowed)
    throw new TooManyRequestsError(
      `Too many wrong passwords. Try again in ${minutesInWords(attempt.retryAfterSeconds)}.`,
      attempt.retryAfterSeconds,
    );
  const [user] = await database.select().from(users).where(eq(users.id, actor.id));
  if (!user || user.disabled) throw new UnauthorizedError();
  if (!(await verifyPassword(user.passwordHash, currentPassword)))
    throw new ValidationError("The current password is not right.", "currentPassword");
  await pair.reset(pairKey);
  if (newPassword === currentPassword)
    throw new ValidationError("The new password must differ from the current one.", "newPassword");
  const problem = passwordProblem(newPassword, [user.email, user.name]);
  if (problem) throw new ValidationError(problem, "newPassword");
  const passwordHash = await hashPassword(newPassword);
  await database.transaction(async (tx) => {
    await setPassword(tx, user.id, passwordHash);
    await recordAudit(tx, actor, { action: "user.change-password", entityType: "user", entityId: user.id });
  });
}
