import busboy from "busboy";
import { z } from "zod";
import { AppError, ValidationError } from "../errors";
import { FORM_OVERHEAD_BYTES } from "../config";
import { discardSpool, releaseSpools, spooledFile, spoolStream, type Spool } from "../files/spool";
import { NUL_MESSAGE } from "./query";

export { FORM_OVERHEAD_BYTES };

/**
 * The one way a request body is read: with a size cap. The declared Content-Length is checked
 * before anything is read, and the bytes actually received are counted while they stream in, so a
 * client that lies about the length or sends a chunked body without one cannot make the server
 * buffer more than the cap. NUL characters are refused in text (PostgreSQL cannot store them).
 */
export const JSON_BODY_MAX_BYTES = 64 * 1024;

/** A JSON object with any members, for a route whose service validates the members itself. */
export const jsonObjectSchema = z.record(z.string(), z.unknown(), {
  message: "The request body must be a JSON object.",
});

function contentType(request: Request): string {
  return (request.headers.get("content-type") ?? "").toLowerCase();
}

export function isJsonRequest(request: Request): boolean {
  return /^application\/json\b/.test(contentType(request));
}

export function isMultipartRequest(request: Request): boolean {
  return /^multipart\/form-data\b/.test(contentType(request));
}

export function tooLargeMessage(maxBytes: number): string {
  return `The request body is larger than ${maxBytes} bytes.`;
}

/** 413 when the declared Content-Length is over the cap (checked first: nothing else matters then). */
function checkDeclaredLength(request: Request, maxBytes: number, tooLarge: string): void {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) throw new AppError(413, tooLarge);
}

export async function readBodyLimited(
  request: Request,
  maxBytes: number,
  tooLarge = tooLargeMessage(maxBytes),
): Promise<Uint8Array<ArrayBuffer>> {
  checkDeclaredLength(request, maxBytes, tooLarge);
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new AppError(413, tooLarge);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * How deep JSON may nest. No request of the site nests more than a few levels; a value nested
 * thousands deep would overflow the stack of every recursive reader after this one (the NUL check,
 * zod, the services), a 500 instead of a 400.
 */
export const JSON_MAX_DEPTH = 64;
export const TOO_DEEP_MESSAGE = `The request body is nested more than ${JSON_MAX_DEPTH} levels deep.`;

/** True when a parsed JSON value nests arrays and objects deeper than `maxDepth` (walked without recursion). */
export function nestsDeeperThan(value: unknown, maxDepth: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!;
    if (!item || typeof item !== "object") continue;
    if (depth >= maxDepth) return true;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return false;
}

/** True when a string anywhere in a parsed JSON value holds a NUL character. */
function containsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === "object")
    return Object.entries(value).some(([key, item]) => key.includes("\u0000") || containsNul(item));
  return false;
}

/** A JSON body (415 for another content type, 400 for invalid JSON or NUL characters, 413 over `maxBytes`). */
export async function readJsonBody(request: Request, maxBytes = JSON_BODY_MAX_BYTES): Promise<unknown> {
  checkDeclaredLength(request, maxBytes, tooLargeMessage(maxBytes));
  if (!isJsonRequest(request)) {
    throw new AppError(415, "Send the request body as JSON (Content-Type: application/json).");
  }
  const bytes = await readBodyLimited(request, maxBytes);
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new ValidationError("The request body is not valid JSON.");
  }
  if (nestsDeeperThan(value, JSON_MAX_DEPTH)) throw new ValidationError(TOO_DEEP_MESSAGE);
  if (containsNul(value)) throw new ValidationError(NUL_MESSAGE);
  return value;
}

export type FormBodyOptions = { maxBytes: number; tooLargeMessage: string; allowUrlEncoded?: boolean };

/**
 * A form body: multipart/form-data (and, when `allowUrlEncoded`, application/x-www-form-urlencoded,
 * which cannot carry a file). 415 for anything else.
 */
