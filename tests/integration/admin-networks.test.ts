/**
 * ADMIN_ALLOWED_NETWORKS (issue 29, item 7) through the real server code: the next-auth sign-in and
 * apiRoute's staff writes answer 404 to a client outside the allowed networks, and work inside;
 * reads, visitors' and candidates' public writes are not limited. The client is the one X-Forwarded-For
 * names under TRUST_PROXY_HOPS=1, as behind the university's proxy.
 */
process.env.TRUST_PROXY_HOPS = "1";
process.env.ADMIN_ALLOWED_NETWORKS = "10.20.0.0/16, 2001:db8:100::/48";

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

import { NextRequest } from "next/server";
import * as nextAuthRoute from "@/app/api/auth/[...nextauth]/route";
import { SYSTEM } from "@/lib/auth/actor";
import { signApiToken } from "@/lib/auth/tokens";
import { apiRoute } from "@/lib/http/handler";
import { createUser } from "@/lib/users/service";
import { setupTestDatabase, type TestDatabase } from "../helpers/test-database";

const PASSWORD = "correct horse battery staple";
const INSIDE = "10.20.4.5";
const INSIDE_V6 = "2001:db8:100::25";
const OUTSIDE = "198.51.100.23";

let testDb: TestDatabase;
let editorToken: string;
beforeAll(async () => {
  testDb = await setupTestDatabase();
  const editor = await createUser(
    SYSTEM,
    { email: "editor@example.org", password: PASSWORD, role: "Editor" },
    testDb.handle.db,
  );
  editorToken = await signApiToken({ ...editor, role: "Editor", sessionVersion: 1 });
}, 240_000);
afterAll(() => testDb.teardown());

function authRequest(method: "GET" | "POST", path: string, client: string, form?: Record<string, string>, cookie = "") {
  const headers = new Headers({ "x-forwarded-for": `${client}` });
  if (cookie) headers.set("cookie", cookie);
  if (form) headers.set("content-type", "application/x-www-form-urlencoded");
  mockCurrent.headers = headers;
  const request = new NextRequest(`http://localhost:3000/api/auth/${path}`, {
    method,
    headers,
    body: form ? new URLSearchParams(form).toString() : undefined,
  });
  return nextAuthRoute[method](request, { params: Promise.resolve({ nextauth: path.split("/") }) });
}

/** next-auth's sign-in form from the given address: the CSRF cookie and token, then the credentials callback. */
async function signInFrom(client: string): Promise<Response> {
  const csrf = await authRequest("GET", "csrf", client);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const cookie = csrf.headers
    .getSetCookie()
    .map((c: string) => c.split(";")[0])
    .join("; ");
  return authRequest(
    "POST",
    "callback/credentials",
    client,
    {
      csrfToken,
      email: "editor@example.org",
      password: PASSWORD,
      json: "true",
    },
    cookie,
  );
}

describe("staff sign-in (next-auth)", () => {
  test("inside the allowed networks: signs in", async () => {
    const response = await signInFrom(INSIDE);
    expect(response.status).toBeLessThan(400);
    expect(response.headers.getSetCookie().join("\n")).toMatch(/next-auth\.session-token=[^;]+/);
  });

  test("from another network: the credentials callback and the sign-in endpoint are 404, no session made", async () => {
    const callback = await signInFrom(OUTSIDE);
    expect(callback.status).toBe(404);
    expect(await callback.json()).toEqual({ status: "fail", message: "Not found." });
    expect(callback.headers.getSetCookie().join("\n")).not.toMatch(/session-token/);
    expect((await authRequest("GET", "signin", OUTSIDE)).status).toBe(404);
    expect((await authRequest("GET", "signin/credentials", OUTSIDE)).status).toBe(404);
  });

  test("a forged X-Forwarded-For entry left of the proxy's own does not get in", async () => {
    expect((await signInFrom(`${INSIDE}, ${OUTSIDE}`)).status).toBe(404);
  });

  test("the endpoints that are not sign-in still answer outside (CSRF token, session)", async () => {
    expect((await authRequest("GET", "csrf", OUTSIDE)).status).toBe(200);
    expect((await authRequest("GET", "session", OUTSIDE)).status).toBe(200);
  });
});

describe("apiRoute", () => {
  const staffWrite = apiRoute({ roles: ["Editor"] }, async () => Response.json({ status: "success" }));
  const publicWrite = apiRoute(async () => Response.json({ status: "success" }));
  const candidateWrite = apiRoute({ caller: async () => ({ kind: "candidate" as const }) }, async () =>
    Response.json({ status: "success" }),
  );
  const request = (method: string, client: string, token?: string) =>
    new Request("http://localhost/api/v1/notice", {
      method,
      headers: { "x-forwarded-for": client, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  const noParams = { params: Promise.resolve({}) };

  test("a staff write is served inside the allowed networks (IPv4 and IPv6)", async () => {
    expect((await staffWrite(request("POST", INSIDE, editorToken), noParams)).status).toBe(200);
    expect((await staffWrite(request("DELETE", INSIDE_V6, editorToken), noParams)).status).toBe(200);
  });

  test("a staff write from another network is 404, before the handler runs", async () => {
    const handler = jest.fn(async () => Response.json({ status: "success" }));
    const guarded = apiRoute({ roles: ["Editor"] }, handler);
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      const response = await guarded(request(method, OUTSIDE, editorToken), noParams);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ status: "fail", message: "Not found." });
    }
    expect(handler).not.toHaveBeenCalled();
  });

  test("staff reads, visitors' and candidates' writes are not limited", async () => {
    expect((await staffWrite(request("GET", OUTSIDE, editorToken), noParams)).status).toBe(200);
    expect((await publicWrite(request("POST", OUTSIDE), noParams)).status).toBe(200);
    expect((await candidateWrite(request("POST", OUTSIDE), noParams)).status).toBe(200);
  });

  test("an anonymous staff write from outside is still 401 (nothing said about the network)", async () => {
    expect((await staffWrite(request("POST", OUTSIDE), noParams)).status).toBe(401);
  });
});
