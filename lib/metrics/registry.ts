import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { DatabaseHandle } from "../db/client";
import { latestBackupRuns } from "../backup/runs";

/**
 * The process's Prometheus metrics (prom-client). Next.js bundles route handlers and server
 * actions apart from the HTTP server in front of it, so a module's own state would be counted per
 * bundle: the registry and its metrics are made once and kept on globalThis, and every copy of
 * this module counts into the same ones. In a cluster each instance answers for itself.
 */
function createMetrics() {
  const registry = new Registry();
  // Process memory and CPU, heap, event-loop lag (nodejs_eventloop_lag_*), handles and GC.
  collectDefaultMetrics({ register: registry });
  const on = { registers: [registry] };
  return {
    registry,
    requests: new Counter({
      name: "dseu_http_requests_total",
      help: "Requests answered, by route group and status",
      labelNames: ["route", "status"] as const,
      ...on,
    }),
    duration: new Histogram({
      name: "dseu_http_request_duration_seconds",
      help: "Time to answer a request, by route group and status",
      labelNames: ["route", "status"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      ...on,
    }),
    pageCache: new Counter({
      name: "dseu_page_cache_requests_total",
      help: "Cacheable public page requests answered from the whole-page cache (hit) or rendered (miss)",
      labelNames: ["result"] as const,
      ...on,
    }),
    dataCache: new Counter({
      name: "dseu_data_cache_reads_total",
      help: "Reads of the shared (Redis) data cache, by result",
      labelNames: ["result"] as const,
      ...on,
    }),
    rateLimitRefusals: new Counter({
      name: "dseu_rate_limit_refusals_total",
      help: "Requests refused by a rate limit, by limit",
      labelNames: ["limit"] as const,
      ...on,
    }),
    uploads: new Counter({
      name: "dseu_uploads_total",
      help: "Uploaded files accepted, by kind",
      labelNames: ["kind"] as const,
      ...on,
    }),
    uploadBytes: new Histogram({
      name: "dseu_upload_bytes",
      help: "Size of accepted uploads in bytes, by kind",
      labelNames: ["kind"] as const,
      buckets: [16_384, 131_072, 524_288, 1_048_576, 2_097_152, 5_242_880, 10_485_760, 26_214_400, 52_428_800],
      ...on,
    }),
    mails: new Counter({
      name: "dseu_mails_total",
      help: "Mails handed to the mail server (sent) or refused by it (failed)",
      labelNames: ["result"] as const,
      ...on,
    }),
    pool: new Gauge({
      name: "dseu_db_pool_connections",
      help: "PostgreSQL pool connections in use, idle, and requests waiting for one (absent on PGlite)",
      labelNames: ["state"] as const,
      collect() {
        const pool = (globalThis as { __dseuDatabase?: DatabaseHandle }).__dseuDatabase?.pool;
        if (!pool) return;
        this.set({ state: "in_use" }, pool.totalCount - pool.idleCount);
        this.set({ state: "idle" }, pool.idleCount);
        this.set({ state: "waiting" }, pool.waitingCount);
      },
      ...on,
    }),
    lastBackup: new Gauge({
      name: "dseu_backup_last_success_timestamp_seconds",
      help: "When the last successful backup of the database finished (Unix time; 0 before the first)",
      async collect() {
        const handle = (globalThis as { __dseuDatabase?: DatabaseHandle }).__dseuDatabase;
        if (!handle) return;
        // A scrape must answer even when the database does not: the gauge is then left out.
        const { lastOk } = await latestBackupRuns(handle.db).catch(() => ({ lastOk: undefined }));
        if (lastOk) this.set(lastOk.finishedAt.getTime() / 1000);
      },
      ...on,
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

const holder = globalThis as typeof globalThis & { __dseuMetrics?: Metrics };

export function metrics(): Metrics {
  holder.__dseuMetrics ??= createMetrics();
  return holder.__dseuMetrics;
}
