/** POST /api/v1/auth/login: answers, equal treatment of every wrong credential, rate limits. */
jest.mock("next/cache", () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: jest.fn() }));
// The real argon2, observed: which hash each sign-in verifies against.
jest.mock("@node-rs/argon2", () => {
  const actual = jest.requireActual("@node-rs/argon2");
  return { ...actual, verify: jest.fn(actual.verify) };
});

import { eq } from "drizzle-orm";
import { verify as argon2Verify } from "@node-rs/argon2";
import { auditLog, users } from "@/lib/db/schema";
import { verifyApiToken } from "@/lib/auth/tokens";
import { actorFromRequest } from "@/lib/auth/request-actor";
import { createUser } from "@/lib/users/service";
import { SYSTEM } from "@/lib/auth/actor";
import { FAILURES_PER_ACCOUNT, FAILURES_PER_ACCOUNT_AND_ADDRESS, FAILURES_PER_ADDRESS } from "@/lib/auth/login";
import * as loginRoute from "@/app/api/v1/auth/login/route";
import { PASSWORD, apiRequest, call, setupApiTest, type ApiTestContext } from "./api-helpers";

let context: ApiTestContext;
beforeAll(async () => {
  context = await setupApiTest();
}, 240_000);
afterAll(() => context.testDb.teardown());

let address = 0;
/** Each call comes from its own address unless one is given, so the address limit stays out of the way. */
const login = (json: unknown, ip = `192.0.2.${++address}`) =>
  call(loginRoute.POST, apiRequest("POST", "auth/login", { json, headers: { "x-forwarded-for": ip } }));

describe("POST /auth/login", () => {
  test("an administrator gets a bearer token, the role Admin and the email", async () => {
    const { status, body } = await login({ email: "admin@example.org", password: PASSWORD });
    expect(status).toBe(200);
    expect(body).toEqual({ status: "success", token: expect.any(String), role: "Admin", email: "admin@example.org" });
    const verified = await verifyApiToken(body.token as string);
    if (!verified.ok) throw new Error("token did not verify");
    expect(verified.claims).toMatchObject({ sub: context.users.Admin.id, role: "Admin", email: "admin@example.org" });
    const lifetime =
      (verified.claims as unknown as { exp: number; iat: number }).exp -
      (verified.claims as unknown as { iat: number }).iat;
    expect(lifetime).toBe(8 * 60 * 60);
  });

  test("the token identifies its user on protected endpoints", async () => {
    const { body } = await login({ email: "editor@example.org", password: PASSWORD });
    const actor = await actorFromRequest(apiRequest("GET", "notice", { token: body.token as string }));
    expect(actor).toMatchObject({ kind: "user", id: context.users.Editor.id, role: "Editor" });
  });

  test("the email is matched without regard to case or surrounding spaces; each role is answered as stored", async () => {
    for (const [email, role] of [
      ["  EDITOR@Example.org ", "Editor"],
      ["admissions@example.org", "Admissions"],
      [context.users.Faculty.email.toUpperCase(), "Faculty"],
    ] as const) {
      const { status, body } = await login({ email, password: PASSWORD });
      expect(status).toBe(200);
      expect(body.role).toBe(role);
    }
  });

  test("records the sign-in: last sign-in time and an audit entry with the address", async () => {
    const before = Date.now();
    await login({ email: "admissions@example.org", password: PASSWORD }, "198.51.100.99");
    const [user] = await context.testDb.handle.db.select().from(users).where(eq(users.email, "admissions@example.org"));
    expect(user!.lastLoginAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const entries = await context.testDb.handle.db.select().from(auditLog).where(eq(auditLog.action, "user.login"));
    expect(entries.some((e) => e.entityId === user!.id && e.ip === "198.51.100.99")).toBe(true);
  });

  test("a wrong password, an unknown email and a disabled account get the same 401 answer", async () => {
    await createUser(
      SYSTEM,
      { email: "disabled@example.org", password: PASSWORD, role: "Editor" },
      context.testDb.handle.db,
    );
    await context.testDb.handle.db.update(users).set({ disabled: true }).where(eq(users.email, "disabled@example.org"));
    const answers = await Promise.all([
      login({ email: "admin@example.org", password: "wrong password here" }),
      login({ email: "nobody@example.org", password: PASSWORD }),
      login({ email: "disabled@example.org", password: PASSWORD }),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ status: "fail", message: "Specified email or password is incorrect!" });
    }
  });

  test("an unknown email costs the same work as a wrong password: one argon2id verification each", async () => {
    const verify = jest.mocked(argon2Verify);
    const ARGON2ID = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/;
    const hashVerifiedBy = async (json: unknown) => {
      verify.mockClear();
      await login(json);
      expect(verify).toHaveBeenCalledTimes(1);
      return verify.mock.calls[0]![0];
    };
    expect(await hashVerifiedBy({ email: "ghost@example.org", password: "guess" })).toMatch(ARGON2ID);
    expect(await hashVerifiedBy({ email: "admissions@example.org", password: "guess" })).toMatch(ARGON2ID);
    await login({ email: "admissions@example.org", password: PASSWORD });
  });

  test.each([
    [{}],
    [{ email: "admin@example.org" }],
    [{ password: PASSWORD }],
    [{ email: "", password: "" }],
    [{ email: 5, password: [] }],
    [[]],
  ])("%j is refused with 400 'Please provide an email or password!'", async (json) => {
    expect(await login(json)).toMatchObject({
      status: 400,
      body: { status: "fail", message: "Please provide an email or password!" },
    });
  });

  test("a body that is not JSON gets 415, broken JSON 400", async () => {
    const form = call(
      loginRoute.POST,
      apiRequest("POST", "auth/login", {
        body: "email=a&password=b",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      }),
    );
    expect(await form).toMatchObject({ status: 415, body: { status: "fail" } });
    const broken = call(
      loginRoute.POST,
      apiRequest("POST", "auth/login", { body: "{", headers: { "content-type": "application/json" } }),
    );
    expect(await broken).toMatchObject({ status: 400, body: { message: "The request body is not valid JSON." } });
  });
});

