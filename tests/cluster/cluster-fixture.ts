import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import crypto from "node:crypto";
import net from "node:net";
import { spawnSync } from "node:child_process";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { dropDatabase, ensureDatabase, NGINX_BIN, startCluster, type RunningCluster } from "../../scripts/lib/cluster";

/**
 * Two instances of the production build on PostgreSQL and Redis behind nginx, for the cluster
 * tests. It needs what CI has (TEST_DATABASE_URL, Redis on TEST_REDIS_URL or 127.0.0.1:6379, and
 * nginx, which .ci/run installs); without them `missingPrerequisite()` says what is missing and the
 * tests are skipped. The build is the one Playwright's web server made (same sources, no rebuild).
 */
const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const NGINX_PORT = Number(process.env.E2E_NGINX_PORT ?? E2E_PORT + 5000);
export const INSTANCE_PORTS = [E2E_PORT + 1, E2E_PORT + 2];
export const CLUSTER_EDITOR = { email: "cluster.editor@example.org", password: "cluster editor password 1" };
export const CLUSTER_ADMIN = { email: "cluster.admin@example.org", password: "cluster admin password 1" };
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379/0";

function answers(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1000 }, () => {
      socket.end();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
    socket.on("timeout", () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** Why the cluster tests cannot run here, or undefined when they can. */
export async function missingPrerequisite(): Promise<string | undefined> {
  if (!process.env.TEST_DATABASE_URL) return "TEST_DATABASE_URL is not set (a PostgreSQL server the instances share)";
  const redis = new URL(REDIS_URL);
  if (!(await answers(redis.hostname, Number(redis.port || 6379)))) return `no Redis answers at ${redis.host}`;
  if (!NGINX_BIN) return "nginx is not installed (.ci/run installs Debian's nginx)";
  return undefined;
}

export type TestCluster = RunningCluster & { databaseUrl: string; dataDir: string; teardown(): Promise<void> };

export async function startTestCluster(): Promise<TestCluster> {
  const suffix = `${process.pid}_${crypto.randomBytes(3).toString("hex")}`;
  const databaseUrl = new URL(process.env.TEST_DATABASE_URL!);
  databaseUrl.pathname = `/cluster_e2e_${suffix}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dseu-cluster-"));
  await ensureDatabase(databaseUrl.toString());
  const env = {
    AUTH_SECRET: crypto.randomBytes(32).toString("hex"),
    NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: crypto.randomBytes(32).toString("base64"),
    ADMIN_EMAIL: CLUSTER_ADMIN.email,
    ADMIN_PASSWORD: CLUSTER_ADMIN.password,
    PUBLIC_BASE_URL: `http://127.0.0.1:${NGINX_PORT}`,
    REDIS_KEY_PREFIX: `cluster-test:${suffix}:`,
    TRUST_PROXY_HOPS: "1",
    PAGE_CACHE_SECONDS: "600",
  };
  // Made before the instances start, as an administrator would with `npm run user:create`.
  const created = spawnSync(
    process.execPath,
    ["--import", "tsx", "scripts/user-create.ts", "--email", CLUSTER_EDITOR.email, "--role", "Editor"],
    {
      input: CLUSTER_EDITOR.password,
      env: { ...process.env, ...env, DATABASE_URL: databaseUrl.toString(), DATA_DIR: path.join(dataDir, "cli") },
      encoding: "utf8",
    },
  );
  if (created.status !== 0) throw new Error(`creating the Editor failed: ${created.stderr}`);
  const cluster = await startCluster({
    dataDir,
    databaseUrl: databaseUrl.toString(),
    redisUrl: REDIS_URL,
    nginxPort: NGINX_PORT,
    instancePorts: INSTANCE_PORTS,
    env,
  });
  return {
    ...cluster,
    databaseUrl: databaseUrl.toString(),
    dataDir,
    async teardown() {
      await cluster.stop();
      await dropDatabase(databaseUrl.toString());
      const { Redis } = await import("ioredis");
      const redis = new Redis(REDIS_URL);
      const keys = await redis.keys(`${env.REDIS_KEY_PREFIX}*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A one-page PDF with a text layer whose bytes no other upload has (files are stored by content). */
export async function uniquePdf(text: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  page.drawText(text, { x: 50, y: 780, size: 14, font: await pdf.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await pdf.save());
}
