import crypto from "node:crypto";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import { z } from "zod";
import { db, type Database, type Executor } from "../db/client";
import { twoFactorRecoveryCodes, users } from "../db/schema";
import { newId, isId } from "../ids";
import { recordAudit } from "../audit/record";
import {
  ConflictError,
  NotFoundError,
  TooManyRequestsError,
  UnauthorizedError,
  ValidationError,
  minutesInWords,
} from "../errors";
import { consumeAll, sharedRateLimiter } from "../rate-limit";
import { parseInput } from "../validation";
import type { UserRole } from "../users/roles";
import { requireRole, type Actor } from "./actor";
import { verifyPassword } from "./password";
import { openSecret, sealSecret } from "./two-factor-secret";

/**
 * Two-factor sign-in: a TOTP code from any authenticator app (RFC 6238: SHA-1, 6 digits, 30-second
 * steps, one step either side for clocks that drift) or one of ten one-time recovery codes, asked
 * for after the right password once an account has enrolled. The secret is kept encrypted
 * (lib/auth/two-factor-secret.ts), recovery codes as their SHA-256 only. A TOTP code is used at
 * most once: the step it belongs to is remembered and only a later step's code is taken, so a code
 * seen over a shoulder cannot sign in again within its window. Wrong codes count against the
 * account's two-factor limit (README, "Limits").
 */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
export const RECOVERY_CODE_COUNT = 10;
const ISSUER = "DSEU";
/** Roles that the dashboard asks to enrol, and that can never sign in without a code once enrolled. */
export const TWO_FACTOR_EXPECTED_ROLES: readonly UserRole[] = ["Admin", "Publisher"];

export const TWO_FACTOR_REQUIRED_MESSAGE =
  "This account uses two-factor sign-in: enter the 6-digit code from your authenticator app, or a recovery code.";
export const TWO_FACTOR_INVALID_MESSAGE = "That code is not right, or has already been used. Try the newest code.";

/** The password was right, but the second factor is missing or wrong (the API answers 401 with this text). */
export class SecondFactorError extends UnauthorizedError {
  constructor(readonly reason: "required" | "invalid") {
    super(reason === "required" ? TWO_FACTOR_REQUIRED_MESSAGE : TWO_FACTOR_INVALID_MESSAGE);
  }

  override get details(): Record<string, unknown> {
    return { twoFactor: this.reason };
  }
}

type UserRow = typeof users.$inferSelect;
type SignedIn = Extract<Actor, { kind: "user" }>;

function signedIn(actor: Actor): SignedIn {
  if (actor.kind !== "user") throw new UnauthorizedError();
  return actor;
}

function totpFor(secretBase32: string, email: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label: email,
    algorithm: "SHA1",
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** The 30-second step a code of `secret` matches at `now` (one step either side), or undefined. */
export function matchingStep(secretBase32: string, token: string, now = Date.now()): number | undefined {
  const delta = totpFor(secretBase32, "").validate({ token, timestamp: now, window: 1 });
  if (delta === null) return undefined;
  return TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: now }) + delta;
}

// Recovery codes: 10 characters of an alphabet without look-alikes (0/o, 1/l/i), shown as two
// groups of five; about 50 bits each, so SHA-256 is enough to keep them (no guessing offline).
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

function newRecoveryCode(): string {
  let code = "";
  for (let i = 0; i < 10; i++) code += RECOVERY_ALPHABET[crypto.randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** A code as typed, for comparison: lower case, without spaces or dashes. */
const normalize = (code: string) => code.toLowerCase().replace(/[\s-]/g, "");
const hashRecoveryCode = (code: string) => crypto.createHash("sha256").update(normalize(code), "utf8").digest("hex");

async function storeRecoveryCodes(tx: Executor, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await tx
    .insert(twoFactorRecoveryCodes)
    .values(codes.map((code) => ({ id: newId(), userId, codeHash: hashRecoveryCode(code) })));
  return codes;
}

async function userRow(executor: Executor, id: string): Promise<UserRow> {
  const [row] = await executor.select().from(users).where(eq(users.id, id));
  if (!row || row.disabled) throw new UnauthorizedError();
  return row;
}

async function recoveryCodesLeft(executor: Executor, userId: string): Promise<number> {
  return executor.$count(
    twoFactorRecoveryCodes,
    and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)),
  );
}

