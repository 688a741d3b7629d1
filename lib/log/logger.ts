import pino, { type Logger } from "pino";
import { config } from "../config";
import { currentRequestId } from "./request-context";

/**
 * The process's one structured logger: a JSON line per event on standard output, for a log
 * collector to gather from every instance. Lines written while a request is served carry its id
 * (X-Request-Id), so one request can be followed from nginx through the instance to the audit log.
 * Kept on globalThis because the HTTP server and Next.js's bundles each load their own copy of
 * this module.
 */
const holder = globalThis as typeof globalThis & { __dseuLogger?: Logger };

export function logger(): Logger {
  holder.__dseuLogger ??= pino({
    level: config().logLevel,
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    mixin: () => {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
  });
  return holder.__dseuLogger;
}
