import { z } from "zod";
import { apiMethods, apiRoute } from "@/lib/http/handler";
import { staffSideAllowed } from "@/lib/http/admin-network";
import { AppError } from "@/lib/errors";
import { requestPasswordReset } from "@/lib/auth/password-reset";

/**
 * POST /api/v1/auth/forgot-password — JSON `{ email }` → `{ status, message }`, the same answer for
 * any well-formed address; a staff account gets a mail with a one-time link (README, "Account
 * security"). 400 for a malformed email, 429 with Retry-After past the limits.
 */
export const { POST, OPTIONS } = apiMethods({
  POST: apiRoute({ body: z.unknown() }, async ({ request, body, client }) => {
    // The staff side: outside ADMIN_ALLOWED_NETWORKS it is not there.
    if (!staffSideAllowed(request.headers)) throw new AppError(404, "Not found.");
    return Response.json(await requestPasswordReset(body, client));
  }),
});
