/**
 * Browser sessions (lib/auth/sessions.ts) through next-auth's real sign-in: each sign-in starts
 * one, the owner lists and ends them, and one idle for SESSION_IDLE_MINUTES or past its 8 hours
 * no longer holds.
 */
import { NextRequest } from "next/server";
import { eq } from "drizzle-orm";
import { encode } from "next-auth/jwt";

// next-auth reads the request's headers and cookies through next/headers: here, the request being sent.
const mockCurrent = { headers: new Headers() };
jest.mock("next/headers", () => ({
  headers: async () => mockCurrent.headers,
  cookies: async () => ({
    getAll: () =>
      (mockCurrent.headers.get("cookie") ?? "")
        .split(/;\s*/)
        .filter(Boolean)
        .map((part) => ({
          name: part.slice(0, part.indexOf("=")),
          value: decodeURIComponent(part.slice(part.indexOf("=") + 1)),
        })),
  }),
}));

import * as nextAuthRoute from "@/app/api/auth/[...nextauth]/route";
import { SYSTEM } from "@/lib/auth/actor";
import { cookieSessionUser } from "@/lib/auth/identity";
import { staffSessions, users } from "@/lib/db/schema";
import { config } from "@/lib/config";
import { endOtherSessions, endOwnSession, listOwnSessions } from "@/lib/auth/sessions";
import { signOutEverywhere } from "@/lib/users/service";
import type { Actor } from "@/lib/auth/actor";
import { createUser } from "@/lib/users/service";
import { setupTestDatabase, type TestDatabase } from "../helpers/test-database";

const PASSWORD = "correct horse battery staple";
let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await setupTestDatabase();
  for (const email of ["owner@example.org", "other@example.org", "idle@example.org", "forged@example.org"])
    await createUser(SYSTEM, { email, password: PASSWORD, role: "Editor" }, testDb.handle.db);
}, 240_000);
afterAll(() => testDb.teardown());

type Cookies = Record<string, string>;
let address = 0;

function send(
  method: "GET" | "POST",
  path: string,
  options: { cookies?: Cookies; form?: Record<string, string>; body?: BodyInit; headers?: Record<string, string> } = {},
) {
  const headers = new Headers(options.headers);
  headers.set("x-forwarded-for", `192.0.2.${++address}`);
  const cookie = Object.entries(options.cookies ?? {})
    .map(([name, value]) => `${name}=${value}`)
    .join("; ");
  if (cookie) headers.set("cookie", cookie);
  let body = options.body;
  if (options.form) {
    headers.set("content-type", "application/x-www-form-urlencoded");
    body = new URLSearchParams(options.form).toString();
  }
  mockCurrent.headers = headers;
  const request = new NextRequest(`http://localhost:3000/api/auth/${path}`, {
    method,
    headers,
    body,
    ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
  } as ConstructorParameters<typeof NextRequest>[1]);
  const nextauth = path.split("?")[0]!.split("/");
  return nextAuthRoute[method](request, { params: Promise.resolve({ nextauth }) });
}

function cookiesSet(response: Response): Cookies {
  const set: Cookies = {};
  for (const cookie of response.headers.getSetCookie()) {
    const [pair = ""] = cookie.split(";");
    set[pair.slice(0, pair.indexOf("="))] = pair.slice(pair.indexOf("=") + 1);
  }
  return set;
}

/** Signs in through next-auth's own form: the CSRF cookie and token, then the credentials callback. */
async function signIn(email: string): Promise<Cookies> {
  const csrf = await send("GET", "csrf");
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const cookies = cookiesSet(csrf);
  const signedIn = await send("POST", "callback/credentials", {
    cookies,
    form: { csrfToken, email, password: PASSWORD, json: "true" },
  });
  expect(signedIn.status).toBeLessThan(400);
  const session = cookiesSet(signedIn)["next-auth.session-token"];
  expect(session).toBeTruthy();
  return { ...cookies, "next-auth.session-token": session! };
}

const headersWith = (cookies: Cookies) =>
  new Headers({
    cookie: Object.entries(cookies)
      .map(([name, value]) => `${name}=${value}`)
      .join("; "),
  });

/** The account's actor as our pages see it: with the browser session of the cookie. */
async function actorOf(cookies: Cookies): Promise<Extract<Actor, { kind: "user" }>> {
  const user = await cookieSessionUser(headersWith(cookies));
  if (!user) throw new Error("the cookie does not hold");
  return { kind: "user", id: user.id, email: user.email, role: user.role, sessionId: user.sessionId };
}

const sessionRow = async (id: string) =>
  (await testDb.handle.db.select().from(staffSessions).where(eq(staffSessions.id, id)))[0]!;

test("each sign-in starts a session; the owner sees them, this browser's marked", async () => {
  const first = await signIn("owner@example.org");
  const second = await signIn("owner@example.org");
  const actor = await actorOf(first);
  const other = await actorOf(second);
  expect(actor.sessionId).toBeTruthy();
  expect(other.sessionId).not.toBe(actor.sessionId);
  const listed = await listOwnSessions(actor);
  expect(listed.map((s) => s.id).sort()).toEqual([actor.sessionId, other.sessionId].sort());
  expect(listed.find((s) => s.current)?.id).toBe(actor.sessionId);
  expect(listed[0]).toMatchObject({ ip: expect.stringMatching(/^192\.0\.2\./) });
});

