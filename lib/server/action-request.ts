import http from "node:http";
import { actionBodyProblem } from "../http/action-body";

/** A server-action call: a POST naming its action in the Next-Action header. */
export function isServerActionCall(req: http.IncomingMessage): boolean {
  return req.method === "POST" && req.headers["next-action"] !== undefined;
}

async function readAll(req: http.IncomingMessage, maxBytes: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > maxBytes) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The same request with its body read again from `body`, for Next.js, which reads the stream itself. */
function replayed(req: http.IncomingMessage, body: Buffer): http.IncomingMessage {
  const copy = new http.IncomingMessage(req.socket);
  copy.method = req.method;
  copy.url = req.url;
  copy.headers = req.headers;
  copy.rawHeaders = req.rawHeaders;
  copy.httpVersion = req.httpVersion;
  copy.httpVersionMajor = req.httpVersionMajor;
  copy.httpVersionMinor = req.httpVersionMinor;
  copy.push(body);
  copy.push(null);
  copy.complete = true;
  return copy;
}

export type CheckedAction = { request: http.IncomingMessage } | { refusal: { status: 400 | 413; message: string } };

/**
 * Reads a server-action call's body (the request guard has already required its length and held
 * it to the form limit) and checks that React can decode it (lib/http/action-body.ts); the request
 * handed on reads the same bytes.
 */
export async function checkActionCall(req: http.IncomingMessage, maxBytes: number): Promise<CheckedAction> {
  const body = await readAll(req, maxBytes);
  if (!body) return { refusal: { status: 413, message: "Payload Too Large" } };
  const problem = await actionBodyProblem(String(req.headers["content-type"] ?? ""), body);
  if (problem) return { refusal: { status: 400, message: problem } };
  return { request: replayed(req, body) };
}
