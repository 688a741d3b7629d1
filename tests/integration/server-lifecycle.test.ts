import http from "node:http";
import type { AddressInfo } from "node:net";
import { answerHealth } from "@/lib/server/health";
import { gracefulShutdown, type Shutdown } from "@/lib/server/shutdown";

/**
 * The health endpoints and the graceful stop of lib/server, on a plain HTTP server whose
 * application is a handler that answers after a delay the test chooses.
 */
type Harness = { url: string; stop: Shutdown; released: () => boolean; server: http.Server };

async function startHarness(checks: Record<string, () => Promise<void>>, timeoutMs = 5000): Promise<Harness> {
  let released = false;
  let stop: Shutdown | undefined;
  const server = http.createServer((req, res) => {
    if (answerHealth(req, res, { checks, isDraining: () => stop!.isDraining(), timeoutMs: 500 })) return;
    const delay = Number(new URL(req.url!, "http://x").searchParams.get("delay") ?? 0);
    setTimeout(() => res.end(`done after ${delay}`), delay).unref();
  });
  server.keepAliveTimeout = 65_000;
  stop = gracefulShutdown(server, {
    timeoutMs,
    release: async () => {
      released = true;
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, stop, released: () => released, server };
}

const ok = async () => {};
const failing = async () => {
  throw new Error("connection refused");
};

describe("health endpoints", () => {
  test("/healthz answers while the process runs; /readyz when every check answers", async () => {
    const h = await startHarness({ database: ok, redis: ok });
    expect((await fetch(`${h.url}/healthz`)).status).toBe(200);
    const ready = await fetch(`${h.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready", checks: { database: "ok", redis: "ok" } });
    await h.stop.shutdown();
  });

  test("/readyz answers 503 naming the failing dependency, and one that hangs is a failure too", async () => {
    const h = await startHarness({ database: ok, redis: failing, slow: () => new Promise(() => {}) });
    const ready = await fetch(`${h.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({
      status: "not ready",
      checks: { database: "ok", redis: "failing", slow: "failing" },
    });
    expect((await fetch(`${h.url}/healthz`)).status).toBe(200);
    await h.stop.shutdown();
  });

  test("/readyz answers 503 once the server is shutting down, so a balancer stops sending to it", async () => {
    const h = await startHarness({ database: ok });
    const hold = fetch(`${h.url}/?delay=300`);
    await new Promise((r) => setTimeout(r, 50));
    const stopped = h.stop.shutdown();
    const res = { statusCode: 0, headers: {} as Record<string, unknown>, body: "" };
    const answered = answerHealth(
      { method: "GET", url: "/readyz" } as http.IncomingMessage,
      {
        writeHead(status: number) {
          res.statusCode = status;
        },
        end(body: string) {
          res.body = body;
        },
      } as unknown as http.ServerResponse,
      { checks: { database: ok }, isDraining: () => h.stop.isDraining() },
    );
    expect(answered).toBe(true);
    expect(res.statusCode).toBe(503);
    expect(JSON.parse(res.body)).toEqual({ status: "shutting down" });
    await hold;
    await stopped;
  });
});

describe("graceful shutdown", () => {
  test("finishes the request in flight, refuses new connections, then releases the database and Redis", async () => {
    const h = await startHarness({ database: ok });
    const agent = new http.Agent({ keepAlive: true });
    const inFlight = new Promise<{ status: number; body: string; connection: string | undefined }>(
      (resolve, reject) => {
        http
          .get(`${h.url}/?delay=400`, { agent }, (res) => {
            let body = "";
            res.on("data", (chunk) => (body += chunk));
            res.on("end", () => resolve({ status: res.statusCode!, body, connection: res.headers.connection }));
          })
          .on("error", reject);
      },
    );
    await new Promise((r) => setTimeout(r, 100));
    const stopped = h.stop.shutdown();
    expect(h.stop.isDraining()).toBe(true);
    await expect(fetch(`${h.url}/?delay=0`)).rejects.toThrow();
    expect(h.released()).toBe(false);
    expect(await inFlight).toMatchObject({ status: 200, body: "done after 400" });
    // The kept-alive connection of that request is closed once it is answered, long before the
    // server's 65-second keep-alive would end it.
    const drained = Date.now();
    await stopped;
    expect(Date.now() - drained).toBeLessThan(2000);
    expect(h.released()).toBe(true);
    expect(h.server.listening).toBe(false);
    agent.destroy();
  });

  test("requests that outlast the timeout are cut off so the process still ends", async () => {
    const h = await startHarness({ database: ok }, 200);
    const hanging = fetch(`${h.url}/?delay=5000`).catch((error: unknown) => error);
    await new Promise((r) => setTimeout(r, 50));
    const started = Date.now();
    await h.stop.shutdown();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(String(await hanging)).toMatch(/fetch failed/);
  });
});
