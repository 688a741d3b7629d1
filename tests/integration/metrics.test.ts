import http from "node:http";
import type { AddressInfo } from "node:net";
import { markSocketAddressHeaderSet, SOCKET_ADDRESS_HEADER } from "@/lib/http/client-address";
import { countMail, countUpload, observeRequest } from "@/lib/metrics/count";
import { answerMetrics } from "@/lib/metrics/endpoint";
import { createRateLimiter } from "@/lib/rate-limit";

/**
 * /metrics as lib/server/http-server.ts serves it: the peer's address copied into the socket
 * header, the endpoint answered before the application, every other request observed when it
 * ends. The integration setup trusts one proxy (TRUST_PROXY_HOPS=1), so X-Forwarded-For names the
 * client, as nginx would.
 */
const TOKEN = "a-metrics-token-of-some-length";
let url: string;
let server: http.Server;

beforeAll(async () => {
  process.env.METRICS_TOKEN = TOKEN;
  markSocketAddressHeaderSet();
  server = http.createServer((req, res) => {
    req.headers[SOCKET_ADDRESS_HEADER] = req.socket.remoteAddress ?? "";
    if (answerMetrics(req, res)) return;
    const started = process.hrtime.bigint();
    res.on("finish", () =>
      observeRequest(
        req.url,
        res.statusCode,
        Number(process.hrtime.bigint() - started) / 1e9,
        res.getHeader("x-cache"),
      ),
    );
    if (req.url === "/missing") res.statusCode = 404;
    if (req.url === "/courses") res.setHeader("x-cache", "hit");
    res.end("page");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** Prometheus' text format: `name{labels} value` lines, comments skipped. */
function parseMetrics(text: string): Map<string, number> {
  const samples = new Map<string, number>();
  for (const line of text.split("\n")) {
    if (!line || line.startsWith("#")) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*(?:\{[^}]*\})?) (\S+)$/.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    samples.set(match[1]!, Number(match[2]));
  }
  return samples;
}

async function scrape(headers: Record<string, string> = { "x-forwarded-for": "127.0.0.1" }) {
  const response = await fetch(`${url}/metrics`, { headers });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseMetrics(await response.text());
}

const get = (samples: Map<string, number>, name: string) => samples.get(name) ?? 0;

test("the counters move with the requests, limits, uploads and mails they count", async () => {
  const before = await scrape();
  await fetch(`${url}/courses`);
  await fetch(`${url}/courses`);
  await fetch(`${url}/missing`);
  const limiter = createRateLimiter("metrics-test", { limit: 1, windowMs: 60_000 });
  await limiter.consume("client");
  expect((await limiter.consume("client")).allowed).toBe(false);
  countUpload("pdf", 200_000);
  countMail("failed");
  const after = await scrape();

  const pages = 'dseu_http_requests_total{route="page",status="200"}';
  expect(get(after, pages) - get(before, pages)).toBe(2);
  const missing = 'dseu_http_requests_total{route="page",status="404"}';
  expect(get(after, missing) - get(before, missing)).toBe(1);
  const latency = 'dseu_http_request_duration_seconds_count{route="page",status="200"}';
  expect(get(after, latency) - get(before, latency)).toBe(2);
  expect(get(after, 'dseu_page_cache_requests_total{result="hit"}')).toBe(2);
  expect(get(after, 'dseu_rate_limit_refusals_total{limit="metrics-test"}')).toBe(1);
  expect(get(after, 'dseu_uploads_total{kind="pdf"}')).toBe(1);
  expect(get(after, 'dseu_upload_bytes_bucket{le="524288",kind="pdf"}')).toBe(1);
  expect(get(after, 'dseu_mails_total{result="failed"}')).toBe(1);
  // prom-client's default metrics: event-loop lag and memory.
  expect(after.has("nodejs_eventloop_lag_seconds")).toBe(true);
  expect(get(after, "process_resident_memory_bytes")).toBeGreaterThan(0);
});

test("a caller from another address gets a 404 unless it presents METRICS_TOKEN", async () => {
  const elsewhere = { "x-forwarded-for": "203.0.113.9" };
  expect((await fetch(`${url}/metrics`, { headers: elsewhere })).status).toBe(404);
  const wrong = await fetch(`${url}/metrics`, { headers: { ...elsewhere, authorization: "Bearer not-the-token" } });
  expect(wrong.status).toBe(404);
  // A client cannot pass for this machine by starting X-Forwarded-For itself: our proxy appends the real peer.
  const spoofed = await fetch(`${url}/metrics`, { headers: { "x-forwarded-for": "127.0.0.1, 203.0.113.9" } });
  expect(spoofed.status).toBe(404);
  const samples = await scrape({ ...elsewhere, authorization: `Bearer ${TOKEN}` });
  expect(samples.size).toBeGreaterThan(10);
});
