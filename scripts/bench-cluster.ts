import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import crypto from "node:crypto";
import { parseArgs } from "node:util";
import { spawnSync } from "node:child_process";
import autocannon from "autocannon";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { buildOnce, dropDatabase, ensureDatabase, startCluster, type RunningCluster } from "./lib/cluster";
import { formatTable } from "./lib/server";
import { benchDob, benchEmail, importBenchCandidates } from "./lib/bench-candidates";

/**
 * `npm run bench:cluster [-- --minutes N --seconds S]`: throughput of one instance reached directly
 * and of two behind nginx, then a mixed soak through nginx. Printed, never asserted: the figures
 * depend on the machine and on what else runs on it.
 *
 * In a data folder and PostgreSQL database of its own (dropped at the end) it seeds the site,
 * imports 5,000 candidates into Diploma round 2 with the window open, creates an Editor and starts
 * the cluster (npm run cluster's set-up; nginx on BENCH_CLUSTER_PORT, 8215, and instances on
 * BENCH_INSTANCE_PORTS, 3216 and 3217).
 *  1. For each of a cached public page, GET /api/v1/notice (page 2 of 10) and result lookups:
 *     requests/s and p99 with autocannon, against instance A directly, then against nginx.
 *  2. The soak (10 minutes unless --minutes): concurrent visitors reading pages, looking up
 *     results, recording seat decisions and Editors uploading notices, all through nginx. It
 *     prints every answer that is a server error (5xx or a broken connection), and reconciles:
 *     decisions recorded in the database = decisions answered 200, notices stored = uploads
 *     answered 201 = their file rows.
 * Each candidate comes from an address of their own, as on a result day (the instances trust two
 * hops: the benchmark's X-Forwarded-For, then nginx's), so per-address limits are not what is
 * measured.
 */
const { values: args } = parseArgs({
  options: {
    minutes: { type: "string" },
    seconds: { type: "string" },
    connections: { type: "string" },
    candidates: { type: "string" },
  },
});
const SOAK_MINUTES = Number(args.minutes ?? 10);
const SECONDS = Number(args.seconds ?? 15);
const CONNECTIONS = Number(args.connections ?? 50);
// A short run (the smoke check) warms up no longer than it measures.
const WARM_UP_SECONDS = Math.min(5, SECONDS);
const CANDIDATES = Number(args.candidates ?? 5000);
const SOAK_WORKERS = 16;
const NGINX_PORT = Number(process.env.BENCH_CLUSTER_PORT ?? 8215);
const INSTANCE_PORTS = (process.env.BENCH_INSTANCE_PORTS ?? "3216,3217").split(",").map((p) => Number(p.trim()));
const REDIS_URL = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379/0";
const suffix = `${process.pid}_${crypto.randomBytes(3).toString("hex")}`;
const databaseUrl = new URL(
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
);
databaseUrl.pathname = `/cluster_bench_${suffix}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dseu-bench-cluster-"));
const EDITOR = { email: "bench.editor@example.org", password: crypto.randomBytes(18).toString("base64url") };
const UPLOAD_PREFIX = `Soak upload ${suffix}`;

const env = {
  AUTH_SECRET: crypto.randomBytes(32).toString("hex"),
  NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: crypto.randomBytes(32).toString("base64"),
  ADMIN_EMAIL: "bench.admin@example.org",
  ADMIN_PASSWORD: crypto.randomBytes(18).toString("base64url"),
  PUBLIC_BASE_URL: `http://127.0.0.1:${NGINX_PORT}`,
  REDIS_KEY_PREFIX: `bench-cluster:${suffix}:`,
  TRUST_PROXY_HOPS: "2",
  LOG_LEVEL: "warn",
};

const address = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

