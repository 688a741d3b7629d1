import http from "node:http";
import type { Duplex } from "node:stream";
import next from "next";
import { publicPagesGeneration } from "../cache/page-generation";
import { markSocketAddressHeaderSet, SOCKET_ADDRESS_HEADER } from "../http/client-address";
import { ALLOWED_METHODS, refuseRequest } from "../http/request-guard";
import { formRequestLimitBytes } from "../config";
import { closeDatabase, databaseHandle } from "../db/client";
import { databaseStarted } from "../db/startup-state";
import { logger } from "../log/logger";
import { REQUEST_ID_HEADER, requestIdFrom, runWithRequestId } from "../log/request-context";
import { closeRedis, redisClient } from "../redis/client";
import { answerBackupRequest } from "../backup/endpoint";
import { observeRequest } from "../metrics/count";
import { answerMetrics } from "../metrics/endpoint";
import { answerHealth } from "./health";
import { gracefulShutdown, type Shutdown } from "./shutdown";
import {
  CACHE_STATUS_HEADER,
  cachedPageBody,
  cachedPageHeaders,
  gzipCachedPage,
  newNonce,
  PageCache,
  pageCacheKey,
  toCachedPage,
  inAddressLanguage,
  type CachedPage,
} from "./page-cache";
import { isDocumentRequest, replaceEmptyNotFound } from "./not-found-markup";
import { captureAnswer } from "./page-capture";
import { checkActionCall, isServerActionCall } from "./action-request";

const PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024;

export type ServerOptions = { port: number; pageCacheSeconds: number; shutdownTimeoutSeconds: number };
export type RunningHttpServer = { server: http.Server } & Shutdown;

/**
 * The production server of `npm start`: Next.js's request handler behind the whole-page cache
 * (lib/server/page-cache.ts). A page missing from the cache is rendered once, for the visitor who
 * asked, and a copy of that answer is kept (lib/server/page-capture.ts), one capture per key at a
 * time: only cookie-less requests are cached, so that answer is every visitor's. It also answers /healthz and /readyz, gives every request an id
 * (X-Request-Id, kept when a proxy in front sent one) that its log line and audit entries carry,
 * and stops gracefully (lib/server/shutdown.ts).
 * A 404 that Next.js leaves as an empty shell gets the site's not-found page instead
 * (lib/server/not-found-markup.ts).
 */
