/**
 * Bulk actions on notices (issue 26, item 9): the roles of the single actions, one transaction for
 * the whole batch (an unknown id changes nothing), one audit entry per notice, the PDFs of deleted
 * notices removed after the commit as a single delete removes them, and the notice lists' cache
 * invalidated; the staff route answers the counts.
 */
jest.mock("next/cache", () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: jest.fn() }));

import fs from "node:fs";
import path from "node:path";
import { and, eq, inArray, sql } from "drizzle-orm";
import { revalidateTag } from "next/cache";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { config } from "@/lib/config";
import { auditLog, notices, storedFiles } from "@/lib/db/schema";
import { ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { newId } from "@/lib/ids";
import { createNotice } from "@/lib/notices/service";
import { applyNoticeBulkAction } from "@/lib/notices/bulk";
import { NOTICE_BULK_MAX } from "@/lib/notices/schema";
import { actionInWords } from "@/lib/audit/action-words";
import * as bulkRoute from "@/app/api/v1/notice/bulk/route";
import { apiRequest, call, setupApiTest, type ApiTestContext } from "./api-helpers";
import { fileOf } from "./api-pdf-fixtures";

let context: ApiTestContext;
const db = () => context.testDb.handle.db;

const actor = (role: keyof ApiTestContext["users"]): Actor => {
  const user = context.users[role];
  return { kind: "user", id: user.id, email: user.email, role: role === "OtherFaculty" ? "Faculty" : role };
};

/**
 * A PDF of its own (its title as text), so that each notice has a file no other record shares. Its
 * dates are not written, so the same title always gives the same bytes (the shared-file case needs
 * two uploads to match even when a second passes between them).
 */
async function pdfOf(title: string): Promise<File> {
  const document = await PDFDocument.create({ updateMetadata: false });
  const font = await document.embedFont(StandardFonts.Helvetica);
  document.addPage([595, 842]).drawText(title, { x: 50, y: 780, size: 12, font });
  return fileOf(new Uint8Array(await document.save()), "notice.pdf");
}

async function addNotices(prefix: string, count: number, fields: Record<string, string> = {}): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 1; i <= count; i++) {
    const title = `${prefix} ${i}`;
    const notice = await createNotice(
      actor("Editor"),
      { fileName: title, section: "students", ...fields },
      await pdfOf(title),
    );
    ids.push(notice.id);
  }
  // Only what the bulk action invalidates counts.
  jest.mocked(revalidateTag).mockClear();
  return ids;
}

async function rowsOf(ids: string[]) {
  return db().select().from(notices).where(inArray(notices.id, ids));
}

async function auditOf(ids: string[], action: string) {
  return db()
    .select()
    .from(auditLog)
    .where(and(inArray(auditLog.entityId, ids), eq(auditLog.action, action)));
}

const onDisk = (key: string) => fs.existsSync(path.join(config().filesDir, key));

beforeAll(async () => {
  context = await setupApiTest();
  jest.spyOn(console, "log").mockImplementation(() => {});
}, 120_000);
afterAll(() => context.testDb.teardown());
beforeEach(() => jest.mocked(revalidateTag).mockClear());

describe("who may apply a bulk action", () => {
  test.each(["Editor", "Publisher", "Admin"] as const)("a %s archives the notices chosen", async (role) => {
    const ids = await addNotices(`Allowed ${role}`, 2);
    await expect(applyNoticeBulkAction(actor(role), { action: "archive", ids })).resolves.toEqual({
      action: "archive",
      selected: 2,
      changed: 2,
    });
    expect((await rowsOf(ids)).map((n) => n.archived)).toEqual([true, true]);
    expect(revalidateTag).toHaveBeenCalledWith("notices", { expire: 0 });
  });

  test.each([
    ["an anonymous caller", { kind: "anonymous" } as Actor, UnauthorizedError],
    ["Faculty", "Faculty", ForbiddenError],
    ["Admissions", "Admissions", ForbiddenError],
  ] as const)("%s is refused, and nothing changes", async (_name, who, refusal) => {
    const ids = await addNotices(`Refused ${_name}`, 2);
    const caller = typeof who === "string" ? actor(who) : who;
    for (const input of [
      { action: "archive", ids },
      { action: "delete", ids },
      { action: "move", ids, section: "admission" },
    ])
      await expect(applyNoticeBulkAction(caller, input)).rejects.toBeInstanceOf(refusal);
    const rows = await rowsOf(ids);
    expect(rows.map((n) => [n.archived, n.section])).toEqual([
      [false, "students"],
      [false, "students"],
    ]);
    expect(await auditOf(ids, "notice.archive")).toEqual([]);
    expect(revalidateTag).not.toHaveBeenCalled();
  });
});

