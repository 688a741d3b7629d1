import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import crypto from "node:crypto";
import { spawn, type ChildProcess } from "node:child_process";
import autocannon from "autocannon";
import { openDatabase } from "../lib/db/client";
import { migrateDatabase } from "../lib/db/migrate";
import { seedDatabase } from "../lib/db/seed";
import { fileStore } from "../lib/files/store";
import { notices, storedFiles } from "../lib/db/schema";
import { newId } from "../lib/ids";
import { NOTICE_SECTIONS } from "../lib/notices/sections";

/**
 * `npm run bench:api [-- --port 3299 --connections 50 --duration 10 --notices 10000]`: prepares its
 * own data folder (the normal seed plus generated notices, written straight through drizzle),
 * starts the production server with `npm start` (which builds first when the sources changed),
 * runs autocannon against four /api/v1 reads (the paged notice list twice: after a 2-second warm-up,
 * and after every page has been read once) and an unknown path as the framework's baseline, prints
 * requests per second and p50/p99 latency,
 * stops the server and removes the data folder.
 */
type Options = { port: number; connections: number; duration: number; notices: number };

function parseOptions(argv: string[]): Options {
  const options: Options = { port: 3299, connections: 50, duration: 10, notices: 10_000 };
  for (let i = 0; i < argv.length; i += 2) {
    const name = argv[i]?.replace(/^--/, "") as keyof Options;
    const value = Number(argv[i + 1]);
    if (!(name in options) || !Number.isInteger(value) || value <= 0) {
      throw new Error(
        `Unknown option or bad value: ${argv[i]} ${argv[i + 1] ?? ""}\nOptions: --port, --connections, --duration (seconds), --notices`,
      );
    }
    options[name] = value;
  }
  return options;
}

const WORDS = [
  "admission",
  "tender",
  "result",
  "schedule",
  "recruitment",
  "circular",
  "committee",
  "examination",
  "fee",
  "scholarship",
];
const DAY_MS = 24 * 60 * 60 * 1000;

/** The normal seed, then `count` notices spread over sections and the last two years. */
async function prepareData(dataDir: string, count: number): Promise<Map<string, number>> {
  const handle = openDatabase({ kind: "pglite", dir: path.join(dataDir, "pglite") });
  try {
    await migrateDatabase(handle);
    await seedDatabase(handle.db, fileStore());
    const fileIds = (await handle.db.select({ id: storedFiles.id }).from(storedFiles)).map((f) => f.id);
    const now = Date.now();
    const currentPerSection = new Map<string, number>();
    const rows: (typeof notices.$inferInsert)[] = [];
    for (let i = 0; i < count; i++) {
      const section = NOTICE_SECTIONS[i % NOTICE_SECTIONS.length]!.value;
      const createdAt = new Date(now - Math.floor(Math.random() * 730 * DAY_MS));
      const archived = i % 10 === 0;
      if (!archived) currentPerSection.set(section, (currentPerSection.get(section) ?? 0) + 1);
      rows.push({
        id: newId(createdAt),
        title: `Notice ${i + 1} on ${WORDS[i % WORDS.length]} for the ${section} section, session ${2024 + (i % 3)}`,
        section,
        fileId: fileIds[i % fileIds.length]!,
        archived,
        uploadedBy: "bench",
        createdAt,
        updatedAt: createdAt,
      });
    }
    for (let start = 0; start < rows.length; start += 1000)
      await handle.db.insert(notices).values(rows.slice(start, start + 1000));
    return currentPerSection;
  } finally {
    await handle.close();
  }
}

function startServer(dataDir: string, port: number, log: fs.WriteStream): ChildProcess {
  const server = spawn("npm", ["start"], {
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      ADMIN_EMAIL: "bench.admin@example.org",
      ADMIN_PASSWORD: crypto.randomBytes(18).toString("base64url"),
    },
  });
  for (const stream of [server.stdout!, server.stderr!]) {
    stream.pipe(log, { end: false });
    // Say when a build is running: it takes minutes, and the wait would otherwise look stuck.
    stream.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("[dseu] Building"))
        console.log("Building the application first (the sources changed)…");
    });
  }
  return server;
}

