/**
 * `GET /exam?section=<key>` (legacy-api.md §3.9, §4.9) and the staff writes that feed it, calling
 * the route handlers directly on a seeded test database.
 */
jest.mock("next/cache", () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: jest.fn() }));

import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { revalidateTag } from "next/cache";
import { config } from "@/lib/config";
import { auditLog, examDocuments, storedFiles } from "@/lib/db/schema";
import { newId } from "@/lib/ids";
import { EXAM_SECTIONS } from "@/lib/exams/schema";
import { legacyExamSchema, type LegacyExam } from "@/lib/exams/legacy";
import * as examRoute from "@/app/api/v1/exam/route";
import * as examById from "@/app/api/v1/exam/[id]/route";
import { fileOf, htmlBytes, realPdf } from "./api-pdf-fixtures";
import {
  apiRequest,
  call,
  CALLERS,
  setupApiTest,
  snapshot,
  tokenOf,
  type ApiTestContext,
  type Caller,
} from "./api-helpers";

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

type Envelope = {
  status: string;
  results: number;
  metadata: { page: number; totalPages: number; totalItems: number };
  data: { exams: LegacyExam[] };
};

const list = async (query: string, token?: string) => {
  const { status, body } = await call(examRoute.GET, apiRequest("GET", `exam${query}`, { token }));
  return { status, body: body as unknown as Envelope & { message?: string } };
};

function examForm(fields: Record<string, string>, pdf?: File): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (pdf) form.set("pdf", pdf);
  return form;
}

// The token is always given: `undefined` means an anonymous caller.
const post = (form: FormData, token: string | undefined) =>
  call(examRoute.POST, apiRequest("POST", "exam", { token, form }));
const remove = (id: string, token: string | undefined) =>
  call(examById.DELETE, apiRequest("DELETE", `exam/${id}`, { token }), { id });

/** An exam document written straight to the database, `minutesAgo` old. */
async function insertLink(title: string, section: string, minutesAgo: number): Promise<string> {
  const id = newId();
  await db()
    .insert(examDocuments)
    .values({
      id,
      title,
      section,
      link: "https://fees.example.org/pay",
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
    });
  return id;
}

describe("GET /exam", () => {
  beforeAll(async () => {
    await insertLink("Fee portal for re-appear examinations", "exam fee-link", 30);
    await insertLink("Date sheet, December examinations", "exam datesheet", 20);
    for (let i = 1; i <= 3; i++) await insertLink(`Examination notice ${i}`, "exam notices", 10 - i);
  });

  test("the legacy envelope: status, results, metadata and data.exams with title, fileLink and createdAt", async () => {
    const { status, body } = await list("?section=exam%20notices");
    expect(status).toBe(200);
    expect(body.status).toBe("success");
    expect(body.results).toBe(3);
    expect(body.metadata).toEqual({ page: 1, totalPages: 1, totalItems: 3 });
    for (const exam of body.data.exams) {
      expect(legacyExamSchema.parse(exam)).toMatchObject({
        section: "exam notices",
        fileLink: "https://fees.example.org/pay",
      });
      expect(new Date(exam.createdAt).toISOString()).toBe(exam.createdAt);
    }
    // Newest first.
    expect(body.data.exams.map((e) => e.title)).toEqual([
      "Examination notice 3",
      "Examination notice 2",
      "Examination notice 1",
    ]);
  });

  test("every section key of the contract is accepted; `+` and `%20` both mean a space; no section lists all", async () => {
    for (const { value } of EXAM_SECTIONS)
      expect((await list(`?section=${encodeURIComponent(value)}`)).status).toBe(200);
    expect((await list("?section=exam+notices")).body).toEqual((await list("?section=exam%20notices")).body);
    expect((await list("?section=exam%20fee-link")).body.data.exams.map((e) => e.title)).toEqual([
      "Fee portal for re-appear examinations",
    ]);
    const all = await list("?limit=1000");
    expect(all.body.data.exams.map((e) => e.section)).toEqual(
      expect.arrayContaining(["exam notices", "exam datesheet", "exam fee-link"]),
    );
  });

  test("pages by limit, with totalPages counted at that page size", async () => {
    const { body } = await list("?section=exam%20notices&limit=2&page=2");
    expect(body.results).toBe(1);
    expect(body.metadata).toEqual({ page: 2, totalPages: 2, totalItems: 3 });
  });

  test.each([
    ["section=students", /^section: is not one of the exam sections/],
    ["section=exam%20notice", /^section: /],
    ["limit=1001", /^limit: /],
    ["page=0", /^page: /],
  ])("?%s is refused with 400 naming the parameter", async (query, message) => {
    const { status, body } = await list(`?${query}`);
    expect(status).toBe(400);
    const field = /^\^(\w+)/.exec(message.source)![1]!;
    expect(body).toEqual({
      status: "fail",
      message: expect.stringMatching(message),
      fieldErrors: { [field]: (body.message as string).slice(field.length + 2) },
    });
  });

  test("a public read: an expired or garbled bearer token is ignored", async () => {
    expect((await list("?section=exam%20notices", context.tokens.expired)).status).toBe(200);
    expect((await list("?section=exam%20notices", "garbage")).status).toBe(200);
  });
});

