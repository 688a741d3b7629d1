/**
 * What /examination, /admin/exams and the sitemap read from the exam domain: the cached public
 * list (with each PDF's size and format), the staff list (authorized inside), each section's last
 * change, the text-layer warning of POST /exam, and the invalidation every write makes.
 */
jest.mock("next/cache", () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: jest.fn() }));
// Outside a request there is nothing to wait for (the sitemap calls connection()).
jest.mock("next/server", () => ({ ...jest.requireActual("next/server"), connection: async () => undefined }));

import { eq } from "drizzle-orm";
import { revalidateTag } from "next/cache";
import { examDocuments } from "@/lib/db/schema";
import { ForbiddenError, UnauthorizedError } from "@/lib/errors";
import { publicPagesGeneration } from "@/lib/cache/page-generation";
import { createExamDocument, deleteExamDocument } from "@/lib/exams/service";
import { listExamDocuments, listExamDocumentsForStaff, listExamSectionUpdates } from "@/lib/exams/queries";
import { EXAM_SECTIONS } from "@/lib/exams/schema";
import { NO_TEXT_LAYER_WARNING } from "@/lib/notices/legacy";
import { examUploadAnswerSchema } from "@/lib/api-client";
import { examSections } from "@/lib/exams/page-sections";
import { findPublished } from "@/lib/content/queries";
import * as examRoute from "@/app/api/v1/exam/route";
import sitemap from "@/app/sitemap";
import { actorOf, apiRequest, type ApiTestContext, call, setupApiTest } from "./api-helpers";
import { fileOf, realPdf, scannedPdf } from "./api-pdf-fixtures";

let context: ApiTestContext;

beforeAll(async () => {
  context = await setupApiTest();
  // pdf-lib reports the objects it cannot parse on the console; the tests check the outcome instead.
  jest.spyOn(console, "log").mockImplementation(() => {});
  jest.spyOn(console, "warn").mockImplementation(() => {});
}, 120_000);
afterAll(() => context.testDb.teardown());
beforeEach(() => jest.mocked(revalidateTag).mockClear());

const db = () => context.testDb.handle.db;

const actor = (role: "Admin" | "Editor" | "Admissions" | "Faculty") => actorOf(context, role);

async function setCreatedAt(id: string, minutesAgo: number) {
  const at = new Date(Date.now() - minutesAgo * 60_000);
  await db().update(examDocuments).set({ createdAt: at, updatedAt: at }).where(eq(examDocuments.id, id));
}

describe("the page text", () => {
  test("names each section of the API once, with its own address and an empty text", () => {
    expect(examSections.map((s) => s.section).sort()).toEqual(EXAM_SECTIONS.map((s) => s.value).sort());
    expect(new Set(examSections.map((s) => s.slug)).size).toBe(examSections.length);
    expect(examSections.find((s) => s.section === "exam results")?.emptyText.en).toBe(
      "No exam results have been published yet.",
    );
  });
});

