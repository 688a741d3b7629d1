import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { expect, request as playwrightRequest, test } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";

/**
 * The hostile-input sweep: every page, route handler and server action of the production build
 * (read from its manifests, so a new one is swept without anyone adding it) gets a fixed corpus of
 * hostile input (NUL and control bytes, bad and overlong percent-encoding, deep and huge JSON,
 * out-of-range dates and numbers, wrong methods and content types, bodies streamed past the caps,
 * dynamic segments filled with plausible and hostile values), as an anonymous visitor, a Faculty
 * member (the lowest staff role) and an Admin of its own. No answer may be a 5xx, no connection
 * may be dropped, and the server's memory must stay bounded.
 */
// In order, in one worker (the staff accounts are made once), each part reporting on its own.
test.describe.configure({ mode: "default" });

const BUILD = path.resolve(process.cwd(), ".next");
const PORT = Number(process.env.E2E_PORT ?? 3100);
const HOST = `127.0.0.1:${PORT}`;
const CONCURRENCY = 4;
const ANSWER_TIMEOUT_MS = 30_000;
// Peak growth of the server's resident memory over the whole sweep; an unbounded read or a leak
// per request passes it within the first hundred requests.
const MAX_MEMORY_GROWTH_BYTES = 600 * 1024 * 1024;

type Role = { name: string; headers: Record<string, string> };
type Probe = {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  stream?: number;
};
type Outcome = { status?: number; dropped?: string };
type Failure = { role: string; method: string; path: string; what: string };

function manifest<T>(file: string): T {
  return JSON.parse(fs.readFileSync(path.join(BUILD, file), "utf8")) as T;
}

/** Every app route of the build: the entry ("/(site)/x/page") and its address pattern ("/x"). */
function buildRoutes(): { entry: string; pattern: string; kind: "page" | "route" }[] {
  return Object.entries(manifest<Record<string, string>>("app-path-routes-manifest.json")).map(([entry, pattern]) => ({
    entry,
    pattern,
    kind: entry.endsWith("/page") ? "page" : "route",
  }));
}

/** Every server action of the build, with a route that loads it. */
function buildActions(): { id: string; name: string; pattern: string }[] {
  const routes = new Map(buildRoutes().map((route) => [`app${route.entry}`, route.pattern]));
  const references = manifest<{
    node: Record<string, { workers: Record<string, unknown>; exportedName?: string; filename?: string }>;
  }>("server/server-reference-manifest.json");
  return Object.entries(references.node).map(([id, reference]) => {
    const worker = Object.keys(reference.workers).find((name) => routes.has(name))!;
    return { id, name: reference.exportedName ?? id, pattern: routes.get(worker)! };
  });
}

const DYNAMIC = /\[\[?(?:\.\.\.)?[^\]]+\]?\]/g;

/** Plausible and hostile values of a dynamic segment, percent-encoded as they travel. */
const SEGMENTS = [
  "1",
  "page",
  "00000000-0000-0000-0000-000000000000",
  "%00",
  "%01%1B%7F",
  "%FF%FE",
  "%C0%AE%C0%AE",
  "..%2F..%2Fetc%2Fpasswd",
  "%0D%0ASet-Cookie:%20x=1",
  "a".repeat(1200),
  "%E0%A4%B9%E0%A4%BF",
  "-1",
  "99999999999999999999",
  "1e400",
];

function fill(pattern: string, value: string): string {
  return pattern.replace(DYNAMIC, value);
}

/**
 * Query strings every page gets (each is a render, so few): each mixes many hostile values, as the
 * pages read their parameters leniently, one by one.
 */
const PAGE_QUERIES = [
  `?q=%00%01%1B${"-".repeat(60)}x${encodeURIComponent("((((!!''\"\" or - - -:*<->")}&from=%FF&to=%C0%80&page=%FE&kind=%00&department=%00&section=%00&level=%00&next=%00&archived=%00`,
  `?q=${"a".repeat(4000)}&from=0000-01-01&to=99999-12-31&page=99999999999999999999&q=2&level=1e400&department=..%2F..&next=%2F%2Fevil.example&expired=%FF&section=%FF&kind=%C0%AF`,
];

/** The segment values a page's address is tried with (each a render: fewer than the API gets). */
const PAGE_SEGMENTS = ["1", "%00", "%FF%FE", "%C0%AE%C0%AE", "%0D%0ASet-Cookie:%20x=1", "a".repeat(1200)];