test("sign out all others keeps this browser; sign out one ends only that one", async () => {
  const here = await signIn("owner@example.org");
  const there = await signIn("owner@example.org");
  const third = await signIn("owner@example.org");
  const actor = await actorOf(here);
  const thirdId = (await actorOf(third)).sessionId!;
  await endOwnSession(actor, thirdId);
  expect(await cookieSessionUser(headersWith(third))).toBeUndefined();
  expect(await cookieSessionUser(headersWith(there))).toBeDefined();
  expect(await endOtherSessions(actor)).toBeGreaterThanOrEqual(1);
  expect(await cookieSessionUser(headersWith(there))).toBeUndefined();
  expect(await cookieSessionUser(headersWith(here))).toMatchObject({ email: "owner@example.org" });
  expect((await listOwnSessions(actor)).map((s) => s.id)).toEqual([actor.sessionId]);
  // Ending it again finds nothing to end.
  await expect(endOwnSession(actor, thirdId)).rejects.toMatchObject({ status: 404 });
});

test("nobody ends or sees another account's sessions; anonymous callers are asked to sign in", async () => {
  const owner = await actorOf(await signIn("owner@example.org"));
  const otherCookies = await signIn("other@example.org");
  const other = await actorOf(otherCookies);
  await expect(endOwnSession(owner, other.sessionId!)).rejects.toMatchObject({ status: 404 });
  expect(await cookieSessionUser(headersWith(otherCookies))).toBeDefined();
  expect((await listOwnSessions(owner)).map((s) => s.id)).not.toContain(other.sessionId);
  for (const call of [
    () => listOwnSessions({ kind: "anonymous" }),
    () => endOwnSession({ kind: "anonymous" }, other.sessionId!),
    () => endOtherSessions({ kind: "anonymous" }),
  ])
    await expect(call()).rejects.toMatchObject({ status: 401 });
});

test("a session idle for SESSION_IDLE_MINUTES ends; use within it keeps it going", async () => {
  const cookies = await signIn("idle@example.org");
  const { sessionId } = await actorOf(cookies);
  const idleMs = config().sessionIdleMinutes * 60_000;
  expect(config().sessionIdleMinutes).toBe(30);
  // Used a minute short of the limit: it holds, and the use counts.
  await testDb.handle.db
    .update(staffSessions)
    .set({ lastSeenAt: new Date(Date.now() - idleMs + 60_000) })
    .where(eq(staffSessions.id, sessionId!));
  expect(await cookieSessionUser(headersWith(cookies))).toBeDefined();
  expect(Date.now() - (await sessionRow(sessionId!)).lastSeenAt.getTime()).toBeLessThan(5_000);
  await testDb.handle.db
    .update(staffSessions)
    .set({ lastSeenAt: new Date(Date.now() - idleMs - 1_000) })
    .where(eq(staffSessions.id, sessionId!));
  expect(await cookieSessionUser(headersWith(cookies))).toBeUndefined();
});

test("a session past its absolute 8 hours ends, however recently used", async () => {
  const cookies = await signIn("idle@example.org");
  const { sessionId } = await actorOf(cookies);
  await testDb.handle.db
    .update(staffSessions)
    .set({ expiresAt: new Date(Date.now() - 1_000) })
    .where(eq(staffSessions.id, sessionId!));
  expect(await cookieSessionUser(headersWith(cookies))).toBeUndefined();
});

test("a cookie without a session, or with another account's, does not hold", async () => {
  const [user] = await testDb.handle.db.select().from(users).where(eq(users.email, "forged@example.org"));
  const other = await actorOf(await signIn("other@example.org"));
  const secret = config().authSecret;
  for (const sid of [undefined, other.sessionId]) {
    const token = await encode({ token: { sub: user!.id, sv: user!.sessionVersion, sid }, secret });
    expect(await cookieSessionUser(headersWith({ "next-auth.session-token": token }))).toBeUndefined();
  }
});

test("signing out everywhere ends every listed session", async () => {
  const cookies = await signIn("other@example.org");
  const actor = await actorOf(cookies);
  await signOutEverywhere(actor);
  expect(await cookieSessionUser(headersWith(cookies))).toBeUndefined();
  expect(await listOwnSessions(actor)).toEqual([]);
});

test("a sign-in clears the account's sessions that can no longer hold", async () => {
  const ended = await actorOf(await signIn("idle@example.org"));
  await endOtherSessions(await actorOf(await signIn("idle@example.org")));
  expect(await sessionRow(ended.sessionId!)).toBeDefined();
  await signIn("idle@example.org");
  const left = await testDb.handle.db.select().from(staffSessions).where(eq(staffSessions.userId, ended.id));
  expect(left.map((s) => s.id)).not.toContain(ended.sessionId);
  expect(left.every((s) => s.endedAt === null)).toBe(true);
});
