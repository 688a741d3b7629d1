/**
 * Two-factor sign-in (lib/auth/two-factor.ts): enrolment confirmed by a first code, the legacy
 * login asking for the code of an enrolled account, codes used once (TOTP steps and recovery
 * codes), the secret encrypted at rest, switching off, new recovery codes, an Admin's reset, and
 * who may do what. Codes are computed here as an authenticator app would.
 */
jest.mock("next/cache", () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: jest.fn() }));

import { and, eq } from "drizzle-orm";
import { auditLog, twoFactorRecoveryCodes, users } from "@/lib/db/schema";
import { SYSTEM, type Actor } from "@/lib/auth/actor";
import { createUser } from "@/lib/users/service";
import { verifyCredentials } from "@/lib/auth/login";
import { openSecret, sealSecret } from "@/lib/auth/two-factor-secret";
import {
  RECOVERY_CODE_COUNT,
  confirmEnrolment,
  disableTwoFactor,
  regenerateRecoveryCodes,
  resetUserTwoFactor,
  shouldEnrolTwoFactor,
  startEnrolment,
  twoFactorStatus,
} from "@/lib/auth/two-factor";
import { forgetRateLimiter, LIMITS } from "@/lib/rate-limit";
import { ForbiddenError, UnauthorizedError } from "@/lib/errors";
import * as loginRoute from "@/app/api/v1/auth/login/route";
import { codeNow, wrongCode } from "../helpers/totp";
import { setupTestDatabase, type TestDatabase } from "../helpers/test-database";

const PASSWORD = "correct horse battery staple";
let testDb: TestDatabase;
const accounts: Record<string, Extract<Actor, { kind: "user" }>> = {};

beforeAll(async () => {
  testDb = await setupTestDatabase();
  for (const [name, role] of [
    ["admin", "Admin"],
    ["publisher", "Publisher"],
    ["editor", "Editor"],
    ["plain", "Editor"],
  ] as const) {
    const user = await createUser(SYSTEM, { email: `${name}@example.org`, password: PASSWORD, role }, testDb.handle.db);
    accounts[name] = { kind: "user", id: user.id, email: user.email, role };
  }
}, 240_000);
afterAll(() => testDb.teardown());