/** The API's query strings (the collections' pagination and filters). */
const API_QUERIES = [
  "?page=%00&limit=%00&q=%00",
  "?page=-1&limit=1e400&from=0000-01-01&to=99999-12-31",
  `?page=99999999999999999999&limit=%FF&q=${"-".repeat(60)}&category=%C0%AE&round=%00`,
];

function deepJson(depth: number): string {
  return `${"[".repeat(depth)}${"]".repeat(depth)}`;
}

function deepObject(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
}

const BOUNDARY = "hostileboundary";
const JUNK_MULTIPART = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="x\u0000"\r\n\r\n\u0000\u00ff\r\n--${BOUNDARY}`;

/** Request bodies for routes that read one. */
const BODIES: { label: string; type: string; body: string | Buffer; stream?: number }[] = [
  { label: "JSON nested 5,000 deep", type: "application/json", body: deepJson(5000) },
  { label: "an object nested 5,000 deep", type: "application/json", body: deepObject(5000) },
  { label: "JSON with NUL", type: "application/json", body: '{"title":"\\u0000","email":"\\u0000"}' },
  {
    label: "wrong JSON types",
    type: "application/json",
    body: '{"page":-1e400,"id":[],"title":{},"date":"0000-01-01"}',
  },
  { label: "JSON over the cap", type: "application/json", body: JSON.stringify({ a: "x".repeat(200 * 1024) }) },
  { label: "a streamed body over the cap", type: "application/json", body: "", stream: 2 * 1024 * 1024 },
  { label: "XML", type: "text/xml", body: "<a>&amp;</a>" },
  { label: "junk multipart", type: `multipart/form-data; boundary=${BOUNDARY}`, body: JUNK_MULTIPART },
  { label: "urlencoded NUL", type: "application/x-www-form-urlencoded", body: "a=%00&%00=b&c=%FF" },
  { label: "bytes that are not UTF-8", type: "text/plain", body: Buffer.from([0xc0, 0xaf, 0xff, 0xfe, 0x00]) },
];

/** Server-action bodies: junk, wrong argument types, NUL, deep nesting, references to parts that are not there. */
const ACTION_BODIES: { label: string; type: string; body: string }[] = [
  { label: "junk text", type: "text/plain;charset=UTF-8", body: "junk{" },
  { label: "no arguments", type: "text/plain;charset=UTF-8", body: "[]" },
  { label: "wrong argument types", type: "text/plain;charset=UTF-8", body: '[123,null,{"a":[1]},"x",true]' },
  { label: "NUL arguments", type: "text/plain;charset=UTF-8", body: '["\\u0000","\\u0000",{"\\u0000":"\\u0000"},0]' },
  { label: "nested 5,000 deep", type: "text/plain;charset=UTF-8", body: deepJson(5000) },
  { label: "not a list", type: "text/plain;charset=UTF-8", body: '{"0":"x"}' },
  { label: "missing references", type: "text/plain;charset=UTF-8", body: '["$Q1","$@9","$K2","$T","$F7"]' },
  { label: "junk multipart", type: `multipart/form-data; boundary=${BOUNDARY}`, body: JUNK_MULTIPART },
  {
    label: "multipart with junk arguments",
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="0"\r\n\r\n["$K1",-1]\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="1_id"\r\n\r\n%00\r\n--${BOUNDARY}--\r\n`,
  },
];

/** One request over its own connection; `stream` sends that many bytes chunked, without a length. */
function send(probe: Probe): Promise<Outcome> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = { host: HOST, ...probe.headers };
    if (probe.body !== undefined && !probe.stream) headers["content-length"] = String(Buffer.byteLength(probe.body));
    const request = http.request({ host: "127.0.0.1", port: PORT, method: probe.method, path: probe.path, headers });
    const timer = setTimeout(() => {
      request.destroy();
      resolve({ dropped: `no answer within ${ANSWER_TIMEOUT_MS} ms` });
    }, ANSWER_TIMEOUT_MS);
    request.on("response", (response) => {
      if (probe.stream) return;
      response.resume();
      response.on("end", () => {
        clearTimeout(timer);
        resolve({ status: response.statusCode });
      });
      response.on("error", (error) => {
        clearTimeout(timer);
        resolve({ dropped: `${response.statusCode}, then ${error.message}` });
      });
    });
    request.on("error", (error) => {
      clearTimeout(timer);
      resolve({ dropped: error.message });
    });
    if (probe.stream) {
      const chunk = Buffer.alloc(64 * 1024, "a");
      let sent = 0;
      const pump = () => {
        while (sent < probe.stream!) {
          sent += chunk.length;
          if (!request.write(chunk)) return void request.once("drain", pump);
        }
        request.end();
      };
      // The server may answer (413) before the body is all sent: the answer is what counts.
      request.on("response", (response) => {
        clearTimeout(timer);
        resolve({ status: response.statusCode });
        request.destroy();
      });
      pump();
      return;
    }
    request.end(probe.body);
  });
}

