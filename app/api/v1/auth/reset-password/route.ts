import { z } from "zod";
import { apiMethods, apiRoute } from "@/lib/http/handler";
import { staffSideAllowed } from "@/lib/http/admin-network";
import { AppError } from "@/lib/errors";
import { resetPasswordWithToken } from "@/lib/auth/password-reset";

/**
 * POST /api/v1/auth/reset-password — JSON `{ token, password }` from a mailed link → `{ status,
 * email }`. 400 with the field for a used or expired link or a password that may not be set.
 */
export const { POST, OPTIONS } = apiMethods({
  POST: apiRoute({ body: z.unknown() }, async ({ request, body, client }) => {
    // The staff side: outside ADMIN_ALLOWED_NETWORKS it is not there.
    if (!staffSideAllowed(request.headers)) throw new AppError(404, "Not found.");
    return Response.json({ status: "success", ...(await resetPasswordWithToken(body, client)) });
  }),
});
