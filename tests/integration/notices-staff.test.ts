/**
 * What the staff notice pages rely on: the notice manager's list (authorized inside, filtered,
 * ten a page, read past the cache) and the upload and edit answers' text-layer warning.
 */
jest.mock("next/cache", () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: jest.fn() }));

import { eq } from "drizzle-orm";
import { notices } from "@/lib/db/schema";
import { ForbiddenError, UnauthorizedError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { createNotice, setNoticeArchived } from "@/lib/notices/service";
import { listNoticesForStaff, STAFF_PAGE_SIZE, type StaffNoticeFilter } from "@/lib/notices/queries";
import { NO_TEXT_LAYER_WARNING } from "@/lib/notices/legacy";
import { noticeEditAnswerSchema, noticeUploadAnswerSchema } from "@/lib/api-client";
import * as upload from "@/app/api/v1/notice/upload/route";
import * as noticeById from "@/app/api/v1/notice/[id]/route";
import { apiRequest, call, setupApiTest, type ApiTestContext } from "./api-helpers";
import { fileOf, realPdf, scannedPdf } from "./api-pdf-fixtures";

let context: ApiTestContext;
let scanBytes: Uint8Array<ArrayBuffer>;

const actor = (role: keyof ApiTestContext["users"]): Actor => {
  const user = context.users[role];
  return { kind: "user", id: user.id, email: user.email, role: role === "OtherFaculty" ? "Faculty" : role };
};

const all = (filter: Partial<StaffNoticeFilter> = {}) =>
  listNoticesForStaff(actor("Editor"), { archived: false, page: 1, ...filter });
const titles = async (filter: Partial<StaffNoticeFilter>) => (await all(filter)).items.map((n) => n.title);

async function addNotice(title: string, section: string, createdAt?: string): Promise<string> {
  const notice = await createNotice(
    actor("Editor"),
    { fileName: title, section },
    fileOf(realPdf("seat-confirmation-pg.pdf"), "notice.pdf"),
  );
  if (createdAt)
    await context.testDb.handle.db
      .update(notices)
      .set({ createdAt: new Date(createdAt) })
      .where(eq(notices.id, notice.id));
  return notice.id;
}

beforeAll(async () => {
  context = await setupApiTest();
  jest.spyOn(console, "log").mockImplementation(() => {});
  scanBytes = await scannedPdf();
}, 120_000);
afterAll(() => context.testDb.teardown());

describe("the notice manager's list", () => {
  test("is refused without a signed-in Editor, Publisher or Admin, inside the query itself", async () => {
    const filter = { archived: false, page: 1 };
    await expect(listNoticesForStaff({ kind: "anonymous" }, filter)).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(listNoticesForStaff(actor("Faculty"), filter)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(listNoticesForStaff(actor("Admissions"), filter)).rejects.toBeInstanceOf(ForbiddenError);
    expect((await listNoticesForStaff(actor("Admin"), filter)).totalItems).toBeGreaterThan(0);
    expect((await listNoticesForStaff(actor("Publisher"), filter)).totalItems).toBeGreaterThan(0);
  });

  test("shows ten a page, newest first, with the number of pages", async () => {
    for (let i = 1; i <= 12; i++)
      await addNotice(
        `Paging probe ${String(i).padStart(2, "0")}`,
        "students",
        `2031-01-${String(i).padStart(2, "0")}T06:00:00Z`,
      );
    const first = await all({ search: "Paging probe" });
    expect(first).toMatchObject({ totalItems: 12, totalPages: 2 });
    expect(first.items).toHaveLength(STAFF_PAGE_SIZE);
    expect(first.items[0]!.title).toBe("Paging probe 12");
    expect((await all({ search: "Paging probe", page: 2 })).items.map((n) => n.title)).toEqual([
      "Paging probe 02",
      "Paging probe 01",
    ]);
  });

  test("filters by literal title text, section and an inclusive range of India days", async () => {
    await addNotice("Filter probe 100% attendance_rule", "students", "2032-03-10T19:00:00Z"); // 11 March in India
    await addNotice("Filter probe circular", "ad circulars", "2032-03-12T06:00:00Z");
    await addNotice("Filter probe late", "students", "2032-03-13T19:00:00Z"); // 14 March in India
    expect(await titles({ search: "100% ATTENDANCE_" })).toEqual(["Filter probe 100% attendance_rule"]);
    expect(await titles({ search: "probe 1_0" })).toEqual([]);
    expect(await titles({ search: "Filter probe", section: "ad circulars" })).toEqual(["Filter probe circular"]);
    expect(await titles({ search: "Filter probe", from: "2032-03-11", to: "2032-03-12" })).toEqual([
      "Filter probe circular",
      "Filter probe 100% attendance_rule",
    ]);
    expect(await titles({ search: "Filter probe", from: "2032-03-14" })).toEqual(["Filter probe late"]);
  });

  test("separates current from archived notices, counting an expired auto-archive as archived, and sees a change at once", async () => {
    const id = await addNotice("State probe", "announcements");
    expect(await titles({ search: "State probe" })).toEqual(["State probe"]);
    await setNoticeArchived(actor("Editor"), id, { archive: true });
    expect(await titles({ search: "State probe" })).toEqual([]);
    expect(await titles({ search: "State probe", archived: true })).toEqual(["State probe"]);

    const expired = await addNotice("Expired probe", "announcements");
    await context.testDb.handle.db
      .update(notices)
      .set({ autoArchive: true, validUntil: new Date(Date.now() - 1000) })
      .where(eq(notices.id, expired));
    const [row] = (await all({ search: "Expired probe", archived: true })).items;
    expect(row).toMatchObject({ title: "Expired probe", archived: true });
  });
});

describe("the text-layer warning of uploads and edits", () => {
  const form = (fields: Record<string, string>, file?: File) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    if (file) data.set("pdf", file);
    return data;
  };

  test("an upload of a scan without a text layer is accepted with a warning the admin client reads", async () => {
    const { status, body } = await call(
      upload.POST,
      apiRequest("POST", "notice/upload", {
        token: context.tokens.Editor,
        form: form({ fileName: "Scanned order", section: "ad office orders" }, fileOf(scanBytes, "scan.pdf")),
      }),
    );
    expect(status).toBe(201);
    const answer = noticeUploadAnswerSchema.parse(body);
    expect(answer).toMatchObject({
      status: "success",
      message: "File uploaded successfully",
      warning: NO_TEXT_LAYER_WARNING,
    });
    expect(answer.data.notice.hasTextLayer).toBe(false);
  });

  test("an upload with a text layer has no warning; replacing its PDF with a scan brings one", async () => {
    const { status, body } = await call(
      upload.POST,
      apiRequest("POST", "notice/upload", {
        token: context.tokens.Editor,
        form: form(
          { fileName: "Typed order", section: "ad office orders" },
          fileOf(realPdf("IQAC_ORDER.pdf"), "order.pdf"),
        ),
      }),
    );
    expect(status).toBe(201);
    expect(body).not.toHaveProperty("warning");
    const id = noticeUploadAnswerSchema.parse(body).data.notice._id;

    const edited = await call(
      noticeById.PUT,
      apiRequest("PUT", `notice/${id}`, {
        token: context.tokens.Editor,
        form: form({ fileName: "Typed order, scanned copy" }, fileOf(scanBytes, "copy.pdf")),
      }),
      { id },
    );
    expect(edited.status).toBe(200);
    expect(noticeEditAnswerSchema.parse(edited.body)).toMatchObject({
      warning: NO_TEXT_LAYER_WARNING,
      data: { notice: { fileName: "Typed order, scanned copy", hasTextLayer: false } },
    });
  });
});
