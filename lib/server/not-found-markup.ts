import http from "node:http";
import { unmatchedPathFor } from "../i18n/paths";
import { decoded } from "./page-capture";

/**
 * Next.js (16.4) answers a page that calls notFound() with the status 404 and an empty error shell
 * (`<html id="__next_error__">`): the not-found view exists only in the React payload, so a
 * visitor without JavaScript, or a crawler, sees a blank page (vercel/next.js#62228). An address
 * that a page answers as its own page is rendered properly. So when a page's answer is that empty
 * shell, the server sends, with the same 404, the site's not-found page at the unmatched path
 * (app/(site)/[...address]: the site's frame and the not-found view, in the language of the
 * requested address). The browser keeps the requested address: Next.js's router reads its URL
 * from the location bar, not from the payload.
 */

const FALLBACK_HEADER = "x-dseu-not-found-fallback";

export function isEmptyErrorShell(html: string): boolean {
  return html.includes('id="__next_error__"');
}

/** A browser's request for a page (not a prefetch or a router request for the React payload). */
export function isDocumentRequest(req: http.IncomingMessage): boolean {
  return (
    req.method === "GET" && !req.headers.rsc && !req.headers["next-router-prefetch"] && !req.headers[FALLBACK_HEADER]
  );
}

/** The request's path, percent-encoded as a URL's; "/" for a target such as "//" that is no URL. */
function pathnameOf(target = "/"): string {
  try {
    return new URL(target, "http://x").pathname;
  } catch {
    return "/";
  }
}

function renderUnmatched(
  port: number,
  req: http.IncomingMessage,
): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  const headers = Object.fromEntries(
    Object.entries(req.headers).filter(([name]) => name !== "accept-encoding" && name !== "cookie"),
  );
  const path = unmatchedPathFor(pathnameOf(req.url));
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: "127.0.0.1", port, path, headers: { ...headers, [FALLBACK_HEADER]: "1" } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
  });
}

type Chunk = string | Buffer | Uint8Array;

/**
 * Watches Next.js's answer to a page request: a 404 HTML answer is held back until it is complete,
 * and replaced by the not-found page's rendering when it is the empty shell; every other answer
 * passes through untouched, streamed as Next.js writes it.
 */
export function replaceEmptyNotFound(req: http.IncomingMessage, res: http.ServerResponse, port: number): void {
  const write = res.write.bind(res) as (chunk: Chunk, ...rest: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => http.ServerResponse;
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => http.ServerResponse;
  const flushHeaders = res.flushHeaders.bind(res);
  let holding: boolean | undefined;
  const held: Buffer[] = [];

  const decide = (): boolean => {
    holding ??= res.statusCode === 404 && String(res.getHeader("content-type") ?? "").startsWith("text/html");
    return holding;
  };
  const keep = (chunk: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function") return;
    held.push(typeof chunk === "string" ? Buffer.from(chunk) : Buffer.from(chunk as Uint8Array));
  };

  res.writeHead = ((status: number, ...rest: unknown[]) => {
    res.statusCode = status;
    const headers = rest.find((arg) => typeof arg === "object" && arg !== null) as http.OutgoingHttpHeaders | undefined;
    for (const [name, value] of Object.entries(headers ?? {})) if (value !== undefined) res.setHeader(name, value);
    return decide() ? res : writeHead(status);
  }) as typeof res.writeHead;
  res.flushHeaders = () => {
    if (!decide()) flushHeaders();
  };
  res.write = ((chunk: Chunk, ...rest: unknown[]) => {
    if (!decide()) return write(chunk, ...rest);
    keep(chunk);
    return true;
  }) as typeof res.write;
  res.end = ((...args: unknown[]) => {
    if (!decide()) return end(...args);
    keep(args[0]);
    void finish();
    return res;
  }) as typeof res.end;

  async function finish(): Promise<void> {
    const body = Buffer.concat(held);
    const encoding = res.getHeader("content-encoding");
    let replacement: { headers: http.IncomingHttpHeaders; body: Buffer } | undefined;
    try {
      if (isEmptyErrorShell(decoded(body, encoding))) replacement = await renderUnmatched(port, req);
    } catch {
      replacement = undefined;
    }
    if (!replacement) {
      writeHead(res.statusCode);
      end(body);
      return;
    }
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    for (const [name, value] of Object.entries(replacement.headers)) {
      if (value !== undefined && name !== "transfer-encoding" && name !== "connection" && name !== "keep-alive")
        res.setHeader(name, value);
    }
    res.setHeader("content-length", replacement.body.byteLength);
    writeHead(404);
    end(replacement.body);
  }
}
