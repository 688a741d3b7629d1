import { config } from "@/lib/config";
import { apiMethods, apiRoute } from "@/lib/http/handler";
import { collection } from "@/lib/http/envelope";
import { paginationMetadata } from "@/lib/http/query";
import { listExamDocuments } from "@/lib/exams/queries";
import { examListQuerySchema } from "@/lib/exams/schema";
import { toLegacyExam } from "@/lib/exams/legacy";
import { createExamDocument } from "@/lib/exams/service";
import { uploadTooLargeMessage } from "@/lib/files/upload";
import { noticeFormParts } from "@/lib/notices/schema";
import { accessibilityWarning } from "@/lib/notices/legacy";
import { absoluteUrl } from "@/lib/seo/metadata";

export const { GET, POST, OPTIONS } = apiMethods({
  /**
   * GET /api/v1/exam?section=&page=&limit= — public: the examination branch's documents, newest
   * first, `{ status, results, metadata, data: { exams: [{ _id, title, section, fileLink, createdAt }] } }`.
   */
  GET: apiRoute({ query: examListQuerySchema }, async ({ query }) => {
    const { items, totalItems } = await listExamDocuments({
      section: query.section,
      page: query.page,
      limit: query.limit,
    });
    return collection(
      "exams",
      items.map((document) => toLegacyExam(document, absoluteUrl)),
      paginationMetadata(query.page, query.limit, totalItems),
    );
  }),

  /**
   * POST /api/v1/exam — Editor or Admin; multipart with `title`, `section` and either the `pdf` file
   * or a `link`. The answer adds `warning` when the PDF has no text layer, as notice uploads do.
   */
  POST: apiRoute(
    {
      roles: ["Editor"],
      form: { maxFileBytes: () => config().uploadMaxBytes, tooLargeMessage: uploadTooLargeMessage },
    },
    async ({ actor, form }) => {
      const { fields, file } = noticeFormParts(form);
      const document = await createExamDocument(actor, fields, file);
      return Response.json(
        {
          status: "success",
          ...accessibilityWarning({ hasTextLayer: document.file?.hasTextLayer ?? null }),
          data: { exam: toLegacyExam(document, absoluteUrl) },
        },
        { status: 201 },
      );
    },
  ),
});
