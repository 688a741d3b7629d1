import path from "node:path";
import { execFileSync } from "node:child_process";
import { buildOnce, ensureDatabase, sharedSecrets, startCluster } from "./lib/cluster";

/**
 * `npm run cluster`: nginx (deploy/nginx.conf) in front of two instances of the production build,
 * on the local PostgreSQL and Redis, with a data folder of its own (.data/cluster). Runs as a
 * production deployment would: APP_ENV=production, the shared secrets generated once and kept in
 * the data folder, one NEXT_DEPLOYMENT_ID for the build and every instance. Ctrl-C stops it all,
 * nginx first, then each instance gracefully. docs/deployment.md lists the variables.
 */
const env = process.env;
const dataDir = path.resolve(env.CLUSTER_DATA_DIR ?? ".data/cluster");
const nginxPort = Number(env.CLUSTER_PORT ?? 8080);
const instancePorts = (env.CLUSTER_INSTANCE_PORTS ?? "3001,3002").split(",").map((p) => Number(p.trim()));
const databaseUrl = env.CLUSTER_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/dseu_cluster";
const redisUrl = env.CLUSTER_REDIS_URL ?? "redis://127.0.0.1:6379/0";

function gitCommit(): string {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
  } catch {
    return "local";
  }
}

const shared = {
  APP_ENV: "production",
  ...sharedSecrets(dataDir),
  NEXT_DEPLOYMENT_ID: env.NEXT_DEPLOYMENT_ID ?? `dseu-${gitCommit()}`,
  PUBLIC_BASE_URL: env.PUBLIC_BASE_URL ?? `http://127.0.0.1:${nginxPort}`,
  REDIS_KEY_PREFIX: env.REDIS_KEY_PREFIX ?? "dseu-cluster:",
  // nginx appends the client's address to X-Forwarded-For: the last entry is the one to trust.
  TRUST_PROXY_HOPS: "1",
};

console.log(`[cluster] Building once for every instance (deployment ${shared.NEXT_DEPLOYMENT_ID})…`);
buildOnce(shared);
await ensureDatabase(databaseUrl);
console.log(
  `[cluster] Starting ${instancePorts.length} instances (${instancePorts.join(", ")}) on ${databaseUrl.replace(/\/\/[^@]*@/, "//")} and ${redisUrl}…`,
);
const cluster = await startCluster({
  dataDir,
  databaseUrl,
  redisUrl,
  nginxPort,
  instancePorts,
  env: shared,
  output: "inherit",
});
console.log(
  `[cluster] Serving ${cluster.url} (nginx, least_conn) → ${cluster.instances.map((i) => i.url).join(", ")}. Ctrl-C stops.`,
);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  console.log("[cluster] Stopping nginx, then the instances…");
  await cluster.stop();
  process.exit(0);
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