describe("a batch is all or nothing", () => {
  test("an unknown id among known ones changes none of them, and says which id is unknown", async () => {
    const ids = await addNotices("Rollback", 3);
    const files = (await rowsOf(ids)).map((n) => n.fileId!);
    const unknown = newId();
    for (const action of ["archive", "delete"] as const) {
      const attempt = applyNoticeBulkAction(actor("Editor"), { action, ids: [...ids, unknown] });
      await expect(attempt).rejects.toBeInstanceOf(NotFoundError);
      await expect(applyNoticeBulkAction(actor("Editor"), { action, ids: [unknown, ...ids] })).rejects.toThrow(
        `Cannot find notice with id: ${unknown}`,
      );
    }
    const rows = await rowsOf(ids);
    expect(rows).toHaveLength(3);
    expect(rows.every((n) => !n.archived)).toBe(true);
    expect(await db().select().from(storedFiles).where(inArray(storedFiles.id, files))).toHaveLength(3);
    expect(await auditOf(ids, "notice.archive")).toEqual([]);
    expect(await auditOf(ids, "notice.delete")).toEqual([]);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  test("a failure part-way through the batch rolls back the notices written before it", async () => {
    const ids = await addNotices("Part way", 3);
    // The database refuses the change of the last notice in locking order, after the others were written.
    const last = [...ids].sort().at(-1)!;
    await db().execute(
      sql.raw(`CREATE FUNCTION refuse_part_way() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'refused by the test'; END $$`),
    );
    await db().execute(
      sql.raw(`CREATE TRIGGER refuse_part_way BEFORE UPDATE ON notices
        FOR EACH ROW WHEN (OLD.id = '${last}') EXECUTE FUNCTION refuse_part_way()`),
    );
    try {
      await expect(
        applyNoticeBulkAction(actor("Editor"), { action: "move", ids, section: "admission" }),
      ).rejects.toThrow();
    } finally {
      await db().execute(sql.raw("DROP TRIGGER refuse_part_way ON notices"));
      await db().execute(sql.raw("DROP FUNCTION refuse_part_way()"));
    }
    expect((await rowsOf(ids)).map((n) => n.section)).toEqual(["students", "students", "students"]);
    expect(await auditOf(ids, "notice.move")).toEqual([]);
    expect(revalidateTag).not.toHaveBeenCalled();
  });
});

describe("what each action does", () => {
  test("archive and unarchive write one audit entry per notice; a notice already so is counted as unchanged", async () => {
    const ids = await addNotices("Archive pair", 2);
    await applyNoticeBulkAction(actor("Editor"), { action: "archive", ids: [ids[0]!] });
    await expect(applyNoticeBulkAction(actor("Publisher"), { action: "archive", ids })).resolves.toMatchObject({
      selected: 2,
      changed: 1,
    });
    const archived = await auditOf(ids, "notice.archive");
    expect(archived).toHaveLength(2);
    expect(archived.find((e) => e.entityId === ids[1])).toMatchObject({
      actor: "publisher@example.org",
      entityType: "notice",
      before: expect.objectContaining({ archived: false }),
      after: expect.objectContaining({ archived: true }),
    });

    await expect(applyNoticeBulkAction(actor("Admin"), { action: "unarchive", ids })).resolves.toMatchObject({
      changed: 2,
    });
    expect((await rowsOf(ids)).every((n) => !n.archived)).toBe(true);
    const restored = await auditOf(ids, "notice.restore");
    expect(restored.map((e) => e.entityId).sort()).toEqual([...ids].sort());
    expect(restored.every((e) => e.actor === "admin@example.org")).toBe(true);
  });

  test("unarchive makes a notice whose auto-archive date has passed current again, as the single restore does", async () => {
    const [id] = await addNotices("Expired", 1);
    await db()
      .update(notices)
      .set({ autoArchive: true, validUntil: new Date(Date.now() - 1000) })
      .where(eq(notices.id, id!));
    await applyNoticeBulkAction(actor("Editor"), { action: "unarchive", ids: [id!] });
    const [row] = await rowsOf([id!]);
    expect(row).toMatchObject({ archived: false, autoArchive: false });
  });

  test("move puts every notice into the section, with a 'moved' audit entry each", async () => {
    const ids = await addNotices("Mover", 3);
    await expect(
      applyNoticeBulkAction(actor("Editor"), { action: "move", ids, section: "ad circulars" }),
    ).resolves.toMatchObject({ changed: 3 });
    expect((await rowsOf(ids)).map((n) => n.section)).toEqual(["ad circulars", "ad circulars", "ad circulars"]);
    const moved = await auditOf(ids, "notice.move");
    expect(moved).toHaveLength(3);
    expect(moved[0]).toMatchObject({
      before: expect.objectContaining({ section: "students" }),
      after: expect.objectContaining({ section: "ad circulars" }),
    });
    expect(actionInWords("notice.move")).toBe("Moved to another section");
  });

  test("delete removes the notices, their file rows and, after the commit, their bytes; a file another notice uses stays", async () => {
    const ids = await addNotices("Deleter", 2);
    const shared = await createNotice(
      actor("Editor"),
      { fileName: "Keeps the shared PDF", section: "students" },
      await pdfOf("Deleter 2"),
    );
    const rows = await rowsOf(ids);
    const files = await db()
      .select()
      .from(storedFiles)
      .where(
        inArray(
          storedFiles.id,
          rows.map((n) => n.fileId!),
        ),
      );
    expect(files).toHaveLength(2);
    expect(files.every((f) => onDisk(f.storageKey))).toBe(true);

    await expect(applyNoticeBulkAction(actor("Admin"), { action: "delete", ids })).resolves.toMatchObject({
      changed: 2,
    });
    expect(await rowsOf(ids)).toEqual([]);
    expect(await auditOf(ids, "notice.delete")).toHaveLength(2);
    const sharedFile = files.find((f) => f.id === shared.file!.id)!;
    const ownFile = files.find((f) => f.id !== shared.file!.id)!;
    expect(await db().select().from(storedFiles).where(eq(storedFiles.id, ownFile.id))).toEqual([]);
    expect(onDisk(ownFile.storageKey)).toBe(false);
    expect(await db().select().from(storedFiles).where(eq(storedFiles.id, sharedFile.id))).toHaveLength(1);
    expect(onDisk(sharedFile.storageKey)).toBe(true);
    expect(revalidateTag).toHaveBeenCalledWith("notices", { expire: 0 });
  });
});

describe("bad input is refused with the field named", () => {
  test.each([
    [{ action: "archive", ids: [] }, "ids", "select at least one notice"],
    [
      { action: "archive", ids: Array.from({ length: NOTICE_BULK_MAX + 1 }, () => newId()) },
      "ids",
      `select at most ${NOTICE_BULK_MAX} notices at a time`,
    ],
    [{ action: "archive", ids: ["not-an-id"] }, "ids.0", "must hold notice ids"],
    [{ action: "publish", ids: [newId()] }, "action", "choose archive, unarchive, delete or move"],
    [{ action: "move", ids: [newId()] }, "section", "choose the section to move the notices to"],
    [{ action: "move", ids: [newId()], section: "nowhere" }, "section", expect.stringContaining("is not one of")],
  ])("%j", async (input, field, message) => {
    const attempt = applyNoticeBulkAction(actor("Editor"), input);
    await expect(attempt).rejects.toBeInstanceOf(ValidationError);
    await attempt.catch((error: ValidationError) => expect(error.fieldErrors[field]).toEqual(message));
  });
});

describe("POST /api/v1/notice/bulk", () => {
  const post = (token: string | undefined, json: unknown) =>
    call(bulkRoute.POST, apiRequest("POST", "notice/bulk", { token, json }));

  test("answers the counts to staff, 401 without a token and 403 to other roles before reading the body", async () => {
    const ids = await addNotices("Route", 2);
    expect(await post(undefined, { action: "archive", ids })).toMatchObject({ status: 401 });
    expect(await post(context.tokens.Admissions, { action: "archive", ids })).toMatchObject({ status: 403 });
    expect(await post(context.tokens.Faculty, { action: "archive", ids })).toMatchObject({ status: 403 });
    expect((await rowsOf(ids)).every((n) => !n.archived)).toBe(true);

    expect(await post(context.tokens.Publisher, { action: "archive", ids })).toMatchObject({
      status: 200,
      body: { status: "success", data: { action: "archive", selected: 2, changed: 2 } },
    });
    const missing = await post(context.tokens.Editor, { action: "delete", ids: [...ids, newId()] });
    expect(missing.status).toBe(404);
    expect(await rowsOf(ids)).toHaveLength(2);
    const bad = await post(context.tokens.Editor, { action: "move", ids });
    expect(bad).toMatchObject({ status: 400, body: { fieldErrors: { section: expect.any(String) } } });
  });
});
