import { apiRoute } from "@/lib/http/handler";
import { preflight } from "@/lib/http/cors";
import { failure } from "@/lib/http/respond";
import { single } from "@/lib/http/envelope";
import { requestMetadata } from "@/lib/auth/request-actor";
import { config, FORM_OVERHEAD_BYTES } from "@/lib/config";
import { formatFileSize } from "@/lib/files/urls";
import { grievanceFromLegacyForm } from "@/lib/submissions/legacy";
import { submitGrievance } from "@/lib/submissions/service";

/**
 * POST /api/v1/studentGrievance — public; the old single-page app's multipart grievance form
 * (legacy-api §3.10), stored by the same service as the /grievance-form page. Any 2xx with a JSON
 * body is success for that client; the reference number is in `data.submission.reference`.
 */
export const POST = apiRoute(async (request) => {
  const maxBytes = config().attachmentMaxBytes;
  const declaredLength = Number(request.headers.get("content-length") ?? 0);
  if (declaredLength > maxBytes + FORM_OVERHEAD_BYTES) {
    return failure(413, `The attachment must be ${formatFileSize(maxBytes)} or smaller.`);
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return failure(400, "Send the grievance as multipart/form-data.");
  }
  const receipt = await submitGrievance({ kind: "anonymous", ...requestMetadata(request) }, grievanceFromLegacyForm(form));
  return single("submission", { reference: receipt.reference, createdAt: receipt.createdAt }, 201);
});

export const OPTIONS = preflight;
