import fs from "node:fs";
import path from "node:path";
import http from "node:http";
import crypto from "node:crypto";
import { PassThrough } from "node:stream";
import { pipeline } from "node:stream/promises";
import { config } from "../config";
import { logger } from "../log/logger";
import { ArchiveError, type Checksums } from "./archive";
import { writeFileAtomically } from "./archive-file";
import { recordedBackup, writeBackup, type BackupRequest } from "./take";
import { readAndCheckArchive } from "./verify";

/**
 * The embedded database can be opened by one process only, so while the server runs a backup of it
 * must be taken by the server. `npm run backup` asks it through this endpoint: answered only to a
 * caller on this machine (the TCP peer, whatever headers say) that presents the token the server
 * wrote, readable only by its owner, into the data folder. To anyone else the path does not exist.
 */
export const BACKUP_PATH = "/_dseu/backup";
const ENDPOINT_FILE = "backup-endpoint.json";

type Endpoint = { pid: number; port: number; token: string };

const holder = globalThis as typeof globalThis & { __dseuBackupToken?: string };

/** Called once the server listens: writes where and how to ask it for a backup. */
export function publishBackupEndpoint(port: number): void {
  const token = crypto.randomBytes(32).toString("base64url");
  holder.__dseuBackupToken = token;
  const file = path.join(config().dataDir, ENDPOINT_FILE);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.rmSync(file, { force: true });
  fs.writeFileSync(file, JSON.stringify({ pid: process.pid, port, token } satisfies Endpoint), { mode: 0o600 });
}

function isLoopback(address: string | undefined): boolean {
  const plain = (address ?? "").replace(/^::ffff:/, "");
  return plain === "::1" || /^127\./.test(plain);
}

function tokenMatches(header: string | undefined, token: string | undefined): boolean {
  if (!token || !header?.startsWith("Bearer ")) return false;
  const given = Buffer.from(header.slice("Bearer ".length));
  const expected = Buffer.from(token);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/** Answers a backup request and says true when the request was one (a refused one gets a 404). */
export function answerBackupRequest(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  // Read as text, not as a URL: a request target such as "//" is no URL and must reach the site's
  // own answer, not throw here.
  const target = req.url ?? "";
  const queryAt = target.indexOf("?");
  if ((queryAt < 0 ? target : target.slice(0, queryAt)) !== BACKUP_PATH) return false;
  const query = new URLSearchParams(queryAt < 0 ? "" : target.slice(queryAt + 1));
  if (
    req.method !== "POST" ||
    !isLoopback(req.socket.remoteAddress) ||
    !tokenMatches(req.headers.authorization, holder.__dseuBackupToken)
  ) {
    res.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not found");
    return true;
  }
  const request: BackupRequest = {
    withFiles: query.get("files") === "1",
    withSecrets: query.get("secrets") === "1",
    trigger: "command",
  };
  res.writeHead(200, { "content-type": "application/gzip", "cache-control": "no-store" });
  const counted = new PassThrough();
  let sizeBytes = 0;
  counted.on("data", (chunk: Buffer) => (sizeBytes += chunk.length));
  counted.pipe(res);
  void recordedBackup({ ...request, fileName: query.get("name") ?? undefined }, async () => {
    await writeBackup(counted, request);
    return { sizeBytes };
  }).catch((error: unknown) => {
    logger().error({ err: error }, "a backup requested through the endpoint failed");
    res.destroy();
  });
  return true;
}

export class NoServerError extends Error {}

/**
 * `npm run backup` while the server holds the embedded database: the server streams the archive,
 * which is checked while it arrives and renamed to `file` only when complete and sound.
 */
export async function backupThroughServer(
  dataDir: string,
  file: string,
  options: Omit<BackupRequest, "trigger">,
): Promise<{ checksums: Checksums; sizeBytes: number }> {
  let endpoint: Endpoint;
  try {
    endpoint = JSON.parse(fs.readFileSync(path.join(dataDir, ENDPOINT_FILE), "utf8")) as Endpoint;
  } catch {
    throw new NoServerError(`the server holding ${dataDir} has not published its backup endpoint (is it older?)`);
  }
  const query = new URLSearchParams({ files: options.withFiles ? "1" : "0", secrets: options.withSecrets ? "1" : "0" });
  query.set("name", path.resolve(file));
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port: endpoint.port,
        path: `${BACKUP_PATH}?${query}`,
        method: "POST",
        headers: { authorization: `Bearer ${endpoint.token}` },
      },
      resolve,
    );
    request.on("error", reject);
    request.end();
  });
  if (response.statusCode !== 200) {
    response.resume();
    throw new NoServerError(`the server on port ${endpoint.port} refused the backup (${response.statusCode})`);
  }
  const { result, sizeBytes } = await writeFileAtomically(file, async (out) => {
    const checked = new PassThrough();
    response.pipe(checked);
    const [summary] = await Promise.all([readAndCheckArchive(checked), pipeline(response, out)]);
    return summary.checksums;
  });
  if (!result) throw new ArchiveError("the server's archive could not be checked");
  return { checksums: result, sizeBytes };
}
