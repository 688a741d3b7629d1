/**
 * The request edge (issue 14 faults 1, 2 and 7): which address a client has, bodies read through
 * the capped reader only after the caller is authorized, and bad input answered 4xx, never 500.
 */
jest.mock("next/cache", () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: jest.fn() }));
// The trust rule is read from the configuration; each test sets the number of proxy hops it needs.
jest.mock("@/lib/config", () => {
  const actual = jest.requireActual("@/lib/config");
  return {
    ...actual,
    config: () => ({ ...actual.config(), trustProxyHops: (globalThis as { __testHops?: number }).__testHops ?? 1 }),
  };
});

import {
  clientAddress,
  forwardedAddress,
  markSocketAddressHeaderSet,
  SOCKET_ADDRESS_HEADER,
} from "@/lib/http/client-address";
import { resetLookupLimits, LOOKUPS_PER_ADDRESS } from "@/lib/admissions/rate-limits";
import * as secondRoute from "@/app/api/v1/result/second/route";
import * as grievanceRoute from "@/app/api/v1/studentGrievance/route";
import * as importRoute from "@/app/api/v1/results/import/route";
import * as noticeRoute from "@/app/api/v1/notice/route";
import * as loginRoute from "@/app/api/v1/auth/login/route";
import * as roundsRoute from "@/app/api/v1/results/rounds/route";
import * as statusRoute from "@/app/api/v1/results/[id]/status/route";
import { encode } from "next-auth/jwt";
import { startSession } from "@/lib/auth/sessions";
import { config } from "@/lib/config";
import { signOutEverywhere } from "@/lib/users/service";
import { SYSTEM } from "@/lib/auth/actor";
import { signApiToken } from "@/lib/auth/tokens";
import { createUser } from "@/lib/users/service";
import { setupTestDatabase, type TestDatabase } from "../helpers/test-database";
import { apiRequest, call, PASSWORD } from "./api-helpers";

const hops = (value: number) => ((globalThis as { __testHops?: number }).__testHops = value);

let testDb: TestDatabase;
const tokens: Record<"Editor" | "Admissions", string> = { Editor: "", Admissions: "" };
const staff: Record<"Editor" | "Admissions", { id: string; email: string }> = {
  Editor: { id: "", email: "" },
  Admissions: { id: "", email: "" },
};
beforeAll(async () => {
  testDb = await setupTestDatabase();
  for (const role of ["Editor", "Admissions"] as const) {
    const user = await createUser(SYSTEM, { email: `${role.toLowerCase()}@example.org`, password: PASSWORD, role });
    tokens[role] = await signApiToken({ ...user, role, sessionVersion: 1 });
    staff[role] = { id: user.id, email: user.email };
  }
}, 180_000);
afterAll(() => testDb.teardown());
beforeEach(async () => {
  hops(1);
  await resetLookupLimits();
});

let lookups = 0;
/** A lookup for an email nobody has (each time another, so only the per-address limit counts them together). */
const lookup = (headers: Record<string, string>) =>
  call(
    secondRoute.POST,
    apiRequest("POST", "result/second", {
      json: { email: `nobody${++lookups}@example.org`, password: "01-01-2009" },
      headers,
    }),
  );

describe("the client's address (fault 1)", () => {
  test("with N proxy hops it is the entry N places from the right of X-Forwarded-For", () => {
    expect(forwardedAddress("6.6.6.6, 203.0.113.7", 1)).toBe("203.0.113.7");
    expect(forwardedAddress("6.6.6.6, 203.0.113.7, 10.0.0.2", 2)).toBe("203.0.113.7");
    expect(forwardedAddress("203.0.113.7", 3)).toBe("203.0.113.7");
    expect(forwardedAddress(null, 1)).toBeUndefined();
  });

  test("with no proxy it is the socket's address the server recorded, whatever X-Forwarded-For says", () => {
    markSocketAddressHeaderSet();
    const headers = new Headers({ "x-forwarded-for": "6.6.6.6", [SOCKET_ADDRESS_HEADER]: "198.51.100.4" });
    expect(clientAddress(headers, 0)).toBe("198.51.100.4");
  });

  test("varying X-Forwarded-For from one socket address does not escape the per-address lookup limit", async () => {
    markSocketAddressHeaderSet();
    hops(0);
    const statuses: number[] = [];
    for (let i = 0; i <= LOOKUPS_PER_ADDRESS.limit; i++) {
      const { status } = await lookup({
        "x-forwarded-for": `192.0.2.${i % 250}`,
        [SOCKET_ADDRESS_HEADER]: "198.51.100.20",
      });
      statuses.push(status);
    }
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  test("behind one proxy, a blocked address stays blocked when the client puts another value in front of it", async () => {
    for (let i = 0; i < LOOKUPS_PER_ADDRESS.limit; i++) await lookup({ "x-forwarded-for": "198.51.100.30" });
    expect((await lookup({ "x-forwarded-for": "198.51.100.30" })).status).toBe(429);
    expect((await lookup({ "x-forwarded-for": "1.2.3.4, 198.51.100.30" })).status).toBe(429);
    expect((await lookup({ "x-forwarded-for": "198.51.100.31" })).status).toBe(401);
  });
});

/** A chunked body (no Content-Length) of `total` bytes, counting how many bytes the server pulled. */
function chunkedBody(total: number, chunk = 64 * 1024, prefix = "") {
  const pulled = { bytes: 0 };
  let sent = 0;
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      const part = sent === 0 && prefix ? encoder.encode(prefix.padEnd(chunk, " ")) : new Uint8Array(chunk).fill(0x61);
      sent += part.byteLength;
      pulled.bytes += part.byteLength;
      controller.enqueue(part);
    },
  });
  return { stream, pulled };
}

