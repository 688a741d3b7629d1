import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";

/**
 * A real cluster on this machine: N instances of the production build (one build, shared) on
 * PostgreSQL and Redis, behind nginx configured from deploy/nginx.conf. Used by `npm run cluster`,
 * the cluster tests (tests/cluster) and `npm run bench:cluster`.
 */
export type ClusterOptions = {
  /** Where nginx's files, each instance's data folder and the logs go. */
  dataDir: string;
  databaseUrl: string;
  redisUrl: string;
  nginxPort: number;
  instancePorts: number[];
  /** Added to every instance's environment (the same on all of them). */
  env?: Record<string, string>;
  /** Instances' output: into files under dataDir (default) or this process's. */
  output?: "files" | "inherit";
};

export type Instance = { port: number; url: string; process: ChildProcess; logFile: string | undefined };

export type RunningCluster = {
  url: string;
  instances: Instance[];
  stop(): Promise<void>;
};

export const NGINX_BIN = ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/bin/nginx"].find((p) => fs.existsSync(p));

/** deploy/nginx.conf with its fields filled in for this machine. */
export function nginxConfig(runDir: string, listenPort: number, instancePorts: number[]): string {
  const template = fs.readFileSync(path.join(process.cwd(), "deploy", "nginx.conf"), "utf8");
  const servers = instancePorts.map((port) => `server 127.0.0.1:${port} max_fails=3 fail_timeout=10s;`).join("\n    ");
  return template
    .replaceAll("{{RUN_DIR}}", runDir)
    .replaceAll("{{LISTEN}}", `127.0.0.1:${listenPort}`)
    .replaceAll("{{SERVERS}}", servers);
}

async function waitFor(url: string, child: ChildProcess, what: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${what} exited (${child.exitCode ?? child.signalCode}) before it was ready`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${what} was not ready within ${Math.round(timeoutMs / 1000)} s`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

function stopProcess(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM", timeoutMs = 30_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}

/** Builds the application once, when needed, for all instances (`npm start -- --build-only`). */
export function buildOnce(env: Record<string, string | undefined>): void {
  const build = spawnSync(process.execPath, ["--import", "tsx", "scripts/start.ts", "--build-only"], {
    env: { ...process.env, ...env },
    stdio: "inherit",
  });
  if (build.status !== 0) throw new Error(`the build failed (exit ${build.status})`);
}

/** Starts one instance of the production server; resolves when its /readyz answers 200. */
export async function startInstance(port: number, options: ClusterOptions, index: number): Promise<Instance> {
  const dataDir = path.join(options.dataDir, `instance-${index + 1}`);
  fs.mkdirSync(dataDir, { recursive: true });
  const logFile = options.output === "inherit" ? undefined : path.join(options.dataDir, `instance-${index + 1}.log`);
  const out = logFile ? fs.openSync(logFile, "a") : "inherit";
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: "1",
      ...options.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl,
      REDIS_URL: options.redisUrl,
    },
    stdio: ["ignore", out, out],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(
      `${url}/readyz`,
      child,
      `instance ${index + 1} (port ${port}${logFile ? `, log ${logFile}` : ""})`,
      5 * 60_000,
    );
  } catch (error) {
    await stopProcess(child, "SIGKILL");
    throw error;
  }
  return { port, url, process: child, logFile };
}

export async function startNginx(options: ClusterOptions): Promise<ChildProcess> {
  if (!NGINX_BIN) throw new Error("nginx is not installed (Debian: apt-get install nginx)");
  const runDir = path.join(options.dataDir, "nginx");
  fs.mkdirSync(runDir, { recursive: true });
  const confFile = path.join(runDir, "nginx.conf");
  fs.writeFileSync(confFile, nginxConfig(runDir, options.nginxPort, options.instancePorts));
  const child = spawn(
    NGINX_BIN,
    ["-p", runDir, "-c", confFile, "-e", path.join(runDir, "error.log"), "-g", "daemon off;"],
    { stdio: ["ignore", "inherit", "inherit"] },
  );
  await waitFor(`http://127.0.0.1:${options.nginxPort}/healthz`, child, "nginx", 30_000);
  return child;
}

/**
 * The secrets every instance must share (docs/deployment.md), generated once per data folder and
 * kept there, so that a restarted cluster keeps its sessions.
 */
export function sharedSecrets(dataDir: string): Record<string, string> {
  const file = path.join(dataDir, "cluster-secrets.json");
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string>;
  const secrets = {
    AUTH_SECRET: crypto.randomBytes(48).toString("base64url"),
    NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: crypto.randomBytes(32).toString("base64"),
  };
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

/** Starts the instances together (as a deployment would), then nginx in front of them. */
export async function startCluster(options: ClusterOptions): Promise<RunningCluster> {
  fs.mkdirSync(options.dataDir, { recursive: true });
  const instances: Instance[] = [];
  let nginx: ChildProcess | undefined;
  const stop = async () => {
    // nginx first, so no request reaches an instance that is stopping.
    if (nginx) await stopProcess(nginx, "SIGQUIT");
    await Promise.all(instances.map((i) => stopProcess(i.process)));
  };
  try {
    const started = await Promise.allSettled(
      options.instancePorts.map((port, index) => startInstance(port, options, index)),
    );
    for (const result of started) if (result.status === "fulfilled") instances.push(result.value);
    const failure = started.find((r): r is PromiseRejectedResult => r.status === "rejected");
    if (failure) throw failure.reason;
    nginx = await startNginx(options);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://127.0.0.1:${options.nginxPort}`, instances, stop };
}

/** Creates the PostgreSQL database of a URL when it does not exist yet. */
export async function ensureDatabase(url: string): Promise<void> {
  const { Client } = await import("pg");
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected database name "${name}"`);
  const server = new URL(url);
  server.pathname = "/postgres";
  const client = new Client({ connectionString: server.toString() });
  await client.connect();
  try {
    const exists = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (!exists.rowCount) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}

/** Drops a database made for one run (tests, benchmarks), closing its remaining connections. */
export async function dropDatabase(url: string): Promise<void> {
  const { Client } = await import("pg");
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const server = new URL(url);
  server.pathname = "/postgres";
  const client = new Client({ connectionString: server.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}