describe("the public list", () => {
  let pdfId: string;
  let linkId: string;

  beforeAll(async () => {
    const pdf = await createExamDocument(
      actor("Editor"),
      { title: "Result of the December examinations", section: "exam results" },
      fileOf(realPdf("diploma_vacant_seats.pdf"), "december-result.pdf"),
    );
    const link = await createExamDocument(
      actor("Admin"),
      { title: "Revaluation fee portal", section: "exam results", link: "https://fees.example.org/revaluation" },
      undefined,
    );
    pdfId = pdf.id;
    linkId = link.id;
    await setCreatedAt(pdfId, 30);
    await setCreatedAt(linkId, 10);
  });

  test("lists a section newest first: a PDF with its size and format, a link with no file", async () => {
    const { items, totalItems } = await listExamDocuments({ section: "exam results", page: 1, limit: 20 });
    expect(totalItems).toBe(2);
    expect(items.map((d) => d.id)).toEqual([linkId, pdfId]);
    const [link, pdf] = items;
    expect(link).toMatchObject({
      title: "Revaluation fee portal",
      url: "https://fees.example.org/revaluation",
      fileId: null,
      file: null,
      uploadedBy: context.users.Admin.email,
    });
    expect(pdf).toMatchObject({
      title: "Result of the December examinations",
      section: "exam results",
      url: expect.stringMatching(/^\/files\/[0-9a-f]{24}\/december-result\.pdf$/),
      file: {
        contentType: "application/pdf",
        originalName: "december-result.pdf",
        sizeBytes: realPdf("diploma_vacant_seats.pdf").byteLength,
        hasTextLayer: true,
      },
      uploadedBy: context.users.Editor.email,
    });
    expect((await listExamDocuments({ section: "exam datesheet", page: 1, limit: 20 })).totalItems).toBe(0);
  });

  test("pages: the second page of one item a page holds the older document", async () => {
    expect((await listExamDocuments({ section: "exam results", page: 2, limit: 1 })).items.map((d) => d.id)).toEqual([
      pdfId,
    ]);
    expect((await listExamDocuments({ section: "exam results", page: 3, limit: 1 })).items).toEqual([]);
  });

  test("each section's last change (its documents or the page's words) dates its sitemap entry; the default section is /examination itself", async () => {
    const updates = await listExamSectionUpdates();
    const [row] = await db()
      .select({ updatedAt: examDocuments.updatedAt })
      .from(examDocuments)
      .where(eq(examDocuments.id, linkId));
    expect(updates["exam results"]).toBe(row!.updatedAt.toISOString());
    expect(updates["exam datesheet"]).toBeUndefined();
    const entries = new Map((await sitemap()).map((e) => [e.url, e]));
    const base = "http://localhost:3000";
    expect(entries.get(`${base}/examination?section=results`)?.lastModified).toBe(updates["exam results"]);
    expect(entries.has(`${base}/examination`)).toBe(true);
    // A section without documents changes only with the page's words.
    const words = await findPublished("page", "/examination");
    expect(entries.get(`${base}/examination?section=date-sheets`)?.lastModified).toBe(words!.updatedAt);
  });
});

describe("the staff list", () => {
  test("is refused without a signed-in Editor or Admin, inside the query itself", async () => {
    const filter = { section: "exam notices", page: 1, limit: 10 };
    await expect(listExamDocumentsForStaff({ kind: "anonymous" }, filter)).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(listExamDocumentsForStaff(actor("Faculty"), filter)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(listExamDocumentsForStaff(actor("Admissions"), filter)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(listExamDocumentsForStaff(actor("Editor"), filter)).resolves.toMatchObject({
      totalItems: expect.any(Number),
    });
    await expect(listExamDocumentsForStaff(actor("Admin"), filter)).resolves.toMatchObject({
      totalItems: expect.any(Number),
    });
  });
});

describe("writes", () => {
  test("adding and deleting expire the exams tag and every cached public page", async () => {
    const before = await publicPagesGeneration();
    const created = await createExamDocument(
      actor("Editor"),
      { title: "Date sheet, May examinations", section: "exam datesheet", link: "https://example.org/sheet" },
      undefined,
    );
    expect(revalidateTag).toHaveBeenCalledWith("exams", { expire: 0 });
    expect(await publicPagesGeneration()).toBeGreaterThan(before);
    jest.mocked(revalidateTag).mockClear();
    const afterCreate = await publicPagesGeneration();
    await deleteExamDocument(actor("Editor"), created.id);
    expect(revalidateTag).toHaveBeenCalledWith("exams", { expire: 0 });
    expect(await publicPagesGeneration()).toBeGreaterThan(afterCreate);
  });

  const post = (fields: Record<string, string>, pdf: File) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    form.set("pdf", pdf);
    return call(examRoute.POST, apiRequest("POST", "exam", { token: context.tokens.Editor, form }));
  };

  test("POST /exam warns about a PDF without a text layer, and only then", async () => {
    const scan = await post(
      { title: "Scanned notice on hall tickets", section: "exam notices" },
      fileOf(await scannedPdf(), "scan.pdf"),
    );
    expect(scan.status).toBe(201);
    expect(examUploadAnswerSchema.parse(scan.body).warning).toBe(NO_TEXT_LAYER_WARNING);
    const typed = await post(
      { title: "Typed notice on hall tickets", section: "exam notices" },
      fileOf(realPdf("seat-confirmation-pg.pdf"), "typed.pdf"),
    );
    expect(typed.status).toBe(201);
    expect(examUploadAnswerSchema.parse(typed.body).warning).toBeUndefined();
  });
});