export async function readFormBody(
  request: Request,
  { maxBytes, tooLargeMessage, allowUrlEncoded = false }: FormBodyOptions,
): Promise<FormData> {
  checkDeclaredLength(request, maxBytes, tooLargeMessage);
  const type = contentType(request);
  const multipart = isMultipartRequest(request);
  const urlEncoded = allowUrlEncoded && /^application\/x-www-form-urlencoded\b/.test(type);
  if (!multipart && !urlEncoded) {
    throw new AppError(
      415,
      allowUrlEncoded
        ? "Send the form as multipart/form-data or application/x-www-form-urlencoded."
        : "Send the form as multipart/form-data.",
    );
  }
  const form = multipart
    ? await readMultipart(request, maxBytes, tooLargeMessage)
    : await readUrlEncoded(request, maxBytes, tooLargeMessage);
  for (const [name, value] of form.entries()) {
    if (name.includes("\u0000") || (typeof value === "string" && value.includes("\u0000"))) {
      await releaseSpools(form);
      throw new ValidationError(NUL_MESSAGE);
    }
  }
  return form;
}

async function readUrlEncoded(request: Request, maxBytes: number, tooLarge: string): Promise<FormData> {
  const bytes = await readBodyLimited(request, maxBytes, tooLarge);
  try {
    return await new Response(bytes, { headers: { "content-type": request.headers.get("content-type")! } }).formData();
  } catch {
    throw new ValidationError("The request body is not valid form data.");
  }
}

const NOT_MULTIPART = "The request body is not valid multipart/form-data.";

/** A part's file name as sent: browsers escape only line breaks and quotes in it (HTML's form encoding). */
function formFileName(sent: string | undefined): string {
  return (sent ?? "").replace(/%0D/gi, "\r").replace(/%0A/gi, "\n").replace(/%22/g, '"');
}

/**
 * A multipart body, streamed: text fields are kept, each file goes to a spool on disk as it
 * arrives (lib/files/spool.ts), so the form's Files hold no bytes in memory. The whole body is
 * counted against `maxBytes` while it streams. The caller releases the spools (`releaseSpools`).
 */
async function readMultipart(request: Request, maxBytes: number, tooLarge: string): Promise<FormData> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": request.headers.get("content-type")! },
      defParamCharset: "utf8",
      limits: { fieldSize: FORM_OVERHEAD_BYTES, fields: 200, files: 10, parts: 210 },
    });
  } catch {
    throw new ValidationError(NOT_MULTIPART);
  }
  const form = new FormData();
  const files: Promise<void>[] = [];
  const spools: Spool[] = [];
  let failure: unknown;
  const fail = (error: unknown) => (failure ??= error);
  parser.on("field", (name, value, info) => {
    if (info.valueTruncated) fail(new AppError(413, tooLarge));
    else form.append(name, value);
  });
  parser.on("file", (name, stream, info) => {
    // A body cut short ends the stream with an error, which the spooling below already reports.
    stream.on("error", () => {});
    files.push(
      spoolStream(stream, maxBytes, () => new AppError(413, tooLarge)).then(
        async (spool) => {
          spools.push(spool);
          form.append(name, await spooledFile(spool, formFileName(info.filename), info.mimeType));
        },
        (error) => {
          stream.resume();
          fail(error);
        },
      ),
    );
  });
  parser.on("filesLimit", () => fail(new ValidationError("The form has too many files.")));
  parser.on("fieldsLimit", () => fail(new ValidationError("The form has too many fields.")));
  const closed = new Promise<void>((resolve) => {
    parser.on("close", resolve);
    parser.on("error", (error) => {
      fail(error instanceof AppError ? error : new ValidationError(NOT_MULTIPART));
      resolve();
    });
  });
  try {
    let total = 0;
    const reader = request.body?.getReader();
    for (;;) {
      const next = reader ? await reader.read() : { done: true as const, value: undefined };
      if (next.done) break;
      total += next.value.byteLength;
      if (total > maxBytes || failure) {
        await reader!.cancel().catch(() => undefined);
        fail(new AppError(413, tooLarge));
        break;
      }
      if (!parser.write(next.value)) await new Promise((resolve) => parser.once("drain", resolve));
    }
    parser.end();
    if (!failure) await closed;
    await Promise.all(files);
    if (failure) throw failure;
  } catch (error) {
    await Promise.all(spools.map((spool) => discardSpool(spool.path)));
    throw error;
  }
  return form;
}
