import { AppError, ValidationError } from "../errors";

/**
 * Request bodies with a size cap: the declared Content-Length is checked before anything is read,
 * and the bytes actually received are counted, so a client that lies or streams without a length
 * cannot make the server buffer more than the cap.
 */
export const JSON_BODY_MAX_BYTES = 64 * 1024;

function contentType(request: Request): string {
  return (request.headers.get("content-type") ?? "").toLowerCase();
}

export async function readBodyLimited(request: Request, maxBytes: number, tooLargeMessage: string): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) throw new AppError(413, tooLargeMessage);
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new AppError(413, tooLargeMessage);
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

/** A JSON body (415 for another content type, 400 for invalid JSON, 413 over `maxBytes`). */
export async function readJsonBody(request: Request, maxBytes = JSON_BODY_MAX_BYTES): Promise<unknown> {
  if (!/^application\/json\b/.test(contentType(request))) {
    throw new AppError(415, "Send the request body as JSON (Content-Type: application/json).");
  }
  const bytes = await readBodyLimited(request, maxBytes, `The request body is larger than ${maxBytes} bytes.`);
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new ValidationError("The request body is not valid JSON.");
  }
}

/**
 * A form body: multipart/form-data (and, when `allowUrlEncoded`, application/x-www-form-urlencoded,
 * which cannot carry a file). 415 for anything else.
 */
export async function readFormBody(
  request: Request,
  { maxBytes, tooLargeMessage, allowUrlEncoded = false }: { maxBytes: number; tooLargeMessage: string; allowUrlEncoded?: boolean },
): Promise<FormData> {
  const type = contentType(request);
  const multipart = /^multipart\/form-data\b/.test(type);
  const urlEncoded = allowUrlEncoded && /^application\/x-www-form-urlencoded\b/.test(type);
  if (!multipart && !urlEncoded) {
    throw new AppError(415, allowUrlEncoded ? "Send the form as multipart/form-data or application/x-www-form-urlencoded." : "Send the form as multipart/form-data.");
  }
  const bytes = await readBodyLimited(request, maxBytes, tooLargeMessage);
  try {
    return await new Response(bytes, { headers: { "content-type": request.headers.get("content-type")! } }).formData();
  } catch {
    throw new ValidationError(`The request body is not valid ${multipart ? "multipart/form-data" : "form data"}.`);
  }
}