describe("POST /exam and DELETE /exam/{id}", () => {
  test("an Editor adds a PDF: 201, listed with an absolute fileLink to this site; deleting removes the file", async () => {
    const { status, body } = await post(
      examForm(
        { title: "Result of the May examinations", section: "exam results" },
        fileOf(realPdf("diploma_vacant_seats.pdf"), "result.pdf"),
      ),
      context.tokens.Editor,
    );
    expect(status).toBe(201);
    const exam = legacyExamSchema.parse((body.data as { exam: unknown }).exam);
    expect(exam).toMatchObject({ title: "Result of the May examinations", section: "exam results" });
    expect(exam.fileLink).toMatch(new RegExp(`^${config().publicBaseUrl}/files/[0-9a-f]{24}/result\\.pdf$`));
    expect(revalidateTag).toHaveBeenCalledWith("exams", { expire: 0 });
    expect((await list("?section=exam%20results")).body.data.exams[0]).toEqual(exam);
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, "exam.create"));
    expect(audit).toMatchObject({ entityId: exam._id, actor: context.users.Editor.email });

    const [row] = await db()
      .select({ fileId: examDocuments.fileId })
      .from(examDocuments)
      .where(eq(examDocuments.id, exam._id));
    const [file] = await db().select().from(storedFiles).where(eq(storedFiles.id, row!.fileId!));
    expect(await remove(exam._id, context.tokens.Editor)).toMatchObject({
      status: 200,
      body: { status: "success", message: "Exam document deleted successfully" },
    });
    expect((await list("?section=exam%20results")).body.data.exams.map((e) => e._id)).not.toContain(exam._id);
    expect(await db().select().from(storedFiles).where(eq(storedFiles.id, file!.id))).toHaveLength(0);
    expect(fs.existsSync(path.join(config().filesDir, file!.storageKey))).toBe(false);
    expect(await remove(exam._id, context.tokens.Editor)).toMatchObject({
      status: 404,
      body: { message: `Cannot find exam document with id: ${exam._id}` },
    });
  });

  test("a fee link is a link elsewhere, given as it is", async () => {
    const { status, body } = await post(
      examForm({
        title: "Provisional and migration certificate fees",
        section: "exam fee-link",
        link: "https://eazypay.example.org/pay?m=1",
      }),
      context.tokens.Admin,
    );
    expect(status).toBe(201);
    expect((body.data as { exam: LegacyExam }).exam.fileLink).toBe("https://eazypay.example.org/pay?m=1");
  });

  test.each([
    ["neither a PDF nor a link", () => examForm({ title: "T", section: "exam notices" }), 400, /^pdf: attach the PDF/],
    [
      "both a PDF and a link",
      () =>
        examForm(
          { title: "T", section: "exam notices", link: "https://example.org" },
          fileOf(realPdf("diploma_vacant_seats.pdf"), "a.pdf"),
        ),
      400,
      /^link: /,
    ],
    [
      "a link that is not https",
      () => examForm({ title: "T", section: "exam fee-link", link: "javascript:alert(1)" }),
      400,
      /^link: must be an https/,
    ],
    [
      "a notice section",
      () => examForm({ title: "T", section: "students", link: "https://example.org" }),
      400,
      /^section: /,
    ],
    ["no title", () => examForm({ section: "exam notices", link: "https://example.org" }), 400, /^title: /],
    [
      "an HTML file named .pdf",
      () => examForm({ title: "T", section: "exam notices" }, fileOf(htmlBytes(), "notice.pdf")),
      415,
      /^pdf: only PDF files/,
    ],
  ])("%s is refused and nothing is stored", async (_name, form, status, message) => {
    const before = await snapshot(context, examDocuments, storedFiles);
    expect(await post(form(), context.tokens.Editor)).toMatchObject({
      status,
      body: { status: "fail", message: expect.stringMatching(message) },
    });
    expect(await snapshot(context, examDocuments, storedFiles)).toEqual(before);
  });

  const expected: Record<Caller, number> = {
    anonymous: 401,
    expired: 401,
    Faculty: 403,
    Admissions: 403,
    Editor: 201,
    Admin: 201,
  };
  test.each(CALLERS)("authorization: %s", async (caller) => {
    const before = await snapshot(context, examDocuments);
    const token = tokenOf(context, caller);
    const created = await post(
      examForm({ title: `By ${caller}`, section: "exam datesheet", link: "https://example.org/sheet" }),
      token,
    );
    expect(created.status).toBe(expected[caller]);
    if (caller === "expired") expect(created.body.message).toBe("Your session has expired. please log in again!");
    if (created.status !== 201) {
      expect(await snapshot(context, examDocuments)).toEqual(before);
      return;
    }
    const id = (created.body.data as { exam: LegacyExam }).exam._id;
    const otherCaller = caller === "Editor" ? "Admin" : "Editor";
    for (const refused of CALLERS.filter((c) => expected[c] !== 201)) {
      expect((await remove(id, tokenOf(context, refused))).status).toBe(expected[refused]);
    }
    expect((await remove(id, tokenOf(context, otherCaller))).status).toBe(200);
    const [row] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(examDocuments)
      .where(eq(examDocuments.id, id));
    expect(row!.n).toBe(0);
  });
});