export async function startHttpServer({
  port,
  pageCacheSeconds,
  shutdownTimeoutSeconds,
}: ServerOptions): Promise<RunningHttpServer> {
  const app = next({ dev: false, dir: process.cwd(), port });
  await app.prepare();
  const handle = app.getRequestHandler();
  const cache = new PageCache({ ttlMs: pageCacheSeconds * 1000, maxBytes: PAGE_CACHE_MAX_BYTES });
  // Keys whose copy is being captured: one capture per key at a time.
  const filling = new Set<string>();

  async function serve(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const key = pageCacheSeconds > 0 ? pageCacheKey(req) : undefined;
    if (key !== undefined) {
      // Read before rendering, too: a change committed while the page renders makes that copy stale.
      const generation = await publicPagesGeneration().catch((error: unknown) => {
        log.warn({ err: error }, "the shared page generation could not be read; serving without the page cache");
        return undefined;
      });
      if (generation !== undefined) {
        const page = cache.get(key, generation, Date.now());
        if (page) {
          sendCachedPage(req, res, page);
          return;
        }
        res.setHeader(CACHE_STATUS_HEADER, "miss");
        if (!filling.has(key)) {
          filling.add(key);
          captureAnswer(res, PAGE_CACHE_MAX_BYTES, (answer) => {
            filling.delete(key);
            const page = answer && toCachedPage(answer.status, answer.headers, answer.body, generation, Date.now());
            if (!page) return;
            if (inAddressLanguage(key, answer.body)) cache.set(key, page);
            else log.warn({ key }, "a page's copy was not in its address's language; not kept in the page cache");
          });
        }
      }
    }
    if (isServerActionCall(req)) {
      const checked = await checkActionCall(req, formRequestLimitBytes());
      if ("refusal" in checked) {
        res
          .writeHead(checked.refusal.status, { "content-type": "text/plain; charset=utf-8" })
          .end(checked.refusal.message);
        return;
      }
      await handle(checked.request, res);
      return;
    }
    if (isDocumentRequest(req)) replaceEmptyNotFound(req, res, port);
    await handle(req, res);
  }

  const log = logger();
  // Set once the server exists; the health check asks it whether the server is draining.
  const stopping: { current?: Shutdown } = {};
  markSocketAddressHeaderSet();
  const server = http.createServer((req, res) => {
    const requestId = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
    // Next.js's handlers (and the audit log, through the request context) see the same id.
    req.headers[REQUEST_ID_HEADER] = requestId;
    res.setHeader(REQUEST_ID_HEADER, requestId);
    // The peer's address, for lib/http/client-address.ts; a value the client sent is replaced.
    req.headers[SOCKET_ADDRESS_HEADER] = (req.socket.remoteAddress ?? "").replace(/^::ffff:/, "");
    if (answerBackupRequest(req, res) || answerMetrics(req, res)) return;
    if (
      answerHealth(req, res, { checks: readinessChecks(), isDraining: () => stopping.current?.isDraining() ?? false })
    )
      return;
    const refusal = refuseRequest(req, formRequestLimitBytes());
    if (refusal) {
      res
        .writeHead(refusal.status, { "content-type": "text/plain; charset=utf-8", ...refusal.headers })
        .end(refusal.message);
      return;
    }
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      observeRequest(req.url, res.statusCode, ms / 1000, res.getHeader(CACHE_STATUS_HEADER));
      log.info(
        {
          requestId,
          method: req.method,
          url: req.url,
          status: res.statusCode,
          ms: Math.round(ms * 10) / 10,
          cache: res.getHeader(CACHE_STATUS_HEADER),
        },
        "request",
      );
    });
    runWithRequestId(requestId, () =>
      serve(req, res).catch((error: unknown) => {
        log.error({ err: error, requestId }, "request failed");
        if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain; charset=utf-8" });
        res.end();
      }),
    );
  });
  // CONNECT (a proxy's tunnel) never reaches the request handler: Node.js hands the socket to this
  // event and, with no listener, drops it without an answer.
  server.on("connect", (_req: http.IncomingMessage, socket: Duplex) => {
    socket.end(
      `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOWED_METHODS}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
    );
  });
  // Idle keep-alive connections are kept longer than clients and proxies keep theirs (often 60 s),
  // so a client never sends a request on a socket the server is closing (an ECONNRESET).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const shutdown = gracefulShutdown(server, {
    timeoutMs: shutdownTimeoutSeconds * 1000,
    release: async () => {
      await Promise.allSettled([closeDatabase(), closeRedis()]);
    },
  });
  stopping.current = shutdown;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, () => resolve());
  });
  return { server, ...shutdown };
}

/** What /readyz asks: the database, and Redis when this deployment uses it. */
function readinessChecks(): Record<string, () => Promise<void>> {
  const checks: Record<string, () => Promise<void>> = {
    database: async () => {
      // Until migrations and the seed have run, the database answers but the site cannot serve.
      if (!databaseStarted()) throw new Error("the database is still being prepared");
      await databaseHandle().ping();
    },
  };
  const redis = redisClient();
  if (redis) {
    checks.redis = async () => {
      await redis.ping();
    };
  }
  return checks;
}

function sendCachedPage(req: http.IncomingMessage, res: http.ServerResponse, page: CachedPage): void {
  const nonce = newNonce();
  for (const [name, value] of cachedPageHeaders(page, nonce)) res.setHeader(name, value);
  res.setHeader(CACHE_STATUS_HEADER, "hit");
  const acceptsGzip = /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
  const payload = acceptsGzip ? gzipCachedPage(page, nonce) : cachedPageBody(page, nonce);
  if (acceptsGzip) res.setHeader("content-encoding", "gzip");
  res.setHeader("content-length", payload.length);
  res.end(payload);
}
