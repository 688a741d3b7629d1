import type http from "node:http";
import crypto from "node:crypto";
import { config } from "../config";
import { clientAddress } from "../http/client-address";
import { metrics } from "./registry";

export const METRICS_PATH = "/metrics";

function isLoopback(address: string | undefined): boolean {
  const plain = (address ?? "").replace(/^::ffff:/, "");
  return plain === "::1" || /^127\./.test(plain);
}

function presentsToken(header: string | undefined, token: string | undefined): boolean {
  if (!token || !header?.startsWith("Bearer ")) return false;
  const given = crypto.createHash("sha256").update(header.slice("Bearer ".length)).digest();
  return crypto.timingSafeEqual(given, crypto.createHash("sha256").update(token).digest());
}

/** May this request read the metrics: a caller on this machine (by the one client-address rule), or one with METRICS_TOKEN. */
export function mayReadMetrics(req: http.IncomingMessage): boolean {
  const headers = { get: (name: string) => [req.headers[name.toLowerCase()]].flat()[0] ?? null };
  return isLoopback(clientAddress(headers)) || presentsToken(req.headers.authorization, config().metricsToken);
}

/**
 * `GET /metrics` in Prometheus' text format, answered before Next.js. To anyone else it is a 404,
 * as if the path did not exist. Says true when it answered.
 */
export function answerMetrics(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  if ((req.url ?? "").split("?")[0] !== METRICS_PATH || (req.method !== "GET" && req.method !== "HEAD")) return false;
  if (!mayReadMetrics(req)) {
    res.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not found");
    return true;
  }
  const registry = metrics().registry;
  registry.metrics().then(
    (text) => {
      res.writeHead(200, { "content-type": registry.contentType, "cache-control": "no-store" });
      res.end(req.method === "HEAD" ? undefined : text);
    },
    (error: unknown) => {
      res.writeHead(500, { "content-type": "text/plain; charset=utf-8" });
      res.end(`metrics could not be collected: ${error instanceof Error ? error.message : String(error)}`);
    },
  );
  return true;
}
