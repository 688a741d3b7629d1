/**
 * Notice uploads, edits, archiving and deletes through the route handlers: the legacy answers,
 * the files on disk and their rows, the audit trail and the cache invalidation.
 */
process.env.UPLOAD_MAX_BYTES = String(300 * 1024);

jest.mock("next/cache", () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: jest.fn() }));

import fs from "node:fs";
import path from "node:path";
import { desc, eq, sql } from "drizzle-orm";
import { revalidateTag } from "next/cache";
import { config } from "@/lib/config";
import { auditLog, notices, storedFiles } from "@/lib/db/schema";
import { legacyNoticeSchema, type LegacyNotice } from "@/lib/notices/legacy";
import * as upload from "@/app/api/v1/notice/upload/route";
import * as noticeById from "@/app/api/v1/notice/[id]/route";
import * as noticeList from "@/app/api/v1/notice/route";
import * as archivedList from "@/app/api/v1/notice/archived/route";
import { apiRequest, call, setupApiTest, type ApiTestContext } from "./api-helpers";
import {
  REAL_PDFS,
  damagedPdf,
  encryptedPdf,
  fileOf,
  htmlBytes,
  pdfOfSize,
  pngBytes,
  realPdf,
  truncatedPdf,
} from "./api-pdf-fixtures";

let context: ApiTestContext;
beforeAll(async () => {
  context = await setupApiTest();
  jest.spyOn(console, "log").mockImplementation(() => {});
  jest.spyOn(console, "warn").mockImplementation(() => {});
}, 240_000);
afterAll(() => context.testDb.teardown());
beforeEach(() => jest.mocked(revalidateTag).mockClear());

const db = () => context.testDb.handle.db;

function noticeForm(fields: Record<string, string>, file?: File): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (file) form.set("pdf", file);
  return form;
}

const uploadAs = (token: string | undefined, form: FormData, headers?: Record<string, string>) =>
  call(upload.POST, apiRequest("POST", "notice/upload", { token, form, headers }));

async function uploadNotice(fields: Record<string, string>, file: File): Promise<LegacyNotice> {
  const { status, body } = await uploadAs(context.tokens.Editor, noticeForm(fields, file));
  if (status !== 201) throw new Error(`upload failed: ${status} ${JSON.stringify(body)}`);
  return legacyNoticeSchema.parse((body.data as { notice: unknown }).notice);
}

const byId = (method: string, id: string, options: Parameters<typeof apiRequest>[2] = {}) => {
  const handler = { PUT: noticeById.PUT, PATCH: noticeById.PATCH, DELETE: noticeById.DELETE }[
    method as "PUT" | "PATCH" | "DELETE"
  ];
  return call(handler, apiRequest(method, `notice/${id}`, { token: context.tokens.Editor, ...options }), { id });
};

function filesOnDisk(): string[] {
  const root = config().filesDir;
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((entry) => fs.statSync(path.join(root, entry)).isFile())
    .sort();
}

async function storedState() {
  const count = async (table: typeof notices | typeof storedFiles | typeof auditLog) =>
    (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(table)
    )[0]!.n;
  return {
    notices: await count(notices),
    files: await count(storedFiles),
    audit: await count(auditLog),
    disk: filesOnDisk(),
  };
}

async function listed(section: string, archived = false): Promise<string[]> {
  const handler = archived ? archivedList.GET : noticeList.GET;
  const { body } = await call(
    handler,
    apiRequest("GET", `notice${archived ? "/archived" : ""}?section=${encodeURIComponent(section)}&limit=1000`),
  );
  return (body.data as { notices: { _id: string }[] }).notices.map((n) => n._id);
}

// The seed ships the pre-admission announcement as a notice's document: an upload of the same bytes
// shares that file row and its name, so the name checks below do not apply to it (api-pdf checks the file).
const UPLOADED_PDFS = REAL_PDFS.filter((name) => name !== "PreAdmissionAnnoucement2025.pdf");

