import { apiMethods, apiRoute } from "@/lib/http/handler";
import { idParams } from "@/lib/http/params";
import { deleteExamDocument } from "@/lib/exams/service";

export const { DELETE, OPTIONS } = apiMethods({
  /** DELETE /api/v1/exam/{id} — Editor or Admin; the PDF goes too unless another record uses it. */
  DELETE: apiRoute({ roles: ["Editor"], params: idParams }, async ({ actor, params }) => {
    await deleteExamDocument(actor, params.id);
    return Response.json({ status: "success", message: "Exam document deleted successfully" });
  }),
});
