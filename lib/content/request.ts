import { readJsonBody } from "../http/body";

/** A workflow step's body, which may be left out: an empty body is `{}`. */
export async function readOptionalJson(request: Request): Promise<unknown> {
  if (!request.headers.get("content-length") && !request.headers.get("content-type")) return {};
  if (request.headers.get("content-length") === "0") return {};
  return readJsonBody(request);
}