describe("POST /notice/upload", () => {
  test.each(UPLOADED_PDFS)(
    "accepts the real document %s, stores it with its page count and text layer, and lists it",
    async (name) => {
      const notice = await uploadNotice(
        { fileName: `Uploaded ${name}`, section: "ad office orders" },
        fileOf(realPdf(name), name),
      );
      expect(notice).toMatchObject({
        fileName: `Uploaded ${name}`,
        section: "ad office orders",
        archive: false,
        autoArchive: false,
        uploadedBy: "editor@example.org",
      });
      expect(notice.fileLink).toBe(
        `${config().publicBaseUrl}/files/${notice.driveFileId}/${encodeURIComponent(name.replace(/[^\w.\- ]+/g, ""))}`,
      );
      expect(notice.fileSize).toBe(realPdf(name).byteLength);
      const [file] = await db().select().from(storedFiles).where(eq(storedFiles.id, notice.driveFileId!));
      expect(file).toMatchObject({ contentType: "application/pdf", originalName: name, hasTextLayer: true });
      expect(file!.pageCount).toBe(name === "IQAC_ORDER.pdf" || name.startsWith("PreAdmission") ? 2 : 1);
      expect(
        Buffer.from(fs.readFileSync(path.join(config().filesDir, file!.storageKey))).equals(Buffer.from(realPdf(name))),
      ).toBe(true);
      expect(await listed("ad office orders")).toContain(notice._id);
      expect(revalidateTag).toHaveBeenCalledWith("notices", { expire: 0 });
    },
  );

  test("answers the legacy 201 body and records who uploaded it, from where, in the audit log", async () => {
    const { status, body } = await uploadAs(
      context.tokens.Admin,
      noticeForm(
        { fileName: "Audited upload", section: "students" },
        fileOf(realPdf("seat-confirmation-pg.pdf"), "pg.pdf"),
      ),
      {
        "x-forwarded-for": "198.51.100.7",
        "user-agent": "AuditAgent/1.0",
      },
    );
    expect(status).toBe(201);
    expect(body).toMatchObject({ status: "success", message: "File uploaded successfully", section: "students" });
    const notice = legacyNoticeSchema.parse((body.data as { notice: unknown }).notice);
    expect(body.fileUrl).toBe(notice.fileLink);
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.entityId, notice._id));
    expect(entry).toMatchObject({
      action: "notice.create",
      actor: "admin@example.org",
      ip: "198.51.100.7",
      userAgent: "AuditAgent/1.0",
      before: null,
    });
    expect(entry!.after).toMatchObject({ id: notice._id, title: "Audited upload", section: "students" });
  });

  test("stores the optional fields: auto archive, end date, apply link, vacancies, order number and date", async () => {
    const validUntil = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString();
    const notice = await uploadNotice(
      {
        fileName: "Assistant Professor posts",
        section: "academic positions",
        autoArchive: "true",
        validUntil,
        endDate: "2030-07-25",
        apply: "https://dseu.ac.in/apply",
        vacancies: "5 Posts, 2 Interns",
        orderNumber: "F. No: 12/DSEU/2030",
        orderDate: "10/05/2030",
        category: "work-with-us",
      },
      fileOf(realPdf("diploma_vacant_seats.pdf"), "posts.pdf"),
    );
    expect(notice).toMatchObject({
      autoArchive: true,
      validUntil,
      endDate: "2030-07-25T00:00:00.000Z",
      apply: "https://dseu.ac.in/apply",
      vacancies: "5 Posts, 2 Interns",
      orderNumber: "F. No: 12/DSEU/2030",
      orderDate: "10/05/2030",
    });
  });

  test("a bare validUntil day keeps the notice current until the end of that day in India", async () => {
    const notice = await uploadNotice(
      { fileName: "Valid through a day", section: "students", autoArchive: "true", validUntil: "2031-01-15" },
      fileOf(realPdf("seat-confirmation-ug.pdf"), "ug.pdf"),
    );
    expect(notice.validUntil).toBe(new Date("2031-01-16T00:00:00+05:30").toISOString());
  });

  test("archive=true stores the notice straight into the archive", async () => {
    const notice = await uploadNotice(
      { fileName: "Old circular", section: "ad circulars", archive: "true" },
      fileOf(realPdf("seat-confirmation-ug.pdf"), "old.pdf"),
    );
    expect(notice.archive).toBe(true);
    expect(await listed("ad circulars", true)).toContain(notice._id);
    expect(await listed("ad circulars")).not.toContain(notice._id);
  });

  test("a name with folders and control characters is stored sanitised", async () => {
    // Line breaks arrive percent-encoded; a raw control byte in a part's header is refused (next test).
    const notice = await uploadNotice(
      { fileName: "Sanitised", section: "students" },
      fileOf(await pdfOfSize(1200), "../../etc/office\u202E order\r\n.pdf"),
    );
    const [file] = await db().select().from(storedFiles).where(eq(storedFiles.id, notice.driveFileId!));
    expect(file!.originalName).toBe("office order.pdf");
    expect(notice.fileLink).not.toContain("..");
    expect(filesOnDisk().every((entry) => /^[0-9a-f]{2}\/[0-9a-f]{64}$/.test(entry))).toBe(true);
  });

  test("a raw control byte in a part's header is a malformed form (400), as the streaming parser reads it", async () => {
    const { status, body } = await uploadAs(
      context.tokens.Editor,
      noticeForm({ fileName: "Bell", section: "students" }, fileOf(await pdfOfSize(1200), "\u0007office.pdf")),
    );
    expect({ status, message: body.message }).toEqual({
      status: 400,
      message: "The request body is not valid multipart/form-data.",
    });
  });

  describe("refusals store nothing: no notice, no file row, no bytes, no audit entry", () => {
    const cases: [string, () => Promise<FormData>, number, RegExp][] = [
      [
        "a PNG renamed .pdf",
        async () => noticeForm({ fileName: "x", section: "students" }, fileOf(pngBytes(), "photo.pdf")),
        415,
        /not a PDF/,
      ],
      [
        "an HTML page declared application/pdf",
        async () =>
          noticeForm({ fileName: "x", section: "students" }, fileOf(htmlBytes(), "page.pdf", "application/pdf")),
        415,
        /not a PDF/,
      ],
      [
        "a truncated PDF",
        async () => noticeForm({ fileName: "x", section: "students" }, fileOf(truncatedPdf(), "cut.pdf")),
        400,
        /incomplete/,
      ],
      [
        "a damaged PDF",
        async () => noticeForm({ fileName: "x", section: "students" }, fileOf(damagedPdf(), "broken.pdf")),
        400,
        /damaged/,
      ],
      [
        "an encrypted PDF",
        async () => noticeForm({ fileName: "x", section: "students" }, fileOf(await encryptedPdf(), "locked.pdf")),
        400,
        /encrypted/,
      ],
      [
        "an empty file",
        async () => noticeForm({ fileName: "x", section: "students" }, fileOf(new Uint8Array(0), "empty.pdf")),
        400,
        /empty/,
      ],
      [
        "a PDF over the size limit",
        async () => noticeForm({ fileName: "x", section: "students" }, fileOf(await pdfOfSize(400 * 1024), "big.pdf")),
        413,
        /larger than the upload limit of 300 KB/,
      ],
      ["no file", async () => noticeForm({ fileName: "x", section: "students" }), 400, /^No file uploaded$/],
      [
        "an empty file input",
        async () =>
          noticeForm({ fileName: "x", section: "students" }, new File([], "", { type: "application/octet-stream" })),
        400,
        /^No file uploaded$/,
      ],
      [
        "no title",
        async () => noticeForm({ section: "students" }, fileOf(realPdf("seat-confirmation-ug.pdf"), "a.pdf")),
        400,
        /^fileName: /,
      ],
      [
        "an unknown section",
        async () =>
          noticeForm({ fileName: "x", section: "exam notices" }, fileOf(realPdf("seat-confirmation-ug.pdf"), "a.pdf")),
        400,
        /^section: /,
      ],
      [
        "auto archive without a date",
        async () =>
          noticeForm(
            { fileName: "x", section: "students", autoArchive: "true" },
            fileOf(realPdf("seat-confirmation-ug.pdf"), "a.pdf"),
          ),
        400,
        /^validUntil: /,
      ],
      [
        "a validUntil in the past",
        async () =>
          noticeForm(
            { fileName: "x", section: "students", autoArchive: "true", validUntil: "2020-01-01" },
            fileOf(realPdf("seat-confirmation-ug.pdf"), "a.pdf"),
          ),
        400,
        /^validUntil: must be in the future/,
      ],
      [
        "a javascript: apply link",
        async () =>
          noticeForm(
            { fileName: "x", section: "results", apply: "javascript:alert(1)" },
            fileOf(realPdf("seat-confirmation-ug.pdf"), "a.pdf"),
          ),
        400,
        /^apply: /,
      ],
      [
        "an unreadable endDate",
        async () =>
          noticeForm(
            { fileName: "x", section: "results", endDate: "next week" },
            fileOf(realPdf("seat-confirmation-ug.pdf"), "a.pdf"),
          ),
        400,
        /^endDate: /,
      ],
      [
        "a non-boolean autoArchive",
        async () =>
          noticeForm(
            { fileName: "x", section: "results", autoArchive: "maybe" },
            fileOf(realPdf("seat-confirmation-ug.pdf"), "a.pdf"),
          ),
        400,
        /^autoArchive: /,
      ],
    ];

    test.each(cases)("%s", async (_label, makeForm, status, message) => {
      const before = await storedState();
      const answer = await uploadAs(context.tokens.Editor, await makeForm());
      expect(answer.status).toBe(status);
      expect(answer.body).toMatchObject({
        status: "fail",
        message: expect.stringMatching(message),
        error: answer.body.message,
      });
      expect(Object.keys(answer.body).sort()).toEqual(
        answer.body.fieldErrors ? ["error", "fieldErrors", "message", "status"] : ["error", "message", "status"],
      );
      expect(await storedState()).toEqual(before);
      expect(revalidateTag).not.toHaveBeenCalled();
    });

    test("a body that is not multipart/form-data gets 415 with `error`", async () => {
      const before = await storedState();
      const answer = await call(
        upload.POST,
        apiRequest("POST", "notice/upload", {
          token: context.tokens.Editor,
          json: { fileName: "x", section: "students" },
        }),
      );
      expect(answer.status).toBe(415);
      expect(answer.body.error).toBe(answer.body.message);
      expect(await storedState()).toEqual(before);
    });

    test("a declared Content-Length over the limit is refused before the body is read", async () => {
      const before = await storedState();
      let pulled = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled++;
          controller.enqueue(new Uint8Array(1024));
        },
      });
      const request = new Request("http://localhost/api/v1/notice/upload", {
        method: "POST",
        headers: {
          authorization: `Bearer ${context.tokens.Editor}`,
          "content-type": "multipart/form-data; boundary=x",
          "content-length": String(10 * 1024 * 1024),
        },
        body,
        duplex: "half",
      } as RequestInit);
      const answer = await call(upload.POST, request);
      expect(answer.status).toBe(413);
      expect(pulled).toBeLessThanOrEqual(1);
      expect(await storedState()).toEqual(before);
    });

    test("a streamed body without Content-Length is cut off at the limit", async () => {
      const before = await storedState();
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          sent += 64 * 1024;
          controller.enqueue(new Uint8Array(64 * 1024));
          if (sent > 4 * 1024 * 1024) controller.close();
        },
      });
      const request = new Request("http://localhost/api/v1/notice/upload", {
        method: "POST",
        headers: {
          authorization: `Bearer ${context.tokens.Editor}`,
          "content-type": "multipart/form-data; boundary=x",
        },
        body,
        duplex: "half",
      } as RequestInit);
      const answer = await call(upload.POST, request);
      expect(answer.status).toBe(413);
      expect(sent).toBeLessThan(1024 * 1024);
      expect(await storedState()).toEqual(before);
    });
  });

  test("when the transaction fails, the new bytes are removed; bytes another notice uses stay", async () => {
    const shared = await uploadNotice(
      { fileName: "Shared document", section: "students" },
      fileOf(realPdf("PreAdmissionAnnoucement2025.pdf"), "pre.pdf"),
    );
    await db().execute(
      sql`create function refuse_notice() returns trigger language plpgsql as $$ begin raise exception 'refused by test'; end $$`,
    );
    await db().execute(
      sql`create trigger refuse_notice before insert on notices for each row execute function refuse_notice()`,
    );
    const logged = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      const before = await storedState();
      const fresh = await uploadAs(
        context.tokens.Editor,
        noticeForm({ fileName: "Never stored", section: "students" }, fileOf(await pdfOfSize(2000), "new.pdf")),
      );
      expect(fresh.status).toBe(500);
      expect(fresh.body).toEqual({ status: "error", message: "Something went wrong!", error: "Something went wrong!" });
      expect(await storedState()).toEqual(before);

      const duplicate = await uploadAs(
        context.tokens.Editor,
        noticeForm(
          { fileName: "Same bytes", section: "students" },
          fileOf(realPdf("PreAdmissionAnnoucement2025.pdf"), "again.pdf"),
        ),
      );
      expect(duplicate.status).toBe(500);
      expect(await storedState()).toEqual(before);
      const [file] = await db().select().from(storedFiles).where(eq(storedFiles.id, shared.driveFileId!));
      expect(fs.existsSync(path.join(config().filesDir, file!.storageKey))).toBe(true);
      // The unexpected failure is logged for the operators, never shown to the client.
      expect(logged).toHaveBeenCalled();
    } finally {
      logged.mockRestore();
      await db().execute(sql`drop trigger refuse_notice on notices`);
      await db().execute(sql`drop function refuse_notice()`);
    }
  });

  test("identical bytes are stored once; deleting one notice keeps the file for the other", async () => {
    const bytes = await pdfOfSize(3000);
    const first = await uploadNotice({ fileName: "First copy", section: "students" }, fileOf(bytes, "first.pdf"));
    const second = await uploadNotice({ fileName: "Second copy", section: "admission" }, fileOf(bytes, "second.pdf"));
    expect(second.driveFileId).toBe(first.driveFileId);
    const [file] = await db().select().from(storedFiles).where(eq(storedFiles.id, first.driveFileId!));
    const onDisk = path.join(config().filesDir, file!.storageKey);

    expect((await byId("DELETE", first._id)).status).toBe(200);
    expect(await db().select().from(storedFiles).where(eq(storedFiles.id, first.driveFileId!))).toHaveLength(1);
    expect(fs.existsSync(onDisk)).toBe(true);

    expect((await byId("DELETE", second._id)).status).toBe(200);
    expect(await db().select().from(storedFiles).where(eq(storedFiles.id, first.driveFileId!))).toHaveLength(0);
    expect(fs.existsSync(onDisk)).toBe(false);
  });
});