export type TwoFactorStatus = { enabled: boolean; enabledAt: string | null; recoveryCodesLeft: number };

/** The caller's own two-factor state, for /admin/account. */
export async function twoFactorStatus(actor: Actor, database: Database = db()): Promise<TwoFactorStatus> {
  const user = await userRow(database, signedIn(actor).id);
  return {
    enabled: !!user.twoFactorEnabledAt,
    enabledAt: user.twoFactorEnabledAt?.toISOString() ?? null,
    recoveryCodesLeft: user.twoFactorEnabledAt ? await recoveryCodesLeft(database, user.id) : 0,
  };
}

/** Whether the dashboard should ask this account to enrol: an Admin or Publisher without two-factor sign-in. */
export async function shouldEnrolTwoFactor(actor: Actor, database: Database = db()): Promise<boolean> {
  if (actor.kind !== "user" || !TWO_FACTOR_EXPECTED_ROLES.includes(actor.role)) return false;
  const [row] = await database
    .select({ enabledAt: users.twoFactorEnabledAt })
    .from(users)
    .where(eq(users.id, actor.id));
  return !!row && !row.enabledAt;
}

export type Enrolment = { secret: string; uri: string; qrSvg: string };

/**
 * Starts enrolling the caller: a new secret, kept (encrypted) as pending until a first code
 * confirms that the app has it. Starting again replaces the pending secret.
 */
export async function startEnrolment(actor: Actor, database: Database = db()): Promise<Enrolment> {
  const caller = signedIn(actor);
  const user = await userRow(database, caller.id);
  if (user.twoFactorEnabledAt) throw new ConflictError("Two-factor sign-in is already on for your account.");
  // 20 bytes: the length RFC 4226 recommends for SHA-1.
  const secret = new Secret({ size: 20 }).base32;
  await database
    .update(users)
    .set({ twoFactorPendingSecret: sealSecret(secret, user.id) })
    .where(eq(users.id, user.id));
  const uri = totpFor(secret, user.email).toString();
  const qrSvg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { secret, uri, qrSvg };
}

const codeSchema = z.object({
  code: z.string().trim().min(1, "Enter the code.").max(40, "That code is too long."),
});

/**
 * Switches two-factor sign-in on with the first code from the app, and answers the ten recovery
 * codes, shown this once. The step of that code counts as used.
 */
export async function confirmEnrolment(
  actor: Actor,
  input: unknown,
  database: Database = db(),
): Promise<{ recoveryCodes: string[] }> {
  const caller = signedIn(actor);
  const { code } = parseInput(codeSchema, input);
  const user = await userRow(database, caller.id);
  if (user.twoFactorEnabledAt) throw new ConflictError("Two-factor sign-in is already on for your account.");
  if (!user.twoFactorPendingSecret)
    throw new ValidationError("Start the set-up again: no new secret is waiting for a code.", "code");
  const secret = openSecret(user.twoFactorPendingSecret, user.id);
  const attempt = await takeCodeAttempt(user.id);
  const step = /^\d{6}$/.test(normalize(code)) ? matchingStep(secret, normalize(code)) : undefined;
  if (step === undefined)
    throw new ValidationError("That code is not right. Enter the code the app shows now.", "code");
  await attempt.succeeded();
  return database.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({
        twoFactorSecret: user.twoFactorPendingSecret,
        twoFactorPendingSecret: null,
        twoFactorEnabledAt: new Date(),
        twoFactorLastStep: step,
        updatedAt: new Date(),
      })
      // Two confirmations at once: only one switches it on.
      .where(and(eq(users.id, user.id), isNull(users.twoFactorEnabledAt)))
      .returning({ id: users.id });
    if (!updated) throw new ConflictError("Two-factor sign-in is already on for your account.");
    const recoveryCodes = await storeRecoveryCodes(tx, user.id);
    await recordAudit(tx, caller, { action: "user.two-factor-enable", entityType: "user", entityId: user.id });
    return { recoveryCodes };
  });
}

