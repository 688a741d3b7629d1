import type http from "node:http";

/**
 * `GET /healthz`: the process is alive and answering (for a supervisor that restarts it).
 * `GET /readyz`: it can serve, meaning the database and, when configured, Redis answer, and it is
 * not shutting down (for a load balancer that sends it traffic). Answered before Next.js, so that
 * neither the page cache nor a slow render can delay them.
 */
export type ReadinessCheck = () => Promise<void>;

export type HealthOptions = {
  checks: Record<string, ReadinessCheck>;
  isDraining: () => boolean;
  timeoutMs?: number;
};

const PATHS = new Set(["/healthz", "/readyz"]);

function withTimeout(check: ReadinessCheck, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([check(), timeout]).finally(() => clearTimeout(timer));
}

function send(res: http.ServerResponse, status: number, body: unknown, head: boolean): void {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "cache-control": "no-store",
    "content-length": Buffer.byteLength(payload),
  });
  res.end(head ? undefined : payload);
}

/** Answers the request and says true when it is one of the two health paths. */
export function answerHealth(req: http.IncomingMessage, res: http.ServerResponse, options: HealthOptions): boolean {
  const pathname = (req.url ?? "").split("?")[0]!;
  if (!PATHS.has(pathname) || (req.method !== "GET" && req.method !== "HEAD")) return false;
  const head = req.method === "HEAD";
  if (pathname === "/healthz") {
    send(res, 200, { status: "alive" }, head);
    return true;
  }
  if (options.isDraining()) {
    send(res, 503, { status: "shutting down" }, head);
    return true;
  }
  const names = Object.keys(options.checks);
  void Promise.allSettled(names.map((name) => withTimeout(options.checks[name]!, options.timeoutMs ?? 2000))).then(
    (results) => {
      const checks = Object.fromEntries(
        names.map((name, i) => [name, results[i]!.status === "fulfilled" ? "ok" : "failing"]),
      );
      const ready = results.every((r) => r.status === "fulfilled");
      send(res, ready ? 200 : 503, { status: ready ? "ready" : "not ready", checks }, head);
    },
  );
  return true;
}