describe("PUT /notice/{id}", () => {
  test("a multipart form without a file changes the fields sent and keeps the others", async () => {
    const notice = await uploadNotice(
      { fileName: "Draft title", section: "results", apply: "https://dseu.ac.in/old", vacancies: "3" },
      fileOf(realPdf("seat-confirmation-ug.pdf"), "draft.pdf"),
    );
    const form = noticeForm({ fileName: "Final title", section: "recruitments and notice", apply: "" });
    const { status, body } = await byId("PUT", notice._id, { form });
    expect(status).toBe(200);
    const updated = legacyNoticeSchema.parse((body.data as { notice: unknown }).notice);
    expect(updated).toMatchObject({
      fileName: "Final title",
      section: "recruitments and notice",
      vacancies: "3",
      driveFileId: notice.driveFileId,
    });
    expect(updated.apply).toBeUndefined();
    expect(await listed("recruitments and notice")).toContain(notice._id);
    expect(revalidateTag).toHaveBeenCalledWith("notices", { expire: 0 });
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, notice._id))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(entry).toMatchObject({
      action: "notice.update",
      before: expect.objectContaining({ title: "Draft title" }),
      after: expect.objectContaining({ title: "Final title" }),
    });
  });

  test("an URL-encoded form works too", async () => {
    const notice = await uploadNotice(
      { fileName: "Encoded", section: "students" },
      fileOf(realPdf("seat-confirmation-ug.pdf"), "e.pdf"),
    );
    const { status, body } = await byId("PUT", notice._id, {
      body: new URLSearchParams({ fileName: "Encoded and edited" }),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(status).toBe(200);
    expect((body.data as { notice: LegacyNotice }).notice.fileName).toBe("Encoded and edited");
  });

  test("a new PDF replaces the document; the old file goes when nothing else uses it", async () => {
    const notice = await uploadNotice(
      { fileName: "Replace me", section: "students" },
      fileOf(await pdfOfSize(1500), "v1.pdf"),
    );
    const [oldFile] = await db().select().from(storedFiles).where(eq(storedFiles.id, notice.driveFileId!));
    const { status, body } = await byId("PUT", notice._id, {
      form: noticeForm({}, fileOf(realPdf("IQAC_ORDER.pdf"), "IQAC_ORDER.pdf")),
    });
    expect(status).toBe(200);
    const updated = (body.data as { notice: LegacyNotice }).notice;
    expect(updated.driveFileId).not.toBe(notice.driveFileId);
    expect(updated.fileName).toBe("Replace me");
    expect(await db().select().from(storedFiles).where(eq(storedFiles.id, notice.driveFileId!))).toHaveLength(0);
    expect(fs.existsSync(path.join(config().filesDir, oldFile!.storageKey))).toBe(false);
  });

  test("validation failures carry `error`; unknown and malformed ids answer 404 and 400; JSON is 415", async () => {
    const notice = await uploadNotice(
      { fileName: "Valid", section: "students" },
      fileOf(realPdf("seat-confirmation-ug.pdf"), "v.pdf"),
    );
    const before = await storedState();
    const badSection = await byId("PUT", notice._id, { form: noticeForm({ section: "nowhere" }) });
    expect(badSection).toMatchObject({
      status: 400,
      body: { status: "fail", message: expect.stringMatching(/^section: /) },
    });
    expect(badSection.body.error).toBe(badSection.body.message);
    const emptyTitle = await byId("PUT", notice._id, { form: noticeForm({ fileName: "  " }) });
    expect(emptyTitle).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^fileName: /) } });
    const autoWithoutDate = await byId("PUT", notice._id, { form: noticeForm({ autoArchive: "true" }) });
    expect(autoWithoutDate).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^validUntil: /) } });
    const notPdf = await byId("PUT", notice._id, { form: noticeForm({}, fileOf(pngBytes(), "p.pdf")) });
    expect(notPdf).toMatchObject({ status: 415, body: { error: expect.stringMatching(/not a PDF/) } });
    const unknown = "0123456789abcdef01234567";
    expect(await byId("PUT", unknown, { form: noticeForm({ fileName: "x" }) })).toMatchObject({
      status: 404,
      body: {
        status: "fail",
        message: `Cannot find notice with id: ${unknown}`,
        error: `Cannot find notice with id: ${unknown}`,
      },
    });
    expect(await byId("PUT", "nope", { form: noticeForm({ fileName: "x" }) })).toMatchObject({
      status: 400,
      body: { message: "Invalid _id:nope", error: "Invalid _id:nope" },
    });
    expect(await byId("PUT", notice._id, { json: { fileName: "x" } })).toMatchObject({ status: 415 });
    expect(await storedState()).toEqual(before);
  });
});

