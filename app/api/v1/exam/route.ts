import { config, FORM_OVERHEAD_BYTES } from "@/lib/config";
import { apiRoute } from "@/lib/http/handler";
import { preflight } from "@/lib/http/cors";
import { readFormBody } from "@/lib/http/body";
import { collection } from "@/lib/http/envelope";
import { paginationMetadata, parseQuery } from "@/lib/http/query";
import { actorFromRequest } from "@/lib/auth/request-actor";
import { requireRole } from "@/lib/auth/actor";
import { listExamDocuments } from "@/lib/exams/queries";
import { examListQuerySchema } from "@/lib/exams/schema";
import { toLegacyExam } from "@/lib/exams/legacy";
import { createExamDocument } from "@/lib/exams/service";
import { uploadTooLargeMessage } from "@/lib/files/upload";
import { noticeFormParts } from "@/lib/notices/schema";
import { accessibilityWarning } from "@/lib/notices/legacy";
import { absoluteUrl } from "@/lib/seo/metadata";

/**
 * GET /api/v1/exam?section=&page=&limit= — public: the examination branch's documents, newest
 * first, `{ status, results, metadata, data: { exams: [{ _id, title, section, fileLink, createdAt }] } }`.
 */
export const GET = apiRoute(async (request) => {
  const query = parseQuery(examListQuerySchema, request);
  const { items, totalItems } = await listExamDocuments({ section: query.section, page: query.page, limit: query.limit });
  return collection(
    "exams",
    items.map((document) => toLegacyExam(document, absoluteUrl)),
    paginationMetadata(query.page, query.limit, totalItems),
  );
});

/**
 * POST /api/v1/exam — Editor or Admin; multipart with `title`, `section` and either the `pdf` file
 * or a `link`. The answer adds `warning` when the PDF has no text layer, as notice uploads do. The
 * role is checked before the body is read (the service checks it again).
 */
export const POST = apiRoute(async (request) => {
  const actor = await actorFromRequest(request);
  requireRole(actor, "Editor");
  const form = await readFormBody(request, { maxBytes: config().uploadMaxBytes + FORM_OVERHEAD_BYTES, tooLargeMessage: uploadTooLargeMessage() });
  const { fields, file } = noticeFormParts(form);
  const document = await createExamDocument(actor, fields, file);
  return Response.json(
    { status: "success", ...accessibilityWarning({ hasTextLayer: document.file?.hasTextLayer ?? null }), data: { exam: toLegacyExam(document, absoluteUrl) } },
    { status: 201 },
  );
});

export const OPTIONS = preflight;
