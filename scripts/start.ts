import fs from "node:fs";
import path from "node:path";
import { spawn, spawnSync } from "node:child_process";
import { config, ConfigError } from "../lib/config";

/**
 * `npm start`: builds when there is no build or a source file is newer than it, then serves the
 * production build on PORT. Migrations, seeding and the admin bootstrap run inside the server
 * (instrumentation.ts), so `next start` alone behaves the same.
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

let port: number;
try {
  port = config().port;
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}

if (!buildIsCurrent()) {
  console.log("[dseu] Building the application (first start, or the sources changed)…");
  const build = spawnSync(process.execPath, [nextBin, "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, [nextBin, "start", "--port", String(port)], { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