async function prepareData(): Promise<void> {
  Object.assign(process.env, env, { DATABASE_URL: databaseUrl.toString(), DATA_DIR: path.join(dataDir, "setup") });
  const { closeDatabase, databaseHandle } = await import("../lib/db/client");
  const { prepareDatabase } = await import("../lib/db/startup");
  await prepareDatabase(() => {}, databaseHandle());
  await importBenchCandidates(CANDIDATES);
  await closeDatabase();
  const created = spawnSync(
    process.execPath,
    ["--import", "tsx", "scripts/user-create.ts", "--email", EDITOR.email, "--role", "Editor"],
    {
      input: EDITOR.password,
      env: { ...process.env, DATA_DIR: path.join(dataDir, "setup") },
      encoding: "utf8",
    },
  );
  if (created.status !== 0) throw new Error(`creating the Editor failed: ${created.stderr}`);
}

type Target = { name: string; url: string; viaNginx: boolean };
type LoadResult = Awaited<ReturnType<typeof autocannon>>;
type Measure = { name: string; run: (target: Target, duration: number) => Promise<LoadResult> };

/** What a client behind nginx sends: its own address, to which nginx appends the one it saw. */
const forwardedFor = (i: number, target: Target) => (target.viaNginx ? address(i) : `${address(i)}, 127.0.0.1`);

const measures: Measure[] = [
  {
    name: "cached page /courses",
    run: (t, duration) => autocannon({ url: `${t.url}/courses`, connections: CONNECTIONS, duration }),
  },
  {
    name: "GET /api/v1/notice?page=2&limit=10",
    run: (t, duration) =>
      autocannon({ url: `${t.url}/api/v1/notice?page=2&limit=10`, connections: CONNECTIONS, duration }),
  },
  {
    name: "result lookup POST /api/v1/result/second",
    run: (t, duration) => {
      let next = 0;
      return autocannon({
        url: t.url,
        connections: CONNECTIONS,
        duration,
        requests: [
          {
            method: "POST",
            path: "/api/v1/result/second",
            setupRequest: (request) => {
              const i = next++ % CANDIDATES;
              return {
                ...request,
                headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor(i, t) },
                body: JSON.stringify({ email: benchEmail(i), password: benchDob(i) }),
              };
            },
          },
        ],
      });
    },
  },
];

