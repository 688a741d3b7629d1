import { apiRoute } from "@/lib/http/handler";
import { preflight } from "@/lib/http/cors";
import { readJsonBody } from "@/lib/http/body";
import { requestMetadata } from "@/lib/auth/request-actor";
import { loginForApiToken } from "@/lib/auth/login";

/**
 * POST /api/v1/auth/login — JSON `{ email, password }` → `{ status, token, role, email }`.
 * 400 when a field is missing, 401 for wrong credentials (whatever was wrong), 429 with
 * Retry-After after 5 failures in 15 minutes for the account or the address.
 */
export const POST = apiRoute(async (request) => {
  const body = await readJsonBody(request);
  return Response.json(await loginForApiToken(body, requestMetadata(request)));
});

export const OPTIONS = preflight;
