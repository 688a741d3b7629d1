import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import crypto from "node:crypto";
import { createRequire } from "node:module";
import { spawn } from "node:child_process";
import { parseArgs } from "node:util";
import { benchDob, benchEmail, importBenchCandidates } from "./lib/bench-candidates";

/**
 * `npm run bench:results`: the admission-result lookups under result-day load, on a production
 * build. In its own data folder it seeds the site, imports 5,000 candidates into Diploma round 2
 * and opens its window, starts `npm start` on BENCH_PORT (3215), then (1) runs autocannon lookups
 * at 100 connections and prints requests/s and p99, and (2) fires concurrent decisions at the same
 * records and checks that exactly one of each pair succeeds. Exits 1 when a lookup gets anything
 * but 200 or a pair of decisions does not end with exactly one 200 and one 409.
 */
// `-- --seconds S --candidates N` shorten a run (the README's smoke check in CI uses them).
const { values: args } = parseArgs({ options: { seconds: { type: "string" }, candidates: { type: "string" } } });
const CANDIDATES = Number(args.candidates ?? 5000);
const CONNECTIONS = 100;
const SECONDS = Number(args.seconds ?? process.env.BENCH_SECONDS ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 3215);
const RACES = Math.min(50, CANDIDATES);
const BASE = `http://127.0.0.1:${PORT}`;

type AutocannonResult = {
  requests: { average: number; total: number };
  latency: { average: number; p50: number; p99: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  "2xx": number;
};
type RequestOptions = { method: string; path: string; headers?: Record<string, string>; body?: string };
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  requests: { method: string; path: string; setupRequest: (request: RequestOptions) => RequestOptions }[];
}) => Promise<AutocannonResult>;
// autocannon ships no type declarations; the shape above is the part used here.
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dseu-bench-"));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  PORT: String(PORT),
  AUTH_SECRET: crypto.randomBytes(32).toString("hex"),
  ADMIN_EMAIL: "bench.admin@example.org",
  ADMIN_PASSWORD: crypto.randomBytes(18).toString("base64url"),
  // A deployment's settings (the mail log then leaves out the candidates' details).
  APP_ENV: "production",
  NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: crypto.randomBytes(32).toString("base64"),
  // The build's id when one is given (so an existing build is reused), else its own.
  NEXT_DEPLOYMENT_ID: process.env.NEXT_DEPLOYMENT_ID || "bench-results",
  LOG_LEVEL: "warn",
  NEXT_TELEMETRY_DISABLED: "1",
  // Each simulated candidate's address travels in X-Forwarded-For, as one proxy in front would send it.
  TRUST_PROXY_HOPS: "1",
};
Object.assign(process.env, env);

async function prepareData(): Promise<void> {
  const { closeDatabase, databaseHandle } = await import("../lib/db/client");
  const { migrateDatabase } = await import("../lib/db/migrate");
  const { seedDatabase } = await import("../lib/db/seed");
  const { fileStore } = await import("../lib/files/store");
  const handle = databaseHandle();
  await migrateDatabase(handle);
  await seedDatabase(handle.db, fileStore());
  const started = Date.now();
  await importBenchCandidates(CANDIDATES);
  console.log(`[bench] Imported ${CANDIDATES} candidates into Diploma round 2 in ${Date.now() - started} ms.`);
  await closeDatabase();
}

function startServer() {
  const server = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    env,
    stdio: ["ignore", "inherit", "inherit"],
  });
  return server;
}

