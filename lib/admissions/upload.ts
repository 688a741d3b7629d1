import { AppError, ValidationError } from "../errors";
import { FORM_OVERHEAD_BYTES, isMultipartRequest, readBodyLimited, readFormBody } from "../http/body";
import { releaseSpools } from "../files/spool";
import { IMPORT_MAX_BYTES } from "./import-columns";

const CSV_TYPES = ["text/csv", "application/csv", "text/plain", "application/vnd.ms-excel"];

function tooLargeMessage(): string {
  return `The file is larger than ${IMPORT_MAX_BYTES / (1024 * 1024)} MB.`;
}

/**
 * The CSV text of an import request: the body itself (text/csv), or the multipart field `file`,
 * read through the capped reader (the caller has checked the role first).
 */
export async function readImportFile(request: Request): Promise<string> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (isMultipartRequest(request)) {
    const form = await readFormBody(request, {
      maxBytes: IMPORT_MAX_BYTES + FORM_OVERHEAD_BYTES,
      tooLargeMessage: tooLargeMessage(),
    });
    try {
      const file = form.get("file");
      if (!(file instanceof File))
        throw new ValidationError("Send the CSV file in the multipart field `file`.", "file");
      if (file.size > IMPORT_MAX_BYTES) throw new AppError(413, tooLargeMessage());
      return await file.text();
    } finally {
      await releaseSpools(form);
    }
  }
  if (CSV_TYPES.includes(type)) {
    const text = new TextDecoder().decode(await readBodyLimited(request, IMPORT_MAX_BYTES, tooLargeMessage()));
    if (text.includes("\u0000")) throw new ValidationError("The file must not contain NUL characters.", "file");
    return text;
  }
  throw new AppError(415, "Send the file as text/csv, or as multipart/form-data with the field `file`.");
}
