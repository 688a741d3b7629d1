/**
 * A notice's history and restore (issue 26, item 7): every change the audit log holds, newest
 * first and field by field; "restore this version" brings back an earlier version's details as one
 * more change (the PDF and the archive state stay); roles, unknown versions and another notice's
 * version are refused.
 */
jest.mock("next/cache", () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: jest.fn() }));

import { and, eq } from "drizzle-orm";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { auditLog, notices } from "@/lib/db/schema";
import { ForbiddenError, NotFoundError, UnauthorizedError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { createNotice, setNoticeArchived, updateNotice } from "@/lib/notices/service";
import { noticeHistory, restoreNoticeVersion } from "@/lib/notices/history";
import { actionInWords } from "@/lib/audit/action-words";
import { actorOf, setupApiTest, type ApiTestContext } from "./api-helpers";
import { fileOf } from "./api-pdf-fixtures";

let context: ApiTestContext;
const db = () => context.testDb.handle.db;
const editor = () => actorOf(context, "Editor");

async function pdfOf(title: string): Promise<File> {
  const document = await PDFDocument.create({ updateMetadata: false });
  const font = await document.embedFont(StandardFonts.Helvetica);
  document.addPage([595, 842]).drawText(title, { x: 50, y: 780, size: 12, font });
  return fileOf(new Uint8Array(await document.save()), "notice.pdf");
}

beforeAll(async () => {
  context = await setupApiTest();
}, 120_000);
afterAll(() => context.testDb.teardown());

async function changedNotice(title: string) {
  const created = await createNotice(editor(), { fileName: title, section: "students" }, await pdfOf(title));
  await updateNotice(editor(), created.id, { fileName: `${title}, corrected`, section: "admission" });
  await setNoticeArchived(actorOf(context, "Publisher"), created.id, { archive: true });
  return created.id;
}

test("lists every change newest first, with who made it and what it changed, in the form's words", async () => {
  const id = await changedNotice("Fee schedule 2026");
  const history = await noticeHistory(editor(), id);
  expect(history.title).toBe("Fee schedule 2026, corrected");
  expect(history.entries.map((entry) => [entry.action, entry.actor])).toEqual([
    ["Archived", context.users.Publisher.email],
    ["Changed", context.users.Editor.email],
    ["Added", context.users.Editor.email],
  ]);
  expect(history.entries[1]!.changes).toEqual([
    { field: "Title", from: "Fee schedule 2026", to: "Fee schedule 2026, corrected" },
    { field: "Section", from: "Students", to: "Admission" },
  ]);
  expect(history.entries[0]!.changes).toEqual([{ field: "Archived", from: "no", to: "yes" }]);
  // The newest is the notice as it is; the first version differs in its details, so it may come back.
  expect(history.entries.map((entry) => entry.restorable)).toEqual([false, false, true]);
});

test("restoring a version brings back its details as one more change; the PDF and archive state stay", async () => {
  const id = await changedNotice("Hostel allotment");
  const [before] = await db().select().from(notices).where(eq(notices.id, id));
  const first = (await noticeHistory(editor(), id)).entries.at(-1)!;
  await restoreNoticeVersion(editor(), id, first.id);

  const [after] = await db().select().from(notices).where(eq(notices.id, id));
  expect(after).toMatchObject({
    title: "Hostel allotment",
    section: "students",
    archived: true,
    fileId: before!.fileId,
  });
  const history = await noticeHistory(editor(), id);
  expect(history.entries[0]).toMatchObject({
    action: "Restored an earlier version",
    changes: [
      { field: "Title", from: "Hostel allotment, corrected", to: "Hostel allotment" },
      { field: "Section", from: "Admission", to: "Students" },
    ],
  });
  expect(actionInWords("notice.revert")).toBe("Restored an earlier version");

  // The same version again changes nothing and records nothing.
  const entries = await db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "notice"), eq(auditLog.entityId, id)));
  await restoreNoticeVersion(editor(), id, first.id);
  expect(
    await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "notice"), eq(auditLog.entityId, id))),
  ).toHaveLength(entries.length);
});

test("an unknown version, another notice's version and an unknown notice are not found", async () => {
  const id = await changedNotice("Scholarship list");
  const other = await changedNotice("Library hours");
  const otherEntry = (await noticeHistory(editor(), other)).entries.at(-1)!;
  await expect(restoreNoticeVersion(editor(), id, otherEntry.id)).rejects.toBeInstanceOf(NotFoundError);
  await expect(restoreNoticeVersion(editor(), id, "0123456789abcdef01234567")).rejects.toBeInstanceOf(NotFoundError);
  await expect(restoreNoticeVersion(editor(), id, "not an id")).rejects.toBeInstanceOf(NotFoundError);
  await expect(noticeHistory(editor(), "0123456789abcdef01234567")).rejects.toBeInstanceOf(NotFoundError);
  await expect(noticeHistory(editor(), "../x")).rejects.toBeInstanceOf(NotFoundError);
});

test.each([
  ["an anonymous caller", { kind: "anonymous" } as Actor, UnauthorizedError],
  ["Faculty", "Faculty", ForbiddenError],
  ["Admissions", "Admissions", ForbiddenError],
] as const)("%s may neither read the history nor restore, and nothing changes", async (_name, who, refusal) => {
  const id = await changedNotice(`Refused ${_name}`);
  const caller = typeof who === "string" ? actorOf(context, who) : who;
  const first = (await noticeHistory(editor(), id)).entries.at(-1)!;
  await expect(noticeHistory(caller, id)).rejects.toBeInstanceOf(refusal);
  await expect(restoreNoticeVersion(caller, id, first.id)).rejects.toBeInstanceOf(refusal);
  const [row] = await db().select().from(notices).where(eq(notices.id, id));
  expect(row!.title).toBe(`Refused ${_name}, corrected`);
});

test("Publishers and Admins may restore too", async () => {
  for (const role of ["Publisher", "Admin"] as const) {
    const id = await changedNotice(`Allowed ${role}`);
    const first = (await noticeHistory(actorOf(context, role), id)).entries.at(-1)!;
    await restoreNoticeVersion(actorOf(context, role), id, first.id);
    const [row] = await db().select().from(notices).where(eq(notices.id, id));
    expect(row!.title).toBe(`Allowed ${role}`);
  }
});