describe("rate limits", () => {
  test("after 5 failures for one account from one address, that pair gets 429 with Retry-After, even with the right password", async () => {
    await createUser(
      SYSTEM,
      { email: "target@example.org", password: PASSWORD, role: "Editor" },
      context.testDb.handle.db,
    );
    const attacker = "198.51.100.66";
    for (let i = 0; i < FAILURES_PER_ACCOUNT_AND_ADDRESS.limit; i++)
      expect((await login({ email: "target@example.org", password: `guess ${i}` }, attacker)).status).toBe(401);
    const refused = await login({ email: "target@example.org", password: PASSWORD }, attacker);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      status: "fail",
      message: "Too many failed sign-in attempts. Try again in 15 minutes.",
    });
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Other accounts are not affected.
    expect((await login({ email: "editor@example.org", password: PASSWORD })).status).toBe(200);
  });

  test("one address cannot lock an account out for its owner elsewhere (fault 3)", async () => {
    await createUser(
      SYSTEM,
      { email: "owner@example.org", password: PASSWORD, role: "Editor" },
      context.testDb.handle.db,
    );
    const attacker = "198.51.100.67";
    for (let i = 0; i < FAILURES_PER_ACCOUNT_AND_ADDRESS.limit * 3; i++)
      await login({ email: "owner@example.org", password: `guess ${i}` }, attacker);
    expect((await login({ email: "owner@example.org", password: PASSWORD }, attacker)).status).toBe(429);
    expect((await login({ email: "owner@example.org", password: PASSWORD }, "203.0.113.5")).status).toBe(200);
  });

  test("failures for one account spread over many addresses reach the account's ceiling", async () => {
    await createUser(
      SYSTEM,
      { email: "spread@example.org", password: PASSWORD, role: "Editor" },
      context.testDb.handle.db,
    );
    for (let i = 0; i < FAILURES_PER_ACCOUNT.limit; i++)
      await login({ email: "spread@example.org", password: `guess ${i}` });
    expect((await login({ email: "spread@example.org", password: PASSWORD })).status).toBe(429);
  });

  test("after the generous per-address limit, that address gets 429 for any account; other addresses do not", async () => {
    const ip = "203.0.113.200";
    for (let i = 0; i < FAILURES_PER_ADDRESS.limit; i++)
      expect((await login({ email: `victim${i}@example.org`, password: "guess" }, ip)).status).toBe(401);
    const refused = await login({ email: "admin@example.org", password: PASSWORD }, ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await login({ email: "admin@example.org", password: PASSWORD }, "203.0.113.201")).status).toBe(200);
  });

  test("a successful sign-in clears the account's failures", async () => {
    await createUser(
      SYSTEM,
      { email: "forgetful@example.org", password: PASSWORD, role: "Editor" },
      context.testDb.handle.db,
    );
    const home = "198.51.100.70";
    for (let i = 0; i < 4; i++) await login({ email: "forgetful@example.org", password: `typo ${i}` }, home);
    expect((await login({ email: "forgetful@example.org", password: PASSWORD }, home)).status).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await login({ email: "forgetful@example.org", password: `typo again ${i}` }, home)).status).toBe(401);
    expect((await login({ email: "forgetful@example.org", password: PASSWORD }, home)).status).toBe(200);
  });
});
