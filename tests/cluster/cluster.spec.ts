import crypto from "node:crypto";
import { Client } from "pg";
import { expect, request as requestFactory, test, type APIRequestContext } from "@playwright/test";
import { CLUSTER_EDITOR, missingPrerequisite, startTestCluster, uniquePdf, type TestCluster } from "./cluster-fixture";

/**
 * Two instances behind nginx, on one PostgreSQL database and one Redis: what one instance changes,
 * the other serves at once. Instance A and B are reached directly (to choose which one serves),
 * nginx for what a visitor sees.
 */
// In order, in one worker (one cluster); a failure does not skip the tests after it.
test.describe.configure({ mode: "default" });
test.setTimeout(120_000);

let cluster: TestCluster | undefined;
let skipReason: string | undefined;
let a: APIRequestContext;
let b: APIRequestContext;
let viaNginx: APIRequestContext;
let editorToken: string;

test.beforeAll(async () => {
  test.setTimeout(600_000);
  skipReason = await missingPrerequisite();
  if (skipReason) {
    console.log(`[cluster tests] Skipped: ${skipReason}.`);
    return;
  }
  cluster = await startTestCluster();
  a = await requestFactory.newContext({ baseURL: cluster.instances[0]!.url });
  b = await requestFactory.newContext({ baseURL: cluster.instances[1]!.url });
  viaNginx = await requestFactory.newContext({ baseURL: cluster.url });
  const login = await a.post("/api/v1/auth/login", { data: CLUSTER_EDITOR });
  expect(login.status()).toBe(200);
  editorToken = (await login.json()).token;
});

test.afterAll(async () => {
  await Promise.all([a, b, viaNginx].filter(Boolean).map((context) => context.dispose()));
  await cluster?.teardown();
});

test.beforeEach(() => {
  test.skip(Boolean(skipReason), skipReason);
});

async function upload(
  instance: APIRequestContext,
  title: string,
  section = "announcements",
  headers: Record<string, string> = {},
) {
  const bytes = await uniquePdf(title);
  const response = await instance.post("/api/v1/notice/upload", {
    headers: { Authorization: `Bearer ${editorToken}`, ...headers },
    multipart: {
      fileName: title,
      section,
      pdf: { name: "cluster-check.pdf", mimeType: "application/pdf", buffer: bytes },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { ...((await response.json()).data.notice as { _id: string; driveFileId: string; fileLink: string }), bytes };
}

async function listedIds(instance: APIRequestContext, section: string): Promise<string[]> {
  const response = await instance.get(`/api/v1/notice?section=${encodeURIComponent(section)}&limit=100`);
  expect(response.status()).toBe(200);
  return ((await response.json()).data.notices as { _id: string }[]).map((n) => n._id);
}

/** Asks until the instance answers the page from its whole-page cache. */
async function cachedOn(instance: APIRequestContext, url: string) {
  await expect.poll(async () => (await instance.get(url)).headers()["x-page-cache"], { timeout: 30_000 }).toBe("hit");
}

test("both instances are ready behind nginx, and a request id is made or passed through", async () => {
  for (const instance of cluster!.instances)
    expect((await (await fetch(`${instance.url}/readyz`)).json()).checks).toEqual({ database: "ok", redis: "ok" });
  const made = await viaNginx.get("/healthz");
  expect(made.status()).toBe(200);
  expect(made.headers()["x-request-id"]).toMatch(/^[0-9a-f]{32}$/);
  const given = await viaNginx.get("/healthz", { headers: { "x-request-id": "cluster-check-0001" } });
  expect(given.headers()["x-request-id"]).toBe("cluster-check-0001");
});

test("an Editor's notice upload through instance A is listed by instance B on its next request", async () => {
  const section = "ad office orders";
  const before = await listedIds(b, section);
  await listedIds(b, section);
  const requestId = `cluster-upload-${crypto.randomBytes(6).toString("hex")}`;
  const notice = await upload(a, `Cluster listing check ${Date.now()}`, section, { "x-request-id": requestId });
  expect(before).not.toContain(notice._id);
  expect(await listedIds(b, section)).toContain(notice._id);

  // The upload's audit entry carries the request id the caller sent.
  const client = new Client({ connectionString: cluster!.databaseUrl });
  await client.connect();
  const audit = await client.query("select action, entity_id from audit_log where request_id = $1", [requestId]);
  await client.end();
  expect(audit.rows).toEqual([expect.objectContaining({ entity_id: notice._id })]);
});

test("a change through instance A shows on instance B's cached page at its next request", async () => {
  await cachedOn(b, "/announcements");
  const title = `Cluster page check ${Date.now()}`;
  expect(await (await b.get("/announcements")).text()).not.toContain(title);
  const notice = await upload(a, title);
  const after = await b.get("/announcements");
  expect(after.headers()["x-page-cache"]).toBe("miss");
  expect(await after.text()).toContain(title);

  await cachedOn(b, "/announcements");
  const removed = await a.delete(`/api/v1/notice/${notice._id}`, {
    headers: { Authorization: `Bearer ${editorToken}` },
  });
  expect(removed.status()).toBe(200);
  expect(await (await b.get("/announcements")).text()).not.toContain(title);
});

test("a file uploaded through instance A is served by instance B", async () => {
  const title = `Cluster file check ${Date.now()}`;
  const notice = await upload(a, title);
  const path = new URL(notice.fileLink).pathname;
  const served = await b.get(path);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toContain("application/pdf");
  expect(Buffer.compare(await served.body(), notice.bytes)).toBe(0);
  expect((await viaNginx.get(path)).status()).toBe(200);
});

test("the sign-in limit counts failures made on instance A and on instance B together", async () => {
  // The same client address on both (as nginx would forward it), an account that does not exist.
  async function failuresUntilRefused(instances: APIRequestContext[], address: string): Promise<number> {
    const email = `nobody.${crypto.randomBytes(4).toString("hex")}@example.org`;
    for (let attempt = 1; attempt <= 200; attempt++) {
      const instance = instances[attempt % instances.length]!;
      const response = await instance.post("/api/v1/auth/login", {
        data: { email, password: "wrong password 123" },
        headers: { "x-forwarded-for": address },
      });
      if (response.status() === 429) return attempt - 1;
      expect(response.status()).toBe(401);
    }
    throw new Error("no 429 after 200 failed sign-ins");
  }
  const onOneInstance = await failuresUntilRefused([a], "203.0.113.10");
  const acrossBoth = await failuresUntilRefused([a, b], "203.0.113.11");
  expect(acrossBoth).toBe(onOneInstance);
});

test("an instance stopped with SIGTERM finishes its requests and nginx sends the rest to the other", async () => {
  const [, second] = cluster!.instances;
  let failures = 0;
  let answered = 0;
  let running = true;
  const load = (async () => {
    while (running) {
      const statuses = await Promise.all(
        Array.from({ length: 4 }, () => viaNginx.get("/api/v1/notice?limit=5").then((r) => r.status())),
      );
      answered += statuses.length;
      failures += statuses.filter((s) => s !== 200).length;
    }
  })();
  await new Promise((resolve) => setTimeout(resolve, 500));
  const exited = new Promise<number | null>((resolve) => second!.process.once("exit", (code) => resolve(code)));
  second!.process.kill("SIGTERM");
  expect(await exited).toBe(0);
  await new Promise((resolve) => setTimeout(resolve, 500));
  running = false;
  await load;
  expect(answered).toBeGreaterThan(8);
  expect(failures).toBe(0);
});