/** A request written byte for byte (methods and request lines node:http will not send). */
function sendRaw(text: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const socket = net.connect(PORT, "127.0.0.1");
    let answer = "";
    socket.setTimeout(ANSWER_TIMEOUT_MS, () => socket.destroy(new Error("no answer")));
    socket.on("data", (data) => {
      answer += data.toString("latin1");
      if (answer.includes("\r\n")) socket.end();
    });
    socket.on("error", (error) => resolve({ dropped: error.message }));
    socket.on("close", () => {
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1];
      resolve(status ? { status: Number(status) } : { dropped: "closed without an answer" });
    });
    socket.write(text, "latin1");
  });
}

async function inPool<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/** The pid of the process listening on the test port, found through /proc (Linux). */
function serverPid(): number | undefined {
  const hexPort = PORT.toString(16).toUpperCase().padStart(4, "0");
  const inodes = new Set<string>();
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    if (!fs.existsSync(table)) continue;
    for (const line of fs.readFileSync(table, "utf8").split("\n").slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields[1]?.endsWith(`:${hexPort}`) && fields[3] === "0A") inodes.add(fields[9]!);
    }
  }
  for (const pid of fs.readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    let fds: string[];
    try {
      fds = fs.readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue; // Another user's process, or one that ended while being read.
    }
    for (const fd of fds) {
      // Each descriptor on its own: the server closes request sockets while it is being read.
      const target = readLink(`/proc/${pid}/fd/${fd}`);
      if (target && inodes.has(target.replace(/^socket:\[(\d+)\]$/, "$1"))) return Number(pid);
    }
  }
  return undefined;
}

function readLink(file: string): string | undefined {
  try {
    return fs.readlinkSync(file);
  } catch {
    return undefined;
  }
}

function residentBytes(pid: number): number {
  const kib = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return Number(kib) * 1024;
}

type Session = { email: string; password: string; headers: Record<string, string> };

/** A staff session for the sweep: the cookie of a credentials sign-in and a bearer token. */
async function signInSession(email: string, password: string): Promise<Record<string, string>> {
  const context = await playwrightRequest.newContext({ baseURL: `http://${HOST}` });
  try {
    const { csrfToken } = (await (await context.get("/api/auth/csrf")).json()) as { csrfToken: string };
    const signedIn = await context.post("/api/auth/callback/credentials", {
      form: { csrfToken, email, password, json: "true" },
    });
    expect(signedIn.status(), await signedIn.text()).toBeLessThan(400);
    const cookies = (await context.storageState()).cookies.map((cookie) => `${cookie.name}=${cookie.value}`);
    const login = await context.post("/api/v1/auth/login", { data: { email, password } });
    expect(login.status()).toBe(200);
    const { token } = (await login.json()) as { token: string };
    return { cookie: cookies.join("; "), authorization: `Bearer ${token}` };
  } finally {
    await context.dispose();
  }
}

/**
 * A staff account made by an Admin through the users page's server action (as its form sends it,
 * encoded as React encodes a FormData argument), so the sweep needs no browser.
 */
async function createStaff(adminHeaders: Record<string, string>, email: string, role: string): Promise<string> {
  const action = buildActions().find((a) => a.name === "createUserAction")!;
  const password = `sweep ${crypto.randomUUID()}`;
  // React's encoding of the arguments (previous state, form): the root last, the form's fields under "_1_".
  const form = new FormData();
  for (const [name, value] of Object.entries({ email, role, password })) form.append(`_1_${name}`, value);
  form.append("0", '[{},"$K1"]');
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  const outcome = await send({
    method: "POST",
    path: action.pattern,
    headers: {
      ...adminHeaders,
      "next-action": action.id,
      "content-type": encoded.headers.get("content-type")!,
      origin: `http://${HOST}`,
      accept: "text/x-component",
    },
    body,
  });
  expect(outcome.status).toBe(200);
  return password;
}