let address = 0;
async function apiLogin(body: Record<string, unknown>) {
  const request = new Request("http://localhost/api/v1/auth/login", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `192.0.2.${++address}` },
    body: JSON.stringify(body),
  });
  const response = await loginRoute.POST(request, { params: Promise.resolve({}) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const row = async (id: string) => (await testDb.handle.db.select().from(users).where(eq(users.id, id)))[0]!;
const auditActions = async (id: string) =>
  (await testDb.handle.db.select().from(auditLog).where(eq(auditLog.entityId, id))).map((entry) => entry.action);
/** Lets the next TOTP code of the account be taken again (as if its last use were long ago). */
const forgetLastStep = (id: string) =>
  testDb.handle.db.update(users).set({ twoFactorLastStep: null }).where(eq(users.id, id));

/** Enrols an account; answers its secret and recovery codes (the current step's code is then used). */
async function enrol(actor: Actor) {
  const { secret } = await startEnrolment(actor, testDb.handle.db);
  const { recoveryCodes } = await confirmEnrolment(actor, { code: codeNow(secret) }, testDb.handle.db);
  return { secret, recoveryCodes };
}

beforeEach(() => forgetRateLimiter("twoFactorPerAccount"));

describe("enrolment", () => {
  let secret = "";

  test("a new secret is offered as an otpauth:// address, a QR code and text; nothing is on until a code confirms it", async () => {
    const enrolment = await startEnrolment(accounts.publisher!, testDb.handle.db);
    secret = enrolment.secret;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(enrolment.uri);
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.host).toBe("totp");
    expect(decodeURIComponent(uri.pathname)).toBe("/DSEU:publisher@example.org");
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({
      secret,
      issuer: "DSEU",
      algorithm: "SHA1",
      digits: "6",
      period: "30",
    });
    expect(enrolment.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(await twoFactorStatus(accounts.publisher!, testDb.handle.db)).toMatchObject({ enabled: false });
    // Still the password alone until confirmed.
    expect((await apiLogin({ email: "publisher@example.org", password: PASSWORD })).status).toBe(200);
  });

  test("a wrong code does not switch it on", async () => {
    await expect(
      confirmEnrolment(accounts.publisher!, { code: wrongCode(secret) }, testDb.handle.db),
    ).rejects.toMatchObject({ status: 400, field: "code" });
    expect((await row(accounts.publisher!.id)).twoFactorEnabledAt).toBeNull();
  });

  test("the app's code switches it on and answers ten one-time recovery codes, stored hashed", async () => {
    const { recoveryCodes } = await confirmEnrolment(accounts.publisher!, { code: codeNow(secret) }, testDb.handle.db);
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored = await testDb.handle.db
      .select()
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.userId, accounts.publisher!.id));
    expect(stored).toHaveLength(RECOVERY_CODE_COUNT);
    const hashes = stored.map((code) => code.codeHash).join(" ");
    for (const code of recoveryCodes) {
      expect(hashes).not.toContain(code);
      expect(hashes).not.toContain(code.replace("-", ""));
    }
    expect(await twoFactorStatus(accounts.publisher!, testDb.handle.db)).toMatchObject({
      enabled: true,
      recoveryCodesLeft: RECOVERY_CODE_COUNT,
    });
    expect(await auditActions(accounts.publisher!.id)).toContain("user.two-factor-enable");
    await expect(startEnrolment(accounts.publisher!, testDb.handle.db)).rejects.toMatchObject({ status: 409 });
  });

  test("the secret is encrypted at rest, for its own account only", async () => {
    const stored = await row(accounts.publisher!.id);
    expect(stored.twoFactorSecret).toMatch(/^v1\./);
    expect(stored.twoFactorSecret).not.toContain(secret);
    expect(stored.twoFactorPendingSecret).toBeNull();
    expect(openSecret(stored.twoFactorSecret!, accounts.publisher!.id)).toBe(secret);
    // Copied onto another account's row, it does not open.
    expect(() => openSecret(stored.twoFactorSecret!, accounts.editor!.id)).toThrow();
    // Each sealing is different (a new IV), so equal secrets do not show as equal.
    expect(sealSecret(secret, accounts.publisher!.id)).not.toBe(sealSecret(secret, accounts.publisher!.id));
  });
});

