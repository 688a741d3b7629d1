import fs from "node:fs";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { config, ConfigError, type AppConfig } from "../lib/config";

/**
 * `npm start`: builds when there is no build or a source file is newer than it, then serves the
 * production build on PORT behind the whole-page cache (lib/server/http-server.ts). Migrations,
 * seeding and the admin bootstrap run inside the server (instrumentation.ts), so `next start`
 * alone serves the same site, only without that cache.
 */
const SOURCES = [
  "app",
  "components",
  "lib",
  "public",
  "proxy.ts",
  "instrumentation.ts",
  "next.config.ts",
  "postcss.config.mjs",
  "package.json",
];
const BUILD_ID = path.join(".next", "BUILD_ID");
// The deployment id a build was made with: it is compiled into the browser's scripts, so a build
// made under another id must be redone (docs/deployment.md).
const BUILD_DEPLOYMENT_ID = path.join(".next", "dseu-deployment-id");

function newestMtime(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(entry)
    .reduce((newest, child) => Math.max(newest, newestMtime(path.join(entry, child))), stat.mtimeMs);
}

function buildIsCurrent(deploymentId: string): boolean {
  if (!fs.existsSync(BUILD_ID)) return false;
  const builtFor = fs.existsSync(BUILD_DEPLOYMENT_ID) ? fs.readFileSync(BUILD_DEPLOYMENT_ID, "utf8") : "";
  if (builtFor !== deploymentId) return false;
  const builtAt = fs.statSync(BUILD_ID).mtimeMs;
  return SOURCES.every((entry) => newestMtime(entry) <= builtAt);
}

const nextBin = path.join("node_modules", "next", "dist", "bin", "next");

let settings: AppConfig;
try {
  settings = config();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}

const deploymentId = settings.deploymentId ?? "";
if (!buildIsCurrent(deploymentId)) {
  console.log("[dseu] Building the application (first start, or the sources or NEXT_DEPLOYMENT_ID changed)…");
  const build = spawnSync(process.execPath, [nextBin, "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
  fs.writeFileSync(BUILD_DEPLOYMENT_ID, deploymentId);
}
// `--build-only`: several instances about to start on one build (npm run cluster) build it once first.
if (process.argv.includes("--build-only")) process.exit(0);

// React and Next.js choose their production builds from NODE_ENV when they are first loaded.
(process.env as Record<string, string>).NODE_ENV = "production";
const { startHttpServer } = await import("../lib/server/http-server");
const { logger } = await import("../lib/log/logger");
const { publishBackupEndpoint } = await import("../lib/backup/endpoint");
const { startBackupSchedule } = await import("../lib/backup/schedule");
const { whenDatabaseStarted } = await import("../lib/db/startup-state");
const server = await startHttpServer({
  port: settings.port,
  pageCacheSeconds: settings.pageCacheSeconds,
  shutdownTimeoutSeconds: settings.shutdownTimeoutSeconds,
});
// Next.js runs instrumentation.ts (migrations, seed, administrator) when it handles its first
// request, not when it starts: ask one, so that nothing (a backup, a balancer reading /readyz) meets
// a database without its tables, and "Serving" is said only once the site can serve.
await fetch(`http://127.0.0.1:${settings.port}/robots.txt`)
  .then((response) => response.arrayBuffer())
  .catch(() => undefined);
await whenDatabaseStarted();
logger().info(
  { port: settings.port, redis: Boolean(settings.redisUrl), database: settings.databaseUrl ? "postgres" : "pglite" },
  "serving",
);
console.log(`[dseu] Serving http://localhost:${settings.port}`);
publishBackupEndpoint(settings.port);
const backups = startBackupSchedule();
// Stop taking requests, finish those in flight, close the database and Redis, then exit:
// process.exit also runs the exit handlers, where the embedded database's lock file is released.
async function shutDown(signal: NodeJS.Signals) {
  logger().info({ signal }, "shutting down: finishing the requests in flight");
  await backups.stop();
  await server.shutdown();
  logger().info("stopped");
  process.exit(0);
}
process.once("SIGINT", shutDown);
process.once("SIGTERM", shutDown);