/** Faculty (the lowest staff role) and an Admin of the sweep's own, so no other spec's sessions end. */
async function sweepStaff(): Promise<Session[]> {
  const e2eAdmin = await signInSession(E2E_ADMIN.email, E2E_ADMIN.password);
  const label = `sweep.${Date.now().toString(36)}`;
  const sessions: Session[] = [];
  for (const role of ["Faculty", "Admin"]) {
    const email = `${label}.${role.toLowerCase()}@example.org`;
    const password = await createStaff(e2eAdmin, email, role);
    sessions.push({ email, password, headers: await signInSession(email, password) });
  }
  return sessions;
}

let faculty: Session;
let admin: Session;
let roles: Role[];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  [faculty, admin] = (await sweepStaff()) as [Session, Session];
  roles = [
    { name: "anonymous", headers: {} },
    { name: "Faculty", headers: faculty.headers },
    { name: "Admin", headers: admin.headers },
  ];
});

type Sweep = { check: (role: Role, probe: Probe, what: string) => Promise<void>; failures: Failure[] };

/**
 * Runs one part of the sweep while the server's resident memory is sampled, then asserts that no
 * answer was a 5xx or a dropped connection and that the memory stayed bounded.
 */
async function sweep(run: (sweep: Sweep) => Promise<void>): Promise<void> {
  const pid = serverPid();
  expect(pid, `the server listening on port ${PORT}`).toBeDefined();
  const baseline = residentBytes(pid!);
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, residentBytes(pid!))), 250);
  const failures: Failure[] = [];
  let sent = 0;
  const check = async (role: Role, probe: Probe, what: string) => {
    const headers = { "x-forwarded-for": "198.51.100.77", ...role.headers, ...probe.headers };
    const outcome = await send({ ...probe, headers });
    sent++;
    if (outcome.dropped || (outcome.status ?? 500) >= 500)
      failures.push({
        role: role.name,
        method: probe.method,
        path: probe.path.slice(0, 160),
        what: `${what}: ${outcome.dropped ?? outcome.status}`,
      });
  };
  const started = Date.now();
  try {
    await run({ check, failures });
  } finally {
    clearInterval(sampler);
  }
  test.info().annotations.push({
    type: "sweep",
    description: `${sent} requests in ${Math.round((Date.now() - started) / 1000)} s; resident memory ${Math.round(baseline / 2 ** 20)} MB before, peak ${Math.round(peak / 2 ** 20)} MB`,
  });
  expect(failures.map(({ role, method, path, what }) => `${role} ${method} ${path} (${what})`)).toEqual([]);
  expect(peak - baseline, "growth of the server's resident memory").toBeLessThan(MAX_MEMORY_GROWTH_BYTES);
}

type Probes = [Role, Probe, string][];

async function runProbes({ check }: Sweep, probes: Probes): Promise<void> {
  await inPool(probes, ([role, probe, what]) => check(role, probe, what));
}

test("every page of the build answers hostile queries, segments and methods without a 5xx", async () => {
  test.setTimeout(300_000);
  const pages = buildRoutes().filter((route) => route.kind === "page");
  expect(pages.length).toBeGreaterThan(50);
  const probes: Probes = [];
  for (const route of pages) {
    const address = fill(route.pattern, "1");
    const staffArea = route.pattern.startsWith("/admin");
    // A visitor's cookie-less view of a public page is every visitor's; the staff area differs by role.
    for (const role of staffArea ? roles : roles.slice(0, 1))
      for (const query of PAGE_QUERIES) probes.push([role, { method: "GET", path: address + query }, "hostile query"]);
    if (!staffArea)
      for (const query of PAGE_QUERIES.slice(0, 1))
        probes.push([
          roles[0]!,
          { method: "GET", path: `/hi${address === "/" ? "" : address}${query}` },
          "hostile query",
        ]);
    for (const method of ["POST", "TRACE"])
      probes.push([roles[0]!, { method, path: address, body: "junk" }, "wrong method"]);
    if (route.pattern.includes("["))
      for (const value of PAGE_SEGMENTS)
        probes.push([roles[0]!, { method: "GET", path: fill(route.pattern, value) }, "hostile segment"]);
  }
  await sweep((run) => runProbes(run, probes));
});