describe("signing in with an enrolled account", () => {
  let secret = "";
  let recoveryCodes: string[] = [];
  beforeAll(async () => {
    ({ secret, recoveryCodes } = await enrol(accounts.admin!));
  });

  test("the password alone gets no token: a clear fail asking for the code", async () => {
    const { status, body } = await apiLogin({ email: "admin@example.org", password: PASSWORD });
    expect(status).toBe(401);
    expect(body).toEqual({ status: "fail", message: expect.stringMatching(/code/), twoFactor: "required" });
    expect(body).not.toHaveProperty("token");
  });

  test("a wrong password with a right code is the usual wrong-credentials answer", async () => {
    const { status, body } = await apiLogin({
      email: "admin@example.org",
      password: "wrong",
      code: codeNow(secret, 1),
    });
    expect(status).toBe(401);
    expect(body.message).toBe("Specified email or password is incorrect!");
  });

  test("a wrong code is refused; the right one gets the token; the same code again is refused (no replay)", async () => {
    expect(await apiLogin({ email: "admin@example.org", password: PASSWORD, code: wrongCode(secret) })).toMatchObject({
      status: 401,
      body: { status: "fail", twoFactor: "invalid" },
    });
    // The enrolment used the current step's code: the next step's (within the window) is new.
    const code = codeNow(secret, 1);
    const first = await apiLogin({ email: "admin@example.org", password: PASSWORD, code });
    expect(first).toMatchObject({ status: 200, body: { status: "success", role: "Admin", token: expect.any(String) } });
    const again = await apiLogin({ email: "admin@example.org", password: PASSWORD, code });
    expect(again).toMatchObject({ status: 401, body: { twoFactor: "invalid" } });
    // An earlier step's code, unused but older than the one used, is refused too.
    expect((await apiLogin({ email: "admin@example.org", password: PASSWORD, code: codeNow(secret) })).status).toBe(
      401,
    );
  });

  test("two sign-ins at once with one code: only one gets through", async () => {
    await forgetLastStep(accounts.admin!.id);
    const code = codeNow(secret);
    const outcomes = await Promise.all(
      Array.from({ length: 4 }, () => apiLogin({ email: "admin@example.org", password: PASSWORD, code })),
    );
    expect(outcomes.filter((outcome) => outcome.status === 200)).toHaveLength(1);
  });

  test("a recovery code signs in once, typed in any case and spacing; its use is audited", async () => {
    const [code] = recoveryCodes;
    const typed = ` ${code!.toUpperCase().replace("-", " ")} `;
    const user = await verifyCredentials({ email: "admin@example.org", password: PASSWORD, code: typed }, {});
    expect(user.id).toBe(accounts.admin!.id);
    await expect(
      verifyCredentials({ email: "admin@example.org", password: PASSWORD, code: code! }, {}),
    ).rejects.toMatchObject({ reason: "invalid" });
    expect(await auditActions(accounts.admin!.id)).toContain("user.two-factor-recovery-code-use");
    expect((await twoFactorStatus(accounts.admin!, testDb.handle.db)).recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT - 1);
  });

  test("wrong codes count against the account's limit, and then even a right code waits", async () => {
    const { limit } = LIMITS.twoFactorPerAccount;
    for (let i = 0; i < limit; i++)
      expect((await apiLogin({ email: "admin@example.org", password: PASSWORD, code: wrongCode(secret) })).status).toBe(
        401,
      );
    const refused = await apiLogin({ email: "admin@example.org", password: PASSWORD, code: recoveryCodes[1] });
    expect(refused.status).toBe(429);
  });

  test("an account without two-factor sign-in keeps the old contract (a code sent along is ignored)", async () => {
    const { status, body } = await apiLogin({ email: "plain@example.org", password: PASSWORD, code: "123456" });
    expect(status).toBe(200);
    expect(body).toEqual({ status: "success", token: expect.any(String), role: "Editor", email: "plain@example.org" });
  });
});

