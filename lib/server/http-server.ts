import http from "node:http";
import next from "next";
import { publicPagesGeneration } from "../cache/page-generation";
import { markSocketAddressHeaderSet, SOCKET_ADDRESS_HEADER } from "../http/client-address";
import { refuseRequest } from "../http/request-guard";
import { formRequestLimitBytes } from "../config";
import {
  CACHE_STATUS_HEADER,
  cachedPageBody,
  cachedPageHeaders,
  FILL_HEADER,
  gzipCachedPage,
  isCacheableRequest,
  newNonce,
  PageCache,
  toCachedPage,
  type CachedPage,
} from "./page-cache";

const PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024;

export type ServerOptions = { port: number; pageCacheSeconds: number };

/**
 * The production server of `npm start`: Next.js's request handler behind the whole-page cache
 * (lib/server/page-cache.ts). A page missing from the cache is answered by Next.js as usual while
 * the server renders a clean copy (no cookies, uncompressed) for the cache with a request to
 * itself, one per URL at a time.
 */
export async function startHttpServer({ port, pageCacheSeconds }: ServerOptions): Promise<http.Server> {
  const app = next({ dev: false, dir: process.cwd(), port });
  await app.prepare();
  const handle = app.getRequestHandler();
  const cache = new PageCache({ ttlMs: pageCacheSeconds * 1000, maxBytes: PAGE_CACHE_MAX_BYTES });
  const filling = new Set<string>();

  function fill(url: string, headers: http.IncomingHttpHeaders): void {
    if (filling.has(url)) return;
    filling.add(url);
    // Read before rendering: a change committed while the page renders makes this copy stale.
    const generation = publicPagesGeneration();
    const forwarded = Object.fromEntries(Object.entries(headers).filter(([name]) => name !== "cookie" && name !== "accept-encoding"));
    const request = http.get({ host: "127.0.0.1", port, path: url, headers: { ...forwarded, [FILL_HEADER]: "1" } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        filling.delete(url);
        const page = toCachedPage(response.statusCode ?? 0, headerPairs(response.headers), Buffer.concat(chunks).toString("utf8"), generation, Date.now());
        if (page) cache.set(url, page);
      });
      response.on("error", () => filling.delete(url));
    });
    request.on("error", () => filling.delete(url));
  }

  markSocketAddressHeaderSet();
  const server = http.createServer((req, res) => {
    // The peer's address, for lib/http/client-address.ts; a value the client sent is replaced.
    req.headers[SOCKET_ADDRESS_HEADER] = (req.socket.remoteAddress ?? "").replace(/^::ffff:/, "");
    const refusal = refuseRequest(req, formRequestLimitBytes());
    if (refusal) {
      res.writeHead(refusal.status, { "content-type": "text/plain; charset=utf-8", ...refusal.headers }).end(refusal.message);
      return;
    }
    if (pageCacheSeconds > 0 && isCacheableRequest(req)) {
      const url = req.url!;
      const page = cache.get(url, publicPagesGeneration(), Date.now());
      if (page) {
        sendCachedPage(req, res, page);
        return;
      }
      res.setHeader(CACHE_STATUS_HEADER, "miss");
      fill(url, req.headers);
    }
    void handle(req, res);
  });
  // Idle keep-alive connections are kept longer than clients and proxies keep theirs (often 60 s),
  // so a client never sends a request on a socket the server is closing (an ECONNRESET).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, () => resolve());
  });
  return server;
}

function headerPairs(headers: http.IncomingHttpHeaders): [string, string][] {
  return Object.entries(headers).flatMap(([name, value]): [string, string][] =>
    value === undefined ? [] : Array.isArray(value) ? value.map((v): [string, string] => [name, v]) : [[name, value]],
  );
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
