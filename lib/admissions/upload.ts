import { AppError, ValidationError } from "../errors";
import { IMPORT_MAX_BYTES } from "./import";

const CSV_TYPES = ["text/csv", "application/csv", "text/plain", "application/vnd.ms-excel"];

function tooLarge(): AppError {
  return new AppError(413, `The file is larger than ${IMPORT_MAX_BYTES / (1024 * 1024)} MB.`);
}

/** The CSV text of an import request: the body itself (text/csv), or the multipart field `file`. */
export async function readImportFile(request: Request): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > IMPORT_MAX_BYTES + 64 * 1024) throw tooLarge();
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  let text: string;
  if (type === "multipart/form-data") {
    const form = await request.formData().catch(() => {
      throw new ValidationError("The multipart body could not be read.");
    });
    const file = form.get("file");
    if (!(file instanceof File)) throw new ValidationError("Send the CSV file in the multipart field `file`.", "file");
    if (file.size > IMPORT_MAX_BYTES) throw tooLarge();
    text = await file.text();
  } else if (CSV_TYPES.includes(type)) {
    text = await request.text();
  } else {
    throw new AppError(415, "Send the file as text/csv, or as multipart/form-data with the field `file`.");
  }
  if (Buffer.byteLength(text) > IMPORT_MAX_BYTES) throw tooLarge();
  return text;
}