describe("PATCH /notice/{id}", () => {
  test("archives and restores", async () => {
    const notice = await uploadNotice(
      { fileName: "To archive", section: "students" },
      fileOf(realPdf("seat-confirmation-ug.pdf"), "a.pdf"),
    );
    const archived = await byId("PATCH", notice._id, { json: { archive: true } });
    expect(archived.status).toBe(200);
    expect(archived.body).toMatchObject({ status: "success", data: { notice: { _id: notice._id, archive: true } } });
    expect(await listed("students", true)).toContain(notice._id);
    expect(await listed("students")).not.toContain(notice._id);
    expect(revalidateTag).toHaveBeenCalledWith("notices", { expire: 0 });

    const restored = await byId("PATCH", notice._id, { json: { archive: false } });
    expect(restored.body).toMatchObject({ data: { notice: { archive: false } } });
    expect(await listed("students")).toContain(notice._id);
    const actions = (
      await db().select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, notice._id))
    ).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(["notice.archive", "notice.restore"]));
  });

  test("only changes of state are audited: 50 identical archive requests leave one entry", async () => {
    const notice = await uploadNotice(
      { fileName: "Archived once", section: "students" },
      fileOf(realPdf("seat-confirmation-ug.pdf"), "a.pdf"),
    );
    for (let i = 0; i < 50; i++)
      expect((await byId("PATCH", notice._id, { json: { archive: true } })).status).toBe(200);
    const entries = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, notice._id));
    expect(entries.filter((entry) => entry.action === "notice.archive")).toHaveLength(1);
  });

  test("restoring a notice whose auto-archive date has passed makes it current again", async () => {
    const notice = await uploadNotice(
      {
        fileName: "Expired automatically",
        section: "announcements",
        autoArchive: "true",
        validUntil: new Date(Date.now() + 60_000).toISOString(),
      },
      fileOf(realPdf("seat-confirmation-ug.pdf"), "exp.pdf"),
    );
    await db()
      .update(notices)
      .set({ validUntil: new Date(Date.now() - 60_000) })
      .where(eq(notices.id, notice._id));
    expect(await listed("announcements", true)).toContain(notice._id);

    const { status, body } = await byId("PATCH", notice._id, { json: { archive: false } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ data: { notice: { archive: false, autoArchive: false } } });
    expect(await listed("announcements")).toContain(notice._id);
    expect(await listed("announcements", true)).not.toContain(notice._id);
  });

  test("refuses a body without a boolean archive (400 with `error`), unknown ids (404) and non-JSON (415)", async () => {
    const notice = await uploadNotice(
      { fileName: "Patch target", section: "students" },
      fileOf(realPdf("seat-confirmation-ug.pdf"), "p.pdf"),
    );
    for (const json of [{}, { archive: "yes" }, { archive: null }]) {
      const { status, body } = await byId("PATCH", notice._id, { json });
      expect(status).toBe(400);
      expect(body).toMatchObject({ status: "fail", message: expect.stringMatching(/^archive: /), error: body.message });
    }
    expect(
      await byId("PATCH", notice._id, { body: "{oops", headers: { "content-type": "application/json" } }),
    ).toMatchObject({ status: 400, body: { message: "The request body is not valid JSON." } });
    expect(
      await byId("PATCH", notice._id, {
        body: "archive=true",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      }),
    ).toMatchObject({ status: 415 });
    const unknown = "abcdefabcdefabcdefabcdef";
    expect(await byId("PATCH", unknown, { json: { archive: true } })).toMatchObject({
      status: 404,
      body: { message: `Cannot find notice with id: ${unknown}` },
    });
  });
});