async function waitUntilServing(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server did not answer ${url} within ${timeoutMs / 1000} s`);
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || !server.pid) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  // npm start runs scripts/start.ts, which runs next start: signal the whole process group we created.
  process.kill(-server.pid, "SIGTERM");
  const timer = setTimeout(() => server.pid && process.kill(-server.pid, "SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

type Scenario = { name: string; path: () => string; prepare?: () => Promise<void>; answersNotFound?: boolean };
type Row = { scenario: string; requestsPerSecond: number; p50: number; p99: number; failures: number };

async function run(baseUrl: string, scenario: Scenario, options: Options, duration: number): Promise<Row> {
  const result = await autocannon({
    url: baseUrl,
    connections: options.connections,
    duration,
    requests: [{ method: "GET", setupRequest: (request) => ({ ...request, path: scenario.path() }) }],
  });
  return {
    scenario: scenario.name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + (scenario.answersNotFound ? 0 : result.non2xx),
  };
}

function pick<T>(items: readonly T[]): T {
  return items[Math.floor(Math.random() * items.length)]!;
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dseu-bench-"));
  const log = fs.createWriteStream(path.join(dataDir, "server.log"));
  let server: ChildProcess | undefined;
  try {
    console.log(
      `Machine: ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? "unknown"}), load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}`,
    );
    console.log(`Seeding ${options.notices} notices into ${dataDir}…`);
    const perSection = await prepareData(dataDir, options.notices);
    const sections = [...perSection.keys()];

    server = startServer(dataDir, options.port, log);
    const baseUrl = `http://127.0.0.1:${options.port}`;
    await waitUntilServing(`${baseUrl}/api/v1/program`, server, 20 * 60 * 1000);

    const pagesOf = (section: string) => Math.max(1, Math.ceil((perSection.get(section) ?? 0) / 10));
    const pagePath = (section: string, page: number) =>
      `/api/v1/notice?section=${encodeURIComponent(section)}&limit=10&page=${page}&regex=`;
    const randomPage = () => {
      const section = pick(sections);
      return pagePath(section, 1 + Math.floor(Math.random() * pagesOf(section)));
    };
    const scenarios: Scenario[] = [
      { name: "GET /notice?section=…&limit=10&page=…", path: randomPage },
      {
        // The same after every page has been read once, as steady traffic keeps the cache.
        name: "same, every page cached",
        path: randomPage,
        async prepare() {
          for (const section of sections)
            for (let page = 1; page <= pagesOf(section); page++) await fetch(`${baseUrl}${pagePath(section, page)}`);
        },
      },
      { name: "GET /notice?regex=…", path: () => `/api/v1/notice?regex=${pick(WORDS)}&limit=10` },
      { name: "GET /program", path: () => "/api/v1/program" },
      { name: "GET /faculty?limit=1000", path: () => "/api/v1/faculty?limit=1000" },
      // What the framework alone costs: the JSON 404 of an unknown path reads no data.
      { name: "baseline: unknown path (404)", path: () => "/api/v1/no-such-endpoint", answersNotFound: true },
    ];
    const rows: Row[] = [];
    for (const scenario of scenarios) {
      await scenario.prepare?.();
      // A short warm-up: the first requests fill the data cache (about 900 distinct notice pages are not all filled).
      await run(baseUrl, scenario, options, 2);
      rows.push(await run(baseUrl, scenario, options, options.duration));
    }
    console.log(
      `\n${options.connections} connections, ${options.duration} s per scenario, ${options.notices} generated notices (plus the seed), PGlite\n`,
    );
    console.table(
      rows.map((r) => ({
        scenario: r.scenario,
        "requests/s": r.requestsPerSecond,
        "p50 ms": r.p50,
        "p99 ms": r.p99,
        failures: r.failures,
      })),
    );
    console.log(
      `Load average after the runs: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}`,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    console.error(`Server log: ${path.join(dataDir, "server.log")}`);
    process.exitCode = 1;
  } finally {
    if (server) await stopServer(server);
    log.end();
    if (!process.exitCode) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
