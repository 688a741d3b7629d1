import type { IncomingMessage } from "node:http";

/**
 * Requests refused before Next.js sees them, with the status that says why (Next.js would answer
 * some of them with a 500): a method no route serves, a path whose percent-encoding is not UTF-8,
 * and server-action posts from another origin, without a length, or over the form limit.
 */
export type GuardRefusal = { status: 400 | 403 | 405 | 411 | 413; message: string; headers?: Record<string, string> };

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
  try {
    decodeURIComponent(path);
  } catch {
    return { status: 400, message: "Bad Request: the address is not valid." };
  }
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
