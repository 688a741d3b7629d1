import type http from "node:http";
import zlib from "node:zlib";

export type CapturedAnswer = { status: number; headers: [string, string][]; body: string };

type Chunk = string | Buffer | Uint8Array;

/** A response body as text, undoing the content encoding the server applied. */
export function decoded(body: Buffer, encoding: unknown): string {
  switch (encoding) {
    case "gzip":
      return zlib.gunzipSync(body).toString("utf8");
    case "br":
      return zlib.brotliDecompressSync(body).toString("utf8");
    case "deflate":
      return zlib.inflateSync(body).toString("utf8");
    default:
      return body.toString("utf8");
  }
}

function headerPairs(res: http.ServerResponse): [string, string][] {
  return Object.entries(res.getHeaders()).flatMap(([name, value]): [string, string][] =>
    value === undefined
      ? []
      : Array.isArray(value)
        ? value.map((v): [string, string] => [name, v])
        : [[name, String(value)]],
  );
}

/**
 * Keeps a copy of the answer Next.js streams to the visitor, for the whole-page cache: the page is
 * rendered once, for this visitor, and the copy (decompressed when Next.js compressed it) is handed
 * to `done` once the answer has ended. Nothing about the visitor's answer changes. An answer over
 * `maxBytes`, or one that ends early (the visitor left), is not handed over.
 */
export function captureAnswer(
  res: http.ServerResponse,
  maxBytes: number,
  done: (answer: CapturedAnswer | undefined) => void,
): void {
  const write = res.write.bind(res) as (chunk: Chunk, ...rest: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => http.ServerResponse;
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => http.ServerResponse;
  const chunks: Buffer[] = [];
  let bytes = 0;
  let keeping = true;
  let ended = false;
  let reported = false;
  const report = (answer: CapturedAnswer | undefined) => {
    if (reported) return;
    reported = true;
    done(answer);
  };

  const keep = (chunk: unknown, encoding?: unknown) => {
    if (!keeping || chunk === undefined || chunk === null || typeof chunk === "function") return;
    const buffer =
      typeof chunk === "string"
        ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
        : Buffer.from(chunk as Uint8Array);
    bytes += buffer.length;
    if (bytes > maxBytes) {
      keeping = false;
      chunks.length = 0;
    } else chunks.push(buffer);
  };

  // Headers given to writeHead are not in getHeaders(): set them first, as Node.js would merge them.
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    const headers = rest.find((arg) => typeof arg === "object" && arg !== null) as http.OutgoingHttpHeaders | undefined;
    if (Array.isArray(headers)) return writeHead(status, ...rest);
    for (const [name, value] of Object.entries(headers ?? {})) if (value !== undefined) res.setHeader(name, value);
    const message = rest.find((arg) => typeof arg === "string");
    return message === undefined ? writeHead(status) : writeHead(status, message);
  }) as typeof res.writeHead;
  res.write = ((chunk: Chunk, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as typeof res.write;
  res.end = ((...args: unknown[]) => {
    keep(args[0], args[1]);
    ended = true;
    return end(...args);
  }) as typeof res.end;
  // Decompressed after the visitor has the whole answer, not on its way.
  res.on("finish", () => {
    if (!ended || !keeping) return report(undefined);
    try {
      const body = decoded(Buffer.concat(chunks), res.getHeader("content-encoding"));
      report({ status: res.statusCode, headers: headerPairs(res), body });
    } catch {
      report(undefined);
    }
  });
  res.on("close", () => {
    if (!res.writableFinished) report(undefined);
  });
}
