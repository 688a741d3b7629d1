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
const SOURCES = ["app", "components", "lib", "content", "public", "proxy.ts", "instrumentation.ts", "next.config.ts", "postcss.config.mjs", "package.json"];
const BUILD_ID = path.join(".next", "BUILD_ID");

function newestMtime(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(entry).reduce((newest, child) => Math.max(newest, newestMtime(path.join(entry, child))), stat.mtimeMs);
}

function buildIsCurrent(): boolean {
  if (!fs.existsSync(BUILD_ID)) return false;
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

if (!buildIsCurrent()) {
  console.log("[dseu] Building the application (first start, or the sources changed)…");
  const build = spawnSync(process.execPath, [nextBin, "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// React and Next.js choose their production builds from NODE_ENV when they are first loaded.
(process.env as Record<string, string>).NODE_ENV = "production";
const { startHttpServer } = await import("../lib/server/http-server");
const server = await startHttpServer({ port: settings.port, pageCacheSeconds: settings.pageCacheSeconds });
console.log(`[dseu] Serving http://localhost:${settings.port}`);
// Finish the requests in flight, then exit: process.exit runs the exit handlers, where the
// embedded database's lock file is released.
function shutDown() {
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on("SIGINT", shutDown);
process.on("SIGTERM", shutDown);
