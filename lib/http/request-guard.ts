import type { IncomingMessage } from "node:http";

/**
 * Requests refused before Next.js sees them, with the status that says why (Next.js would answer
 * some of them with a 500): a method no route serves, a path whose percent-encoding is not UTF-8,
 * Next.js's internal error entry, and server-action posts from another origin, without a length, or over the form limit.
 */
export type GuardRefusal = {
  status: 400 | 403 | 404 | 405 | 411 | 413;
  message: string;
  headers?: Record<string, string>;
};

// Next.js's own entry for rendering a crash: not a page, and asked for directly it answers a 500.
const INTERNAL_ENTRIES = new Set(["/_global-error"]);

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
export const ALLOWED_METHODS = [...METHODS].join(", ");

function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

export function refuseRequest(
  req: Pick<IncomingMessage, "method" | "url" | "headers">,
  serverActionLimitBytes: number,
): GuardRefusal | undefined {
  if (!METHODS.has(req.method ?? ""))
    return { status: 405, message: "Method Not Allowed", headers: { Allow: ALLOWED_METHODS } };
  const path = (req.url ?? "/").split("?")[0]!;
  // Only a path is a request target here ("*" and "host:port" are for proxies).
  if (!path.startsWith("/")) return { status: 400, message: "Bad Request: the address is not valid." };
  try {
    decodeURIComponent(path);
  } catch {
    return { status: 400, message: "Bad Request: the address is not valid." };
  }
  if (INTERNAL_ENTRIES.has(path)) return { status: 404, message: "Not Found" };
  if (req.method === "POST" && req.headers["next-action"] !== undefined) {
    const origin = req.headers.origin;
    if (origin !== undefined && hostOf(origin) !== (req.headers["x-forwarded-host"] ?? req.headers.host))
      return { status: 403, message: "Forbidden: another site's form." };
    const length = req.headers["content-length"];
    if (length === undefined) return { status: 411, message: "Length Required" };
    if (Number(length) > serverActionLimitBytes) return { status: 413, message: "Payload Too Large" };
  }
  return undefined;
}