async function waitUntilReady(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${BASE}/admission/result/diploma/round2`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error("the server did not become ready");
}

async function lookupLoad(): Promise<AutocannonResult> {
  let next = 0;
  return autocannon({
    url: BASE,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: "POST",
        path: "/api/v1/result/second",
        setupRequest: (request) => {
          const i = next++ % CANDIDATES;
          // Each candidate from their own address, as on a result day (the per-address limit is not what is measured).
          return {
            ...request,
            headers: {
              "content-type": "application/json",
              "x-forwarded-for": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
            },
            body: JSON.stringify({ email: benchEmail(i), password: benchDob(i) }),
          };
        },
      },
    ],
  });
}

/**
 * CPU seconds used so far by a process and its descendants (Linux /proc), or undefined elsewhere:
 * with the machine's load, it turns requests/s into a cost per lookup that other loads do not skew.
 */
function cpuSeconds(rootPid: number): number | undefined {
  if (!fs.existsSync("/proc/self/stat")) return undefined;
  const stats = fs
    .readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => {
      try {
        // Fields after the command name (which may contain spaces): state ppid … utime(14) stime(15).
        const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
        return [{ pid: Number(pid), ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) }];
      } catch {
        return [];
      }
    });
  const tree = new Set([rootPid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const s of stats) {
      if (!tree.has(s.pid) && tree.has(s.ppid)) {
        tree.add(s.pid);
        grew = true;
      }
    }
  }
  return stats.filter((s) => tree.has(s.pid)).reduce((sum, s) => sum + s.ticks, 0) / 100;
}

async function lookupToken(i: number): Promise<{ id: string; token: string }> {
  const response = await fetch(`${BASE}/api/v1/result/second`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `172.16.${i >> 8}.${i & 255}` },
    body: JSON.stringify({ email: benchEmail(i), password: benchDob(i) }),
  });
  const body = (await response.json()) as { token: string; data: { student: { _id: string } } };
  return { id: body.data.student._id, token: body.token };
}

/** Two different decisions at the same moment on each of RACES records: exactly one may win. */
async function decisionRaces(): Promise<{ races: number; violations: number }> {
  let violations = 0;
  for (let r = 0; r < RACES; r++) {
    const { id, token } = await lookupToken(CANDIDATES - 1 - r);
    const statuses = await Promise.all(
      ["freeze", "reject"].map((status) =>
        fetch(`${BASE}/api/v1/result/second/${id}`, {
          method: "PUT",
          headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
          body: JSON.stringify({ status }),
        }).then((res) => res.status),
      ),
    );
    if (statuses.filter((s) => s === 200).length !== 1 || statuses.filter((s) => s === 409).length !== 1) {
      violations++;
      console.error(`[bench] record ${id}: answers ${statuses.join(", ")}`);
    }
  }
  return { races: RACES, violations };
}

let server: ReturnType<typeof startServer> | undefined;
let failed = false;
try {
  console.log(`[bench] Data folder ${dataDir}`);
  await prepareData();
  server = startServer();
  await waitUntilReady(15 * 60 * 1000);
  for (let i = 0; i < 200; i++) await lookupToken(i);
  console.log(
    `[bench] Lookups: POST /api/v1/result/second, ${CONNECTIONS} connections, ${SECONDS} s, ${CANDIDATES} candidates…`,
  );
  const cpuBefore = cpuSeconds(server.pid!);
  const loadBefore = os.loadavg()[0]!;
  const load = await lookupLoad();
  const cpuAfter = cpuSeconds(server.pid!);
  console.log(
    `[bench] machine: ${os.cpus().length} CPUs, load average ${loadBefore.toFixed(1)} before and ${os.loadavg()[0]!.toFixed(1)} after`,
  );
  if (cpuBefore !== undefined && cpuAfter !== undefined && load.requests.total) {
    const perLookup = ((cpuAfter - cpuBefore) * 1000) / load.requests.total;
    console.log(
      `[bench] server CPU per lookup: ${perLookup.toFixed(2)} ms (about ${Math.round(1000 / perLookup)} lookups/s per fully available core)`,
    );
  }
  console.log(`[bench] requests/s: ${load.requests.average.toFixed(0)} (total ${load.requests.total})`);
  console.log(`[bench] latency: p50 ${load.latency.p50} ms, p99 ${load.latency.p99} ms, max ${load.latency.max} ms`);
  console.log(
    `[bench] answers: ${load["2xx"]} 2xx, ${load.non2xx} other, ${load.errors} errors (of which ${load.timeouts} timeouts after 10 s)`,
  );
  // A wrong answer fails the run; slowness is what the figures above report.
  if (load.non2xx) failed = true;
  const races = await decisionRaces();
  console.log(
    `[bench] Concurrent decisions: ${races.races} records × 2 simultaneous PUTs, ${races.violations} with other than exactly one success.`,
  );
  if (races.violations) failed = true;
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  if (server?.pid && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}
console.log(failed ? "[bench] FAILED" : "[bench] OK");
process.exit(failed ? 1 : 0);
