import { z } from "zod";
import { apiMethods, apiRoute } from "@/lib/http/handler";
import { loginForApiToken } from "@/lib/auth/login";

/**
 * POST /api/v1/auth/login — JSON `{ email, password }` → `{ status, token, role, email }`.
 * 400 when a field is missing, 401 for wrong credentials (whatever was wrong), 429 with
 * Retry-After when the sign-in limits are reached (README, "Rate limits").
 */
export const { POST, OPTIONS } = apiMethods({
  // Any JSON value: the credential check answers a missing or wrong field with the old text.
  POST: apiRoute({ body: z.unknown() }, async ({ body, client }) =>
    Response.json(await loginForApiToken(body, client)),
  ),
});