test("every route handler of the build answers hostile bodies, queries, segments and methods without a 5xx", async () => {
  test.setTimeout(300_000);
  const handlers = buildRoutes().filter((route) => route.kind === "route");
  expect(handlers.length).toBeGreaterThan(20);
  const admin = roles[2]!;
  // Which methods with a body each route serves: Next.js answers the others 405 before anything.
  const served = new Set<string>();
  await inPool(
    handlers.flatMap((route) => ["POST", "PUT", "PATCH"].map((method) => ({ method, path: fill(route.pattern, "1") }))),
    async ({ method, path }) => {
      const outcome = await send({ method, path, headers: { ...admin.headers, "x-forwarded-for": "198.51.100.77" } });
      if (outcome.status !== 405) served.add(`${method} ${path}`);
    },
  );
  const probes: Probes = [];
  for (const route of handlers) {
    const address = fill(route.pattern, "1");
    for (const role of roles) {
      for (const query of API_QUERIES) probes.push([role, { method: "GET", path: address + query }, "hostile query"]);
      // Roles are checked before a body is read: only the Admin's requests reach every body reader.
      const bodies = role === admin ? BODIES : BODIES.slice(0, 2);
      for (const method of ["POST", "PUT", "PATCH"])
        for (const { label, type, body, stream } of served.has(`${method} ${address}`) ? bodies : bodies.slice(0, 1))
          probes.push([role, { method, path: address, headers: { "content-type": type }, body, stream }, label]);
      for (const method of ["TRACE", "OPTIONS", "HEAD"]) probes.push([role, { method, path: address }, "other method"]);
    }
    if (route.pattern.includes("["))
      // Anonymously every value (answered before any lookup), as the Admin the ones a page gets.
      for (const [role, values] of [
        [roles[0]!, SEGMENTS],
        [admin, PAGE_SEGMENTS],
      ] as const)
        for (const value of values)
          probes.push([role, { method: "GET", path: fill(route.pattern, value) }, "hostile segment"]);
  }
  await sweep((run) => runProbes(run, probes));
});

test("every server action of the build answers junk bodies and wrong roles without a 5xx", async () => {
  test.setTimeout(300_000);
  const actions = buildActions();
  expect(actions.length).toBeGreaterThan(10);
  await sweep(async (run) => {
    // An action that ends the session (signing out) is followed by a fresh sign-in, so the next
    // ones still run as that role.
    for (const role of roles) {
      for (const action of actions) {
        const headers = { "next-action": action.id, origin: `http://${HOST}`, accept: "text/x-component" };
        await runProbes(
          run,
          ACTION_BODIES.map(({ label, type, body }): Probes[number] => [
            role,
            { method: "POST", path: fill(action.pattern, "1"), headers: { ...headers, "content-type": type }, body },
            `${action.name}: ${label}`,
          ]),
        );
        const session = role.name === "Faculty" ? faculty : role.name === "Admin" ? admin : undefined;
        if (session && !(await sessionHolds(role.headers)))
          role.headers = session.headers = await signInSession(session.email, session.password);
      }
      await run.check(
        role,
        {
          method: "POST",
          path: "/",
          headers: { "next-action": "0".repeat(42), "content-type": "text/plain" },
          body: "[]",
        },
        "an action that does not exist",
      );
    }
  });
});

test("requests node:http will not send are answered, not dropped", async () => {
  await sweep(async ({ failures }) => {
    for (const text of [
      `CONNECT ${HOST} HTTP/1.1\r\nHost: ${HOST}\r\n\r\n`,
      `CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n`,
      `TRACE / HTTP/1.1\r\nHost: ${HOST}\r\nConnection: close\r\n\r\n`,
      `GET // HTTP/1.1\r\nHost: ${HOST}\r\nConnection: close\r\n\r\n`,
      `GET //evil.example/x HTTP/1.1\r\nHost: ${HOST}\r\nConnection: close\r\n\r\n`,
      `GET /\\evil.example HTTP/1.1\r\nHost: ${HOST}\r\nConnection: close\r\n\r\n`,
      `GET /search?q=\u0000 HTTP/1.1\r\nHost: ${HOST}\r\nConnection: close\r\n\r\n`,
      `GET /%ZZ HTTP/1.1\r\nHost: ${HOST}\r\nConnection: close\r\n\r\n`,
      `GET * HTTP/1.1\r\nHost: ${HOST}\r\nConnection: close\r\n\r\n`,
    ]) {
      const outcome = await sendRaw(text);
      if (outcome.dropped || (outcome.status ?? 500) >= 500)
        failures.push({
          role: "anonymous",
          method: "raw",
          path: JSON.stringify(text.split("\r\n")[0]),
          what: String(outcome.dropped ?? outcome.status),
        });
    }
  });
});

/** True while the role's session holds: a staff read answers 403 or 200, not 401 (signed out). */
async function sessionHolds(headers: Record<string, string>): Promise<boolean> {
  const outcome = await send({ method: "GET", path: "/api/v1/results/rounds", headers });
  return outcome.status !== undefined && outcome.status !== 401;
}