describe("DELETE /notice/{id}", () => {
  test("removes the notice, its file row and its bytes; a second delete is 404", async () => {
    const notice = await uploadNotice(
      { fileName: "Delete me", section: "students" },
      fileOf(await pdfOfSize(2500), "del.pdf"),
    );
    const [file] = await db().select().from(storedFiles).where(eq(storedFiles.id, notice.driveFileId!));
    const { status, body } = await byId("DELETE", notice._id);
    expect(status).toBe(200);
    expect(body).toEqual({ status: "success", message: "Notice deleted successfully" });
    expect(await db().select().from(notices).where(eq(notices.id, notice._id))).toHaveLength(0);
    expect(await db().select().from(storedFiles).where(eq(storedFiles.id, notice.driveFileId!))).toHaveLength(0);
    expect(fs.existsSync(path.join(config().filesDir, file!.storageKey))).toBe(false);
    expect(await listed("students")).not.toContain(notice._id);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "notice.delete"))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(entry).toMatchObject({
      entityId: notice._id,
      before: expect.objectContaining({ title: "Delete me" }),
      after: null,
    });
    expect(revalidateTag).toHaveBeenCalledWith("notices", { expire: 0 });

    expect(await byId("DELETE", notice._id)).toMatchObject({
      status: 404,
      body: { error: `Cannot find notice with id: ${notice._id}` },
    });
  });
});