/** Takes a point of the account's two-factor limit before a code is checked; a right code clears the count. */
async function takeCodeAttempt(userId: string): Promise<{ succeeded(): Promise<void> }> {
  const limiter = sharedRateLimiter("twoFactorPerAccount");
  const attempt = await consumeAll([[limiter, userId]]);
  if (!attempt.allowed)
    throw new TooManyRequestsError(
      `Too many wrong codes. Try again in ${minutesInWords(attempt.retryAfterSeconds)}.`,
      attempt.retryAfterSeconds,
    );
  return { succeeded: () => limiter.reset(userId) };
}

/**
 * Checks a code of an enrolled account, TOTP or recovery, and uses it up: the TOTP step is
 * remembered, the recovery code marked used, each in the statement that checks it was not used
 * before, so that two requests with one code cannot both pass. Answers which kind it was, or
 * undefined for a wrong, used or malformed code. A recovery code's use is audited.
 */
async function spendCode(
  database: Database,
  user: UserRow,
  code: string,
  actor: Actor,
): Promise<"totp" | "recovery" | undefined> {
  if (!user.twoFactorSecret) return undefined;
  const typed = normalize(code);
  if (/^\d{6}$/.test(typed)) {
    const step = matchingStep(openSecret(user.twoFactorSecret, user.id), typed);
    if (step === undefined) return undefined;
    const [taken] = await database
      .update(users)
      .set({ twoFactorLastStep: step })
      .where(and(eq(users.id, user.id), or(isNull(users.twoFactorLastStep), lt(users.twoFactorLastStep, step))))
      .returning({ id: users.id });
    return taken ? "totp" : undefined;
  }
  if (typed.length !== 10) return undefined;
  return database.transaction(async (tx) => {
    const [used] = await tx
      .update(twoFactorRecoveryCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(twoFactorRecoveryCodes.userId, user.id),
          eq(twoFactorRecoveryCodes.codeHash, hashRecoveryCode(typed)),
          isNull(twoFactorRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: twoFactorRecoveryCodes.id });
    if (!used) return undefined;
    await recordAudit(tx, actor, {
      action: "user.two-factor-recovery-code-use",
      entityType: "user",
      entityId: user.id,
      after: { recoveryCodesLeft: await recoveryCodesLeft(tx, user.id) },
    });
    return "recovery";
  });
}

/**
 * The second step of signing in, for an account whose password was just proved: nothing to do
 * without two-factor sign-in; otherwise `code` must be a right, unused code (SecondFactorError).
 */
export async function checkSecondFactor(
  user: UserRow,
  code: unknown,
  actor: Actor,
  database: Database = db(),
): Promise<"none" | "totp" | "recovery"> {
  if (!user.twoFactorEnabledAt) return "none";
  if (typeof code !== "string" || code.trim() === "") throw new SecondFactorError("required");
  if (code.length > 40) throw new SecondFactorError("invalid");
  const attempt = await takeCodeAttempt(user.id);
  const kind = await spendCode(database, user, code, actor);
  if (!kind) throw new SecondFactorError("invalid");
  await attempt.succeeded();
  return kind;
}

/** For a change to the caller's own two-factor sign-in: the caller's row, once `code` is right and used. */
async function provenWithCode(database: Database, caller: SignedIn, code: string): Promise<UserRow> {
  const user = await userRow(database, caller.id);
  if (!user.twoFactorEnabledAt) throw new ConflictError("Two-factor sign-in is not on for your account.");
  const attempt = await takeCodeAttempt(user.id);
  if (!(await spendCode(database, user, code, caller)))
    throw new ValidationError("That code is not right, or has already been used.", "code");
  await attempt.succeeded();
  return user;
}