function streamingRequest(
  path: string,
  contentType: string,
  stream: ReadableStream<Uint8Array>,
  token?: string,
): Request {
  const headers = new Headers({ "content-type": contentType, "x-forwarded-for": "198.51.100.50" });
  if (token) headers.set("authorization", `Bearer ${token}`);
  return new Request(`http://localhost/api/v1/${path}`, {
    method: "POST",
    headers,
    body: stream,
    duplex: "half",
  } as RequestInit);
}

describe("bodies without Content-Length are capped while they stream (fault 2)", () => {
  const HUGE = 120 * 1024 * 1024;

  test("POST /studentGrievance: 413 after at most the cap, not the whole body", async () => {
    const { stream, pulled } = chunkedBody(HUGE);
    const { status } = await call(
      grievanceRoute.POST,
      streamingRequest("studentGrievance", "multipart/form-data; boundary=x", stream),
    );
    expect(status).toBe(413);
    expect(pulled.bytes).toBeLessThan(8 * 1024 * 1024);
  });

  test("POST /result/second: a JSON body over 64 KiB is 413 without reading the rest", async () => {
    const { stream, pulled } = chunkedBody(HUGE, 64 * 1024, '{"email":"');
    const { status } = await call(secondRoute.POST, streamingRequest("result/second", "application/json", stream));
    expect(status).toBe(413);
    expect(pulled.bytes).toBeLessThan(256 * 1024);
  });

  test("POST /results/import: the role is checked before a byte of the body is read", async () => {
    for (const token of [undefined, tokens.Editor]) {
      const { stream, pulled } = chunkedBody(HUGE);
      const { status } = await call(
        importRoute.POST,
        streamingRequest("results/import?category=diploma&round=2", "text/csv", stream, token),
      );
      expect(status).toBe(token ? 403 : 401);
      expect(pulled.bytes).toBeLessThanOrEqual(64 * 1024);
    }
  });

  test("POST /results/import by Admissions: a chunked CSV over the import limit is 413", async () => {
    const { stream, pulled } = chunkedBody(HUGE);
    const { status } = await call(
      importRoute.POST,
      streamingRequest("results/import?category=diploma&round=2", "text/csv", stream, tokens.Admissions),
    );
    expect(status).toBe(413);
    expect(pulled.bytes).toBeLessThan(12 * 1024 * 1024);
  });
});

describe("bad input is 400, never 500 (fault 7)", () => {
  test("a NUL character in a query value", async () => {
    const { status, body } = await call(noticeRoute.GET, apiRequest("GET", "notice?regex=%00"));
    expect([status, body.status]).toEqual([400, "fail"]);
  });

  test("a NUL character in a JSON string", async () => {
    const { status, body } = await call(
      loginRoute.POST,
      apiRequest("POST", "auth/login", { json: { email: "a\u0000@b.c", password: "x" } }),
    );
    expect([status, body.status]).toEqual([400, "fail"]);
  });

  test("a day before the calendar's start: created_at_gteq=0000-01-01", async () => {
    const { status, body } = await call(noticeRoute.GET, apiRequest("GET", "notice?created_at_gteq=0000-01-01"));
    expect([status, body.status]).toEqual([400, "fail"]);
  });
});

describe("our pages' session cookie (issue 12 item 2, fault 4)", () => {
  const sessionCookie = async (user: { id: string; email: string }) =>
    `next-auth.session-token=${await encode({
      // A cookie names its browser session, started as next-auth's sign-in starts it.
      token: {
        sub: user.id,
        email: user.email,
        role: "Admissions",
        sv: 1,
        sid: await startSession({ id: user.id, sessionVersion: 1 }, {}),
      },
      secret: config().authSecret,
    })}`;
  const withCookie = (
    method: string,
    path: string,
    cookie: string,
    headers: Record<string, string> = {},
    json?: unknown,
  ) => apiRequest(method, path, { headers: { cookie, host: "localhost", ...headers }, json });

  test("authenticates same-origin calls to /api/v1 without any token", async () => {
    const cookie = await sessionCookie(staff.Admissions);
    expect((await call(roundsRoute.GET, withCookie("GET", "results/rounds", cookie))).status).toBe(200);
  });

  test("counts for nothing on another site's write, which is refused before its body is read", async () => {
    const cookie = await sessionCookie(staff.Admissions);
    const answer = await call(
      statusRoute.PUT,
      withCookie(
        "PUT",
        "results/0123456789abcdef01234567/status",
        cookie,
        { origin: "https://evil.example.com" },
        { status: "freeze", reason: "x" },
      ),
      {
        id: "0123456789abcdef01234567",
      },
    );
    expect(answer.status).toBe(401);
  });

  test("signing out ends the cookie and the bearer token issued before it", async () => {
    const cookie = await sessionCookie(staff.Admissions);
    await signOutEverywhere({
      kind: "user",
      id: staff.Admissions.id,
      email: staff.Admissions.email,
      role: "Admissions",
    });
    const byCookie = await call(roundsRoute.GET, withCookie("GET", "results/rounds", cookie));
    expect(byCookie).toMatchObject({
      status: 401,
      body: { message: "Your session has expired. please log in again!" },
    });
    expect(
      (await call(roundsRoute.GET, apiRequest("GET", "results/rounds", { token: tokens.Admissions }))).status,
    ).toBe(401);
  });
});
