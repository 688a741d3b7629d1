import { AppError, ValidationError } from "../errors";
import { readBodyLimited, readFormBody } from "../http/body";
import { IMPORT_MAX_BYTES } from "./import";

const CSV_TYPES = ["text/csv", "application/csv", "text/plain", "application/vnd.ms-excel"];
// Room for the multipart framing around the file.
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const TOO_LARGE = `The file is larger than ${IMPORT_MAX_BYTES / (1024 * 1024)} MB.`;

/**
 * The CSV text of an import request: the body itself (text/csv), or the multipart field `file`.
 * Read through the capped reader, so a body sent without a length cannot grow past the limit.
 */
export async function readImportFile(request: Request): Promise<string> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type === "multipart/form-data") {
    const form = await readFormBody(request, { maxBytes: IMPORT_MAX_BYTES + MULTIPART_OVERHEAD_BYTES, tooLargeMessage: TOO_LARGE });
    const file = form.get("file");
    if (!(file instanceof File)) throw new ValidationError("Send the CSV file in the multipart field `file`.", "file");
    if (file.size > IMPORT_MAX_BYTES) throw new AppError(413, TOO_LARGE);
    return file.text();
  }
  if (CSV_TYPES.includes(type)) return new TextDecoder().decode(await readBodyLimited(request, IMPORT_MAX_BYTES, TOO_LARGE));
  throw new AppError(415, "Send the file as text/csv, or as multipart/form-data with the field `file`.");
}
