import type http from "node:http";

/**
 * Stopping without dropping a request: on `shutdown()` the server stops accepting connections,
 * closes the idle keep-alive ones, lets every request in flight finish (each answered with
 * `Connection: close`, so its connection ends with it), then runs `release` (close the database
 * and Redis). Requests still running after `timeoutMs` are cut off so the process always ends.
 */
export type Shutdown = {
  isDraining(): boolean;
  shutdown(): Promise<void>;
};

export function gracefulShutdown(
  server: http.Server,
  { timeoutMs, release }: { timeoutMs: number; release: () => Promise<void> },
): Shutdown {
  let draining = false;
  let done: Promise<void> | undefined;

  // Ahead of the application's handler, which may write the head at once.
  server.prependListener("request", (_req: http.IncomingMessage, res: http.ServerResponse) => {
    if (draining) res.setHeader("connection", "close");
  });

  return {
    isDraining: () => draining,
    shutdown() {
      done ??= new Promise<void>((resolve) => {
        draining = true;
        const forced = setTimeout(() => server.closeAllConnections(), timeoutMs);
        // A request that was already running when draining began was not told to close its
        // connection; once it is answered, the connection is idle and closed here.
        const sweep = setInterval(() => server.closeIdleConnections(), 50);
        server.close(() => {
          clearTimeout(forced);
          clearInterval(sweep);
          release().finally(resolve);
        });
        server.closeIdleConnections();
      });
      return done;
    },
  };
}
