import { config } from "@/lib/config";
import { apiRoute } from "@/lib/http/handler";
import { preflight } from "@/lib/http/cors";
import { readFormBody } from "@/lib/http/body";
import { single } from "@/lib/http/envelope";
import { actorFromRequest } from "@/lib/auth/request-actor";
import { requireRole } from "@/lib/auth/actor";
import { parseInput } from "@/lib/validation";
import { uploadTooLargeMessage } from "@/lib/files/upload";
import { roundParamsSchema } from "@/lib/admissions/schema";
import { uploadRoundProcessPdf } from "@/lib/admissions/service";

// Room for the multipart boundaries around a file of the largest allowed size.
const FORM_OVERHEAD_BYTES = 64 * 1024;

/**
 * POST /api/v1/results/rounds/{category}/{round}/pdf (Admissions/Admin), multipart field `pdf`:
 * publishes the round's seat-confirmation process PDF. The role is checked before the body is
 * read, so a caller without it cannot make the server buffer a large upload.
 */
export const POST = apiRoute<{ category: string; round: string }>(async (request, { params }) => {
  const actor = await actorFromRequest(request);
  requireRole(actor, "Admissions");
  const { category, round } = parseInput(roundParamsSchema, await params);
  const form = await readFormBody(request, { maxBytes: config().uploadMaxBytes + FORM_OVERHEAD_BYTES, tooLargeMessage: uploadTooLargeMessage() });
  const file = form.get("pdf");
  return single("round", await uploadRoundProcessPdf(actor, category, round, file instanceof File ? file : undefined));
});

export const OPTIONS = preflight;
