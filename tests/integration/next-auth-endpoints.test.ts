/**
 * next-auth's own endpoints (issue 24, fault 6), through the real route handler: every body is
 * capped before next-auth reads it, signing out ends the session on the server, a revoked cookie
 * has no session, and a GET of the credentials callback is a 4xx, not a 500.
 */
import { NextRequest } from "next/server";
import { eq } from "drizzle-orm";

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
import { AUTH_BODY_MAX_BYTES } from "@/lib/auth/next-auth-session";
import { users } from "@/lib/db/schema";
import { createUser } from "@/lib/users/service";
import { setupTestDatabase, type TestDatabase } from "../helpers/test-database";

const PASSWORD = "correct horse battery staple";
let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await setupTestDatabase();
  for (const email of ["leaving@example.org", "revoked@example.org", "staying@example.org"])
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

describe("sign-out and the session endpoint", () => {
  test("POST /api/auth/signout ends the session on the server: the old cookie no longer holds anywhere", async () => {
    const cookies = await signIn("leaving@example.org");
    expect(await (await send("GET", "session", { cookies })).json()).toMatchObject({
      user: { email: "leaving@example.org" },
    });
    const { csrfToken } = (await (await send("GET", "csrf", { cookies })).json()) as { csrfToken: string };
    const signedOut = await send("POST", "signout", { cookies, form: { csrfToken, json: "true" } });
    expect(signedOut.status).toBeLessThan(400);
    // A copy of the cookie kept by the browser (or by someone who took it) is worth nothing now.
    expect(await cookieSessionUser(headersWith(cookies))).toBeUndefined();
    const session = await send("GET", "session", { cookies });
    expect(await session.json()).toEqual({});
    expect(session.headers.getSetCookie().join("\n")).toMatch(/next-auth\.session-token=;/);
  });

  test("a sign-out without next-auth's CSRF token ends nothing", async () => {
    const cookies = await signIn("staying@example.org");
    const refused = await send("POST", "signout", { cookies, form: { csrfToken: "forged", json: "true" } });
    expect(refused.status).toBeLessThan(500);
    expect(await cookieSessionUser(headersWith(cookies))).toMatchObject({ email: "staying@example.org" });
  });

  test("GET /api/auth/session answers no session for a revoked cookie", async () => {
    const cookies = await signIn("revoked@example.org");
    await testDb.handle.db.update(users).set({ disabled: true }).where(eq(users.email, "revoked@example.org"));
    const session = await send("GET", "session", { cookies });
    expect(session.status).toBe(200);
    expect(await session.json()).toEqual({});
  });
});

describe("the credentials callback", () => {
  test("GET /api/auth/callback/credentials is 405, not a 500", async () => {
    const response = await send("GET", "callback/credentials");
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
    expect(await response.json()).toMatchObject({ status: "fail" });
  });

  test("a body over the cap is 413 before next-auth reads it (declared length)", async () => {
    const body = "email=a%40example.org&password=" + "x".repeat(AUTH_BODY_MAX_BYTES);
    const response = await send("POST", "callback/credentials", {
      body,
      headers: { "content-type": "application/x-www-form-urlencoded", "content-length": String(body.length) },
    });
    expect(response.status).toBe(413);
  });

  test("a streamed body without a length is read only up to the cap", async () => {
    const chunk = new Uint8Array(64 * 1024).fill(0x61);
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        // 200 MB on offer; the server must stop long before.
        if (pulled >= 200 * 1024 * 1024) return controller.close();
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const response = await send("POST", "callback/credentials", {
      body: stream,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(413);
    expect(pulled).toBeLessThan(1024 * 1024);
  });
});
