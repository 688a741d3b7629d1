import { config } from "@/lib/config";
import { apiMethods, apiRoute } from "@/lib/http/handler";
import { single } from "@/lib/http/envelope";
import { uploadTooLargeMessage } from "@/lib/files/upload";
import { roundParamsSchema } from "@/lib/admissions/schema";
import { uploadRoundProcessPdf } from "@/lib/admissions/service";

export const { POST, OPTIONS } = apiMethods({
  /**
   * POST /api/v1/results/rounds/{category}/{round}/pdf (Admissions/Admin), multipart field `pdf`:
   * publishes the round's seat-confirmation process PDF.
   */
  POST: apiRoute(
    {
      roles: ["Admissions"],
      params: roundParamsSchema,
      form: { maxFileBytes: () => config().uploadMaxBytes, tooLargeMessage: uploadTooLargeMessage },
    },
    async ({ actor, params: { category, round }, form }) => {
      const file = form.get("pdf");
      return single(
        "round",
        await uploadRoundProcessPdf(actor, category, round, file instanceof File ? file : undefined),
      );
    },
  ),
});