const disableSchema = z.object({
  password: z.string().min(1, "Enter your password.").max(1024),
  code: codeSchema.shape.code,
});

/**
 * Switches the caller's two-factor sign-in off: their password and a code (or recovery code) are
 * both needed, so a browser left signed in is not enough. Wrong passwords count against the
 * sign-in limit of the account and address, as on the password form.
 */
export async function disableTwoFactor(actor: Actor, input: unknown, database: Database = db()): Promise<void> {
  const caller = signedIn(actor);
  const { password, code } = parseInput(disableSchema, input);
  const pair = sharedRateLimiter("signInPerAccountAndAddress");
  const pairKey = `${caller.email}|${caller.ip ?? "unknown"}`;
  const attempt = await consumeAll([[pair, pairKey]]);
  if (!attempt.allowed)
    throw new TooManyRequestsError(
      `Too many wrong passwords. Try again in ${minutesInWords(attempt.retryAfterSeconds)}.`,
      attempt.retryAfterSeconds,
    );
  const before = await userRow(database, caller.id);
  if (!(await verifyPassword(before.passwordHash, password)))
    throw new ValidationError("The password is not right.", "password");
  await pair.reset(pairKey);
  const user = await provenWithCode(database, caller, code);
  await database.transaction(async (tx) => {
    await clearTwoFactor(tx, user.id);
    await recordAudit(tx, caller, { action: "user.two-factor-disable", entityType: "user", entityId: user.id });
  });
}

/** New recovery codes for the caller (a code proves the app is still theirs); the old ones stop working. */
export async function regenerateRecoveryCodes(
  actor: Actor,
  input: unknown,
  database: Database = db(),
): Promise<{ recoveryCodes: string[] }> {
  const caller = signedIn(actor);
  const { code } = parseInput(codeSchema, input);
  const user = await provenWithCode(database, caller, code);
  return database.transaction(async (tx) => {
    const recoveryCodes = await storeRecoveryCodes(tx, user.id);
    await recordAudit(tx, caller, {
      action: "user.two-factor-recovery-codes-regenerate",
      entityType: "user",
      entityId: user.id,
    });
    return { recoveryCodes };
  });
}

async function clearTwoFactor(tx: Executor, userId: string): Promise<void> {
  await tx
    .update(users)
    .set({
      twoFactorSecret: null,
      twoFactorPendingSecret: null,
      twoFactorEnabledAt: null,
      twoFactorLastStep: null,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
  await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
}

/**
 * An Admin switches another account's two-factor sign-in off (a lost phone); the owner signs in
 * with the password alone and can enrol again. Their sessions end too, in case the phone went
 * with a signed-in browser. Audited. An Admin resets their own by switching it off themselves.
 */
export async function resetUserTwoFactor(
  actor: Actor,
  id: string,
  database: Database = db(),
): Promise<{ email: string }> {
  requireRole(actor, "Admin");
  return database.transaction(async (tx) => {
    const [user] = isId(id) ? await tx.select().from(users).where(eq(users.id, id)) : [];
    if (!user) throw new NotFoundError(`Cannot find user with id: ${id}`);
    if (actor.kind === "user" && actor.id === id)
      throw new ValidationError("Switch your own two-factor sign-in off at Your account.", "id");
    if (!user.twoFactorEnabledAt && !user.twoFactorPendingSecret)
      throw new ConflictError(`${user.email} does not use two-factor sign-in.`);
    await clearTwoFactor(tx, user.id);
    await tx
      .update(users)
      .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.id, user.id));
    await recordAudit(tx, actor, { action: "user.two-factor-reset", entityType: "user", entityId: user.id });
    return { email: user.email };
  });
}
