import { actionInWords } from "@/lib/audit/action-words";
import { auditKind, AUDIT_KINDS } from "@/lib/audit/kinds";
import { RECORD_KINDS } from "@/lib/records/kinds";
import { CONTENT_TYPES } from "@/lib/content/schema";
import { AUDIT_PER_PAGE, listAuditLog } from "@/lib/audit/log";
import { auditLog } from "@/lib/db/schema";
import { newId } from "@/lib/ids";
import { recordService } from "@/lib/records/service";
import { OFFICE_HOLDERS } from "@/lib/office-holders/record";
import type { Actor } from "@/lib/auth/actor";
import { ForbiddenError, UnauthorizedError, ValidationError } from "@/lib/errors";
import { setupTestDatabase, type TestDatabase } from "../helpers/test-database";

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await setupTestDatabase();
});
afterAll(() => testDb.teardown());

const admin: Actor = { kind: "user", id: "a00000000000000000000001", email: "admin@example.org", role: "Admin" };
const editorId = "e00000000000000000000001";

/** An entry written at a given instant, as the log keeps them. */
async function entryAt(
  at: string,
  values: { actorId?: string; entityType: string; entityId?: string; action?: string },
) {
  await testDb.handle.db.insert(auditLog).values({
    id: newId(),
    actorId: values.actorId ?? null,
    actor: values.actorId === editorId ? "editor@example.org" : "system",
    action: values.action ?? `${values.entityType}.update`,
    entityType: values.entityType,
    entityId: values.entityId ?? null,
    createdAt: new Date(at),
  });
}

test("only an Admin may read the log", async () => {
  for (const role of ["Editor", "Publisher", "Admissions", "Faculty"] as const) {
    const caller: Actor = { kind: "user", id: editorId, email: "someone@example.org", role };
    await expect(listAuditLog(caller)).rejects.toBeInstanceOf(ForbiddenError);
  }
  await expect(listAuditLog({ kind: "anonymous" })).rejects.toBeInstanceOf(UnauthorizedError);
});

test("filters by person, kind, item and the days in India", async () => {
  // 18:29 UTC is 23:59 in India on 1 January; 18:31 UTC is already 2 January there.
  await entryAt("2026-01-01T18:29:00Z", { actorId: editorId, entityType: "filter-test", entityId: "one" });
  await entryAt("2026-01-01T18:31:00Z", { actorId: editorId, entityType: "filter-test", entityId: "two" });
  await entryAt("2026-01-03T06:00:00Z", { entityType: "filter-test", entityId: "one" });
  await entryAt("2026-01-03T07:00:00Z", { actorId: editorId, entityType: "other-test", entityId: "one" });

  const ids = async (query: Record<string, string>) =>
    (await listAuditLog(admin, query)).entries.map((entry) => `${entry.kind} ${entry.itemId} ${entry.at}`);

  expect(await ids({ kind: "filter-test" })).toEqual([
    "filter-test one 2026-01-03T06:00:00.000Z",
    "filter-test two 2026-01-01T18:31:00.000Z",
    "filter-test one 2026-01-01T18:29:00.000Z",
  ]);
  expect(await ids({ kind: "filter-test", actor: editorId })).toEqual([
    "filter-test two 2026-01-01T18:31:00.000Z",
    "filter-test one 2026-01-01T18:29:00.000Z",
  ]);
  expect(await ids({ kind: "filter-test", item: "one" })).toEqual([
    "filter-test one 2026-01-03T06:00:00.000Z",
    "filter-test one 2026-01-01T18:29:00.000Z",
  ]);
  expect(await ids({ kind: "filter-test", from: "2026-01-01", to: "2026-01-01" })).toEqual([
    "filter-test one 2026-01-01T18:29:00.000Z",
  ]);
  expect(await ids({ actor: editorId, from: "2026-01-02" })).toEqual([
    "other-test one 2026-01-03T07:00:00.000Z",
    "filter-test two 2026-01-01T18:31:00.000Z",
  ]);
  // A kind the map does not know yet is named by its own words.
  expect((await listAuditLog(admin, { kind: "other-test" })).entries[0]).toMatchObject({
    kindNoun: "other test",
    actionText: "Changed",
    actor: "editor@example.org",
  });
});