/** Asks each server until it answers the page from its whole-page cache (a first render is slow). */
async function warmPageCache(urls: string[]): Promise<void> {
  for (const url of urls) {
    for (let attempt = 0; attempt < 60; attempt++) {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.headers.get("x-page-cache") === "hit") break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

async function throughput(cluster: RunningCluster): Promise<void> {
  await warmPageCache([...cluster.instances.map((i) => `${i.url}/courses`)]);
  const targets: Target[] = [
    { name: "1 instance, direct", url: cluster.instances[0]!.url, viaNginx: false },
    { name: "2 instances, nginx", url: cluster.url, viaNginx: true },
  ];
  const rows: (string | number)[][] = [];
  for (const measure of measures) {
    for (const target of targets) {
      // A short warm-up first: caches filled, code compiled by the JIT.
      await measure.run(target, WARM_UP_SECONDS);
      const result = await measure.run(target, SECONDS);
      rows.push([
        measure.name,
        target.name,
        Math.round(result.requests.average),
        result.latency.p99,
        result.non2xx,
        result.errors,
      ]);
      console.log(
        `[bench] ${measure.name} — ${target.name}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`,
      );
    }
  }
  console.log(
    `\nThroughput (${CONNECTIONS} connections, ${SECONDS} s each, after a ${WARM_UP_SECONDS}-second warm-up):\n`,
  );
  console.log(formatTable(["load", "served by", "req/s", "p99 ms", "non-2xx", "errors"], rows));
}

async function uniquePdf(text: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf
    .addPage([595, 842])
    .drawText(text, { x: 50, y: 780, size: 14, font: await pdf.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await pdf.save());
}

type SoakCounts = Record<string, { sent: number; ok: number; other: Record<string, number> }>;

async function soak(
  cluster: RunningCluster,
): Promise<{ counts: SoakCounts; serverErrors: string[]; decisions200: Set<string>; uploads201: number }> {
  const counts: SoakCounts = {};
  const serverErrors: string[] = [];
  const decisions200 = new Set<string>();
  let uploads201 = 0;
  let nextCandidate = 0;
  const base = cluster.url;
  const login = await fetch(`${base}/api/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(EDITOR),
  });
  const editorToken = ((await login.json()) as { token: string }).token;
  const note = (kind: string, status: number | string, ok: boolean, detail = "") => {
    const entry = (counts[kind] ??= { sent: 0, ok: 0, other: {} });
    entry.sent++;
    if (ok) entry.ok++;
    else entry.other[String(status)] = (entry.other[String(status)] ?? 0) + 1;
    if (typeof status === "string" || status >= 500)
      serverErrors.push(`${new Date().toISOString()} ${kind}: ${status} ${detail}`.trim());
  };
  const send = async (kind: string, url: string, init: RequestInit, expected: number[]) => {
    try {
      const response = await fetch(url, init);
      const body = await response.text();
      note(kind, response.status, expected.includes(response.status), response.status >= 500 ? body.slice(0, 200) : "");
      return { status: response.status, body };
    } catch (error) {
      note(
        kind,
        error instanceof Error
          ? `${error.name}: ${(error.cause as Error | undefined)?.message ?? error.message}`
          : String(error),
        false,
      );
      return undefined;
    }
  };
  const pages = ["/", "/courses", "/announcements", "/examination", "/alumni"];
  const actions: [number, () => Promise<void>][] = [
    [
      55,
      async () =>
        void (await send("page read", `${base}${pages[Math.floor(Math.random() * pages.length)]}`, {}, [200])),
    ],
    [
      15,
      async () =>
        void (await send(
          "notice list",
          `${base}/api/v1/notice?page=${1 + Math.floor(Math.random() * 3)}&limit=10`,
          {},
          [200],
        )),
    ],
    [
      20,
      async () => {
        const i = Math.floor(Math.random() * CANDIDATES);
        await send(
          "result lookup",
          `${base}/api/v1/result/second`,
          {
            method: "POST",
            headers: { "content-type": "application/json", "x-forwarded-for": address(i) },
            body: JSON.stringify({ email: benchEmail(i), password: benchDob(i) }),
          },
          [200],
        );
      },
    ],
    [
      7,
      async () => {
        const i = nextCandidate++;
        if (i >= CANDIDATES) return;
        const found = await send(
          "decision lookup",
          `${base}/api/v1/result/second`,
          {
            method: "POST",
            headers: { "content-type": "application/json", "x-forwarded-for": address(i) },
            body: JSON.stringify({ email: benchEmail(i), password: benchDob(i) }),
          },
          [200],
        );
        if (found?.status !== 200) return;
        const { token, data } = JSON.parse(found.body) as { token: string; data: { student: { _id: string } } };
        const decided = await send(
          "decision",
          `${base}/api/v1/result/second/${data.student._id}`,
          {
            method: "PUT",
            headers: {
              "content-type": "application/json",
              authorization: `Bearer ${token}`,
              "x-forwarded-for": address(i),
            },
            body: JSON.stringify({ status: i % 2 ? "freeze" : "reject" }),
          },
          [200],
        );
        if (decided?.status === 200) decisions200.add(data.student._id);
      },
    ],
    [
      3,
      async () => {
        const title = `${UPLOAD_PREFIX} ${crypto.randomBytes(6).toString("hex")}`;
        const form = new FormData();
        form.set("fileName", title);
        form.set("section", "announcements");
        form.set("pdf", new Blob([new Uint8Array(await uniquePdf(title))], { type: "application/pdf" }), "soak.pdf");
        const uploaded = await send(
          "upload",
          `${base}/api/v1/notice/upload`,
          { method: "POST", headers: { authorization: `Bearer ${editorToken}` }, body: form },
          [201],
        );
        if (uploaded?.status === 201) uploads201++;
      },
    ],
  ];
  const totalWeight = actions.reduce((sum, [weight]) => sum + weight, 0);
  const pick = () => {
    let roll = Math.random() * totalWeight;
    for (const [weight, action] of actions) if ((roll -= weight) < 0) return action;
    return actions[0]![1];
  };
  const deadline = Date.now() + SOAK_MINUTES * 60_000;
  let lastReport = Date.now();
  await Promise.all(
    Array.from({ length: SOAK_WORKERS }, async () => {
      while (Date.now() < deadline) {
        await pick()();
        if (Date.now() - lastReport > 60_000) {
          lastReport = Date.now();
          const sent = Object.values(counts).reduce((sum, c) => sum + c.sent, 0);
          console.log(
            `[bench] soak: ${sent} requests so far, ${serverErrors.length} server errors, ${Math.round((deadline - Date.now()) / 1000)} s left`,
          );
        }
      }
    }),
  );
  return { counts, serverErrors, decisions200, uploads201 };
}

async function reconcile(result: Awaited<ReturnType<typeof soak>>): Promise<void> {
  const { Client } = await import("pg");
  const client = new Client({ connectionString: databaseUrl.toString() });
  await client.connect();
  const count = async (query: string, params: unknown[] = []) =>
    Number((await client.query<{ n: string }>(query, params)).rows[0]!.n);
  const decided = await count(
    "select count(*) as n from admission_results where decided_at is not null and form_number like 'BENCH-%'",
  );
  const noticesStored = await count("select count(*) as n from notices where title like $1", [`${UPLOAD_PREFIX}%`]);
  const fileRows = await count(
    "select count(distinct f.id) as n from stored_files f join notices n on n.file_id = f.id where n.title like $1",
    [`${UPLOAD_PREFIX}%`],
  );
  await client.end();
  console.log("\nReconciliation (database against the answers the soak received):\n");
  console.log(
    formatTable(
      ["what", "answered", "in the database", "equal"],
      [
        [
          "seat decisions (200 / rows decided)",
          result.decisions200.size,
          decided,
          decided === result.decisions200.size ? "yes" : "NO",
        ],
        [
          "notice uploads (201 / notices)",
          result.uploads201,
          noticesStored,
          noticesStored === result.uploads201 ? "yes" : "NO",
        ],
        [
          "notice uploads (201 / file rows)",
          result.uploads201,
          fileRows,
          fileRows === result.uploads201 ? "yes" : "NO",
        ],
      ],
    ),
  );
}

let cluster: RunningCluster | undefined;
try {
  console.log(`[bench] Data folder ${dataDir}, database ${databaseUrl.pathname.slice(1)}; soak ${SOAK_MINUTES} min.`);
  buildOnce(env);
  await ensureDatabase(databaseUrl.toString());
  await prepareData();
  cluster = await startCluster({
    dataDir,
    databaseUrl: databaseUrl.toString(),
    redisUrl: REDIS_URL,
    nginxPort: NGINX_PORT,
    instancePorts: INSTANCE_PORTS,
    env,
  });
  console.log(`[bench] machine: ${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(1)}`);
  await throughput(cluster);
  console.log(
    `\n[bench] Soak: ${SOAK_WORKERS} concurrent clients through nginx for ${SOAK_MINUTES} min (reads, lookups, decisions, uploads)…`,
  );
  const result = await soak(cluster);
  console.log(`\nSoak answers:\n`);
  console.log(
    formatTable(
      ["request", "sent", "as expected", "other answers"],
      Object.entries(result.counts).map(([kind, c]) => [
        kind,
        c.sent,
        c.ok,
        Object.entries(c.other)
          .map(([s, n]) => `${s}×${n}`)
          .join(", ") || "-",
      ]),
    ),
  );
  console.log(`\nServer errors (5xx or broken connections): ${result.serverErrors.length}`);
  for (const line of result.serverErrors.slice(0, 50)) console.log(`  ${line}`);
  await reconcile(result);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cluster?.stop();
  await dropDatabase(databaseUrl.toString()).catch((error: unknown) => console.error(error));
  const { Redis } = await import("ioredis");
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${env.REDIS_KEY_PREFIX}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
