import fs from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { config } from "@/lib/config";
import { admissionRounds, auditLog, notices, storedFiles } from "@/lib/db/schema";
import * as pdfRoute from "@/app/api/v1/results/rounds/[category]/[round]/pdf/route";
import * as roundRoute from "@/app/api/v1/results/rounds/[category]/[round]/route";
import * as uploadRoute from "@/app/api/v1/notice/upload/route";
import * as noticeRoute from "@/app/api/v1/notice/[id]/route";
import { apiRequest, call, setupApiTest, type ApiTestContext } from "./api-helpers";
import { damagedPdf, fileOf, pngBytes, realPdf } from "./api-pdf-fixtures";

jest.mock("next/cache", () => ({ revalidateTag: jest.fn(), unstable_cache: (fn: unknown) => fn }));

let context: ApiTestContext;
beforeAll(async () => {
  context = await setupApiTest();
}, 120_000);
afterAll(() => context.testDb.teardown());

const params = { category: "diploma", round: "2" };

function pdfForm(bytes: Uint8Array<ArrayBuffer>, name: string): FormData {
  const form = new FormData();
  form.set("pdf", fileOf(bytes, name));
  return form;
}

async function uploadProcessPdf(bytes: Uint8Array<ArrayBuffer>, name: string, token = context.tokens.Admissions) {
  return call(
    pdfRoute.POST,
    apiRequest("POST", "results/rounds/diploma/2/pdf", { token, form: pdfForm(bytes, name) }),
    params,
  );
}

async function round() {
  const [row] = await context.testDb.handle.db
    .select()
    .from(admissionRounds)
    .where(and(eq(admissionRounds.category, "diploma"), eq(admissionRounds.round, 2)));
  return row!;
}

async function fileRow(id: string | null) {
  if (!id) return undefined;
  const [row] = await context.testDb.handle.db.select().from(storedFiles).where(eq(storedFiles.id, id));
  return row;
}

const bytesOnDisk = (storageKey: string) => fs.existsSync(path.join(config().filesDir, storageKey));

describe("POST /api/v1/results/rounds/{category}/{round}/pdf", () => {
  test("anonymous callers get 401 and an Editor 403, before the body is read", async () => {
    const anonymous = await call(
      pdfRoute.POST,
      apiRequest("POST", "results/rounds/diploma/2/pdf", {
        form: pdfForm(realPdf("seat-confirmation-ug.pdf"), "x.pdf"),
      }),
      params,
    );
    expect(anonymous.status).toBe(401);
    const editor = await uploadProcessPdf(realPdf("seat-confirmation-ug.pdf"), "x.pdf", context.tokens.Editor);
    expect(editor.status).toBe(403);
  });

  test("refuses what is not a publishable PDF, as notice uploads do, and leaves the round alone", async () => {
    const before = await round();
    expect((await uploadProcessPdf(pngBytes(), "process.pdf")).status).toBe(415);
    expect((await uploadProcessPdf(damagedPdf(), "process.pdf")).status).toBe(400);
    const empty = await call(
      pdfRoute.POST,
      apiRequest("POST", "results/rounds/diploma/2/pdf", { token: context.tokens.Admissions, form: new FormData() }),
      params,
    );
    expect(empty).toMatchObject({
      status: 400,
      body: { message: "pdf: choose the PDF of the seat-confirmation process." },
    });
    expect(await round()).toEqual(before);
  });

  test("an unknown round is 404", async () => {
    const answer = await call(
      pdfRoute.POST,
      apiRequest("POST", "results/rounds/pg/3/pdf", {
        token: context.tokens.Admissions,
        form: pdfForm(realPdf("seat-confirmation-pg.pdf"), "pg.pdf"),
      }),
      { category: "pg", round: "3" },
    );
    expect(answer.status).toBe(404);
  });

  test("publishes the PDF on the round, keeps the file while in use, and removes the one it replaced", async () => {
    const seeded = await round();
    const seededFile = await fileRow(seeded.confirmationFileId);
    expect(seededFile).toBeDefined();

    // Bytes no seeded round uses (the seed stores the real seat-confirmation PDFs).
    const first = await uploadProcessPdf(realPdf("IQAC_ORDER.pdf"), "Round 2 process.pdf");
    expect(first.status).toBe(200);
    const url = (first.body.data as { round: { confirmationPdfUrl: string } }).round.confirmationPdfUrl;
    const after = await round();
    expect(url).toMatch(new RegExp(`^/files/${after.confirmationFileId}/Round-2-process\\.pdf$`));
    expect(after.confirmationPdfUrl).toBe(url);
    // The seeded file was used by this round only: its row and bytes are gone.
    expect(await fileRow(seeded.confirmationFileId)).toBeUndefined();
    expect(bytesOnDisk(seededFile!.storageKey)).toBe(false);

    const [audit] = await context.testDb.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, after.id), eq(auditLog.action, "round.update")));
    expect(audit).toMatchObject({ actor: context.users.Admissions.email, after: { confirmationPdfUrl: url } });
  });

  test("a notice with the same bytes shares the file: deleting the notice keeps the round's PDF, and replacing the round's PDF keeps the notice's", async () => {
    const bytes = realPdf("diploma_vacant_seats.pdf");
    expect((await uploadProcessPdf(bytes, "process.pdf")).status).toBe(200);
    const fileId = (await round()).confirmationFileId!;

    const notice = await call(
      uploadRoute.POST,
      apiRequest("POST", "notice/upload", {
        token: context.tokens.Editor,
        form: (() => {
          const form = pdfForm(bytes, "same.pdf");
          form.set("fileName", "Seat confirmation process (Diploma)");
          form.set("section", "students");
          return form;
        })(),
      }),
    );
    expect(notice.status).toBe(201);
    const noticeId = (notice.body.data as { notice: { _id: string } }).notice._id;
    const [stored] = await context.testDb.handle.db.select().from(notices).where(eq(notices.id, noticeId));
    expect(stored!.fileId).toBe(fileId);

    expect((await uploadProcessPdf(realPdf("seat-confirmation-btech.pdf"), "other.pdf")).status).toBe(200);
    expect(await fileRow(fileId)).toBeDefined();
    expect((await uploadProcessPdf(bytes, "process.pdf")).status).toBe(200);
    expect((await round()).confirmationFileId).toBe(fileId);

    expect(
      (
        await call(noticeRoute.DELETE, apiRequest("DELETE", `notice/${noticeId}`, { token: context.tokens.Editor }), {
          id: noticeId,
        })
      ).status,
    ).toBe(200);
    const kept = await fileRow(fileId);
    expect(kept).toBeDefined();
    expect(bytesOnDisk(kept!.storageKey)).toBe(true);
  });

  test("a link set through PATCH replaces the uploaded file, which is then removed", async () => {
    const fileId = (await round()).confirmationFileId!;
    const storageKey = (await fileRow(fileId))!.storageKey;
    const link = "https://dseu.ac.in/process-round-2.pdf";
    const answer = await call(
      roundRoute.PATCH,
      apiRequest("PATCH", "results/rounds/diploma/2", {
        token: context.tokens.Admissions,
        json: { confirmationPdfUrl: link },
      }),
      params,
    );
    expect(answer.status).toBe(200);
    expect(await round()).toMatchObject({ confirmationPdfUrl: link, confirmationFileId: null });
    expect(await fileRow(fileId)).toBeUndefined();
    expect(bytesOnDisk(storageKey)).toBe(false);
  });
});