test("refuses a day that is not one, and a last day before the first, by field", async () => {
  const refusal = (query: Record<string, string>) => listAuditLog(admin, query).catch((error: unknown) => error);
  const badDay = await refusal({ from: "2026-02-30" });
  expect(badDay).toBeInstanceOf(ValidationError);
  expect((badDay as ValidationError).fieldErrors).toEqual({ from: "Give the first day as a date (YYYY-MM-DD)." });
  const backwards = await refusal({ from: "2026-03-02", to: "2026-03-01" });
  expect((backwards as ValidationError).fieldErrors).toEqual({ to: "The last day cannot be before the first." });
});

test("pages through the log newest first, 50 a page", async () => {
  const start = Date.parse("2025-06-01T00:00:00Z");
  await testDb.handle.db.insert(auditLog).values(
    Array.from({ length: AUDIT_PER_PAGE + 10 }, (_, index) => ({
      id: newId(),
      actor: "system",
      action: "paging.update",
      entityType: "paging-test",
      entityId: String(index),
      createdAt: new Date(start + index * 60_000),
    })),
  );
  const first = await listAuditLog(admin, { kind: "paging-test" });
  expect(first).toMatchObject({ page: 1, perPage: AUDIT_PER_PAGE, totalItems: AUDIT_PER_PAGE + 10, totalPages: 2 });
  expect(first.entries).toHaveLength(AUDIT_PER_PAGE);
  expect(first.entries[0]!.itemId).toBe(String(AUDIT_PER_PAGE + 9));
  const second = await listAuditLog(admin, { kind: "paging-test", page: "2" });
  expect(second.entries.map((entry) => entry.itemId)).toEqual(["9", "8", "7", "6", "5", "4", "3", "2", "1", "0"]);
});

test("names a declared kind's item and links to it, and keeps its name once it is deleted", async () => {
  const service = recordService(OFFICE_HOLDERS);
  const added = await service.create(admin, { office: "dean-audit", title: "Dean, Audit Studies", name: "Prof. A" });
  const [creation] = (await listAuditLog(admin, { kind: "office-holder", item: added.id })).entries;
  expect(creation).toMatchObject({
    action: "office-holder.create",
    actionText: "Added",
    kindNoun: "office holder",
    itemName: "Dean, Audit Studies",
    href: `/admin/office-holders/${added.id}`,
    actor: "admin@example.org",
  });

  await service.remove(admin, added.id, { updatedAt: added.updatedAt });
  const [deletion, before] = (await listAuditLog(admin, { kind: "office-holder", item: added.id })).entries;
  expect(deletion).toMatchObject({ actionText: "Deleted", itemName: "Dean, Audit Studies", href: null });
  expect(deletion!.before).toMatchObject({ title: "Dean, Audit Studies", name: "Prof. A" });
  // The item is gone: the earlier entry keeps the name its own copy holds, without a link.
  expect(before).toMatchObject({ itemName: "Dean, Audit Studies", href: null });
});

test("actions read as words: whole actions first, then their step, then the step's own words", () => {
  expect(actionInWords("user.login")).toBe("Signed in");
  expect(actionInWords("notice.restore")).toBe("Brought back from the archive");
  expect(actionInWords("office-holder.restore")).toBe("Restored an earlier version");
  expect(actionInWords("content.send-back")).toBe("Sent back for changes");
  expect(actionInWords("campus.create")).toBe("Added");
  expect(actionInWords("grievance.submit")).toBe("Submitted");
  expect(actionInWords("media.replace-everywhere")).toBe("Replace everywhere");
});

test("every declared record kind and content type is named, each kind once", () => {
  const types = AUDIT_KINDS.map((kind) => kind.entityType);
  expect(new Set(types).size).toBe(types.length);
  for (const kind of RECORD_KINDS) expect(auditKind(kind.key).noun).toBe(kind.noun.one);
  for (const type of CONTENT_TYPES) expect(types).toContain(`content:${type}`);
  expect(auditKind("content:tender").noun).toBe("tender");
  expect(auditKind("some_new-kind").noun).toBe("some new kind");
});
