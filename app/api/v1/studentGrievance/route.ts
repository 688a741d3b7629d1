import { apiMethods, apiRoute } from "@/lib/http/handler";
import { single } from "@/lib/http/envelope";
import { config } from "@/lib/config";
import { formatFileSize } from "@/lib/files/urls";
import { grievanceFromLegacyForm } from "@/lib/submissions/legacy";
import { submitGrievance } from "@/lib/submissions/service";

export const { POST, OPTIONS } = apiMethods({
  /**
   * POST /api/v1/studentGrievance — public; the old single-page app's multipart grievance form
   * (legacy-api §3.10), stored by the same service as the /grievance-form page. Any 2xx with a JSON
   * body is success for that client; the reference number is in `data.submission.reference`.
   */
  POST: apiRoute(
    {
      form: {
        maxFileBytes: () => config().attachmentMaxBytes,
        tooLargeMessage: () => `The attachment must be ${formatFileSize(config().attachmentMaxBytes)} or smaller.`,
      },
    },
    async ({ actor, form }) => {
      const receipt = await submitGrievance(actor, grievanceFromLegacyForm(form));
      return single("submission", { reference: receipt.reference, createdAt: receipt.createdAt }, 201);
    },
  ),
});
