import { apiRoute } from "@/lib/http/handler";
import { preflight } from "@/lib/http/cors";
import { actorFromRequest } from "@/lib/auth/request-actor";
import { deleteExamDocument } from "@/lib/exams/service";

/** DELETE /api/v1/exam/{id} — Editor or Admin; the PDF goes too unless another record uses it. */
export const DELETE = apiRoute<{ id: string }>(async (request, { params }) => {
  const { id } = await params;
  await deleteExamDocument(await actorFromRequest(request), id);
  return Response.json({ status: "success", message: "Exam document deleted successfully" });
});

export const OPTIONS = preflight;