describe("changing an enrolled account's two-factor sign-in", () => {
  let secret = "";
  let recoveryCodes: string[] = [];
  beforeAll(async () => {
    ({ secret, recoveryCodes } = await enrol(accounts.editor!));
  });

  test("new recovery codes need a code; the old ones stop working", async () => {
    await expect(
      regenerateRecoveryCodes(accounts.editor!, { code: wrongCode(secret) }, testDb.handle.db),
    ).rejects.toMatchObject({ field: "code" });
    const fresh = await regenerateRecoveryCodes(accounts.editor!, { code: codeNow(secret, 1) }, testDb.handle.db);
    expect(fresh.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    await expect(
      verifyCredentials({ email: "editor@example.org", password: PASSWORD, code: recoveryCodes[0] }, {}),
    ).rejects.toMatchObject({ reason: "invalid" });
    recoveryCodes = fresh.recoveryCodes;
    expect(await auditActions(accounts.editor!.id)).toContain("user.two-factor-recovery-codes-regenerate");
  });

  test("switching off needs the password and a code", async () => {
    await expect(
      disableTwoFactor(accounts.editor!, { password: "not it", code: recoveryCodes[0] }, testDb.handle.db),
    ).rejects.toMatchObject({ field: "password" });
    await expect(
      disableTwoFactor(accounts.editor!, { password: PASSWORD, code: wrongCode(secret) }, testDb.handle.db),
    ).rejects.toMatchObject({ field: "code" });
    expect((await row(accounts.editor!.id)).twoFactorEnabledAt).not.toBeNull();
    await disableTwoFactor(accounts.editor!, { password: PASSWORD, code: recoveryCodes[0] }, testDb.handle.db);
    const after = await row(accounts.editor!.id);
    expect(after).toMatchObject({ twoFactorEnabledAt: null, twoFactorSecret: null, twoFactorLastStep: null });
    expect(
      await testDb.handle.db.$count(twoFactorRecoveryCodes, eq(twoFactorRecoveryCodes.userId, accounts.editor!.id)),
    ).toBe(0);
    expect(await auditActions(accounts.editor!.id)).toContain("user.two-factor-disable");
    expect((await apiLogin({ email: "editor@example.org", password: PASSWORD })).status).toBe(200);
  });
});

describe("who may do what", () => {
  const anonymous: Actor = { kind: "anonymous" };

  test("only a signed-in user enrols, and only themselves", async () => {
    await expect(startEnrolment(anonymous, testDb.handle.db)).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(confirmEnrolment(anonymous, { code: "123456" }, testDb.handle.db)).rejects.toBeInstanceOf(
      UnauthorizedError,
    );
    await expect(twoFactorStatus(anonymous, testDb.handle.db)).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(
      disableTwoFactor(anonymous, { password: PASSWORD, code: "123456" }, testDb.handle.db),
    ).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(regenerateRecoveryCodes(anonymous, { code: "123456" }, testDb.handle.db)).rejects.toBeInstanceOf(
      UnauthorizedError,
    );
  });

  test("the dashboard asks Admins and Publishers without it to enrol, and nobody else", async () => {
    const fresh = await createUser(
      SYSTEM,
      { email: "new-admin@example.org", password: PASSWORD, role: "Admin" },
      testDb.handle.db,
    );
    const freshAdmin: Actor = { kind: "user", id: fresh.id, email: fresh.email, role: "Admin" };
    expect(await shouldEnrolTwoFactor(freshAdmin, testDb.handle.db)).toBe(true);
    expect(await shouldEnrolTwoFactor(accounts.publisher!, testDb.handle.db)).toBe(false); // enrolled above
    expect(await shouldEnrolTwoFactor(accounts.plain!, testDb.handle.db)).toBe(false); // an Editor
    expect(await shouldEnrolTwoFactor(anonymous, testDb.handle.db)).toBe(false);
  });

  test("only an Admin resets another account's two-factor sign-in; it is audited and ends their sessions", async () => {
    for (const actor of [accounts.plain!, accounts.publisher!])
      await expect(resetUserTwoFactor(actor, accounts.publisher!.id, testDb.handle.db)).rejects.toBeInstanceOf(
        ForbiddenError,
      );
    await expect(resetUserTwoFactor(anonymous, accounts.publisher!.id, testDb.handle.db)).rejects.toBeInstanceOf(
      UnauthorizedError,
    );
    await expect(resetUserTwoFactor(accounts.admin!, accounts.admin!.id, testDb.handle.db)).rejects.toMatchObject({
      status: 400,
    });
    const before = await row(accounts.publisher!.id);
    expect(await resetUserTwoFactor(accounts.admin!, accounts.publisher!.id, testDb.handle.db)).toEqual({
      email: "publisher@example.org",
    });
    const after = await row(accounts.publisher!.id);
    expect(after.twoFactorEnabledAt).toBeNull();
    expect(after.sessionVersion).toBe(before.sessionVersion + 1);
    const [entry] = await testDb.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, accounts.publisher!.id), eq(auditLog.action, "user.two-factor-reset")));
    expect(entry).toMatchObject({ actorId: accounts.admin!.id });
    expect((await apiLogin({ email: "publisher@example.org", password: PASSWORD })).status).toBe(200);
    await expect(resetUserTwoFactor(accounts.admin!, accounts.publisher!.id, testDb.handle.db)).rejects.toMatchObject({
      status: 409,
    });
  });
});
