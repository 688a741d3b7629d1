import { and, eq } from "drizzle-orm";
import { dashboardStats } from "@/lib/dashboard/queries";
import { seedDatabase } from "@/lib/db/seed";
import { fileStore } from "@/lib/files/store";
import { contentItems, notices, submissions } from "@/lib/db/schema";
import { config } from "@/lib/config";
import { newId } from "@/lib/ids";
import type { Actor } from "@/lib/auth/actor";
import { setupTestDatabase, type TestDatabase } from "../helpers/test-database";

let testDb: TestDatabase;
const now = new Date("2026-11-21T06:00:00Z");
const editor: Actor = { kind: "user", id: "0123456789abcdef01234567", email: "e@example.org", role: "Editor" };

beforeAll(async () => {
  testDb = await setupTestDatabase();
  await seedDatabase(testDb.handle.db, fileStore());
});
afterAll(() => testDb.teardown());

test("counts active and archived notices per section, with read-time auto-archiving", async () => {
  const stats = await dashboardStats(editor, now);
  const all = await testDb.handle.db.select().from(notices);
  const total = stats.sections.reduce((sum, s) => sum + s.active + s.archived, 0);
  expect(total).toBe(all.length);
  const expired = all.filter((n) => !n.archived && n.autoArchive && n.validUntil! <= now);
  expect(expired.length).toBeGreaterThan(0);
  const archivedFlags = all.filter((n) => n.archived).length;
  expect(stats.sections.reduce((sum, s) => sum + s.archived, 0)).toBe(archivedFlags + expired.length);
  expect(stats.sections.find((s) => s.section === "announcements")?.label).toBe("Announcements");
});

test("lists the active notices that auto-archive within 14 days, soonest first", async () => {
  const [first] = await testDb.handle.db.select().from(notices).where(eq(notices.archived, false)).limit(1);
  await testDb.handle.db
    .update(notices)
    .set({ autoArchive: true, validUntil: new Date(now.getTime() + 3 * 24 * 3600 * 1000) })
    .where(eq(notices.id, first!.id));
  const stats = await dashboardStats(editor, now);
  expect(stats.expiringSoon.map((n) => n.id)).toContain(first!.id);
  for (const n of stats.expiringSoon) {
    const days = (new Date(n.validUntil).getTime() - now.getTime()) / (24 * 3600 * 1000);
    expect(days).toBeGreaterThan(0);
    expect(days).toBeLessThanOrEqual(14);
  }
});

test("shows the latest changes and the forms awaiting action", async () => {
  await testDb.handle.db.insert(submissions).values([
    { id: newId(), kind: "grievance", reference: "GRV-TEST-1", name: "A", email: "a@example.org" },
    { id: newId(), kind: "grievance", reference: "GRV-TEST-2", name: "B", email: "b@example.org", status: "resolved" },
    { id: newId(), kind: "alumni", reference: "ALM-TEST-1", name: "C", email: "c@example.org", status: "in_progress" },
  ]);
  const stats = await dashboardStats(editor, now);
  // The seed's own entries are the latest changes: the database's, then the content's.
  expect(stats.recentChanges.slice(0, 2).map((change) => change.action)).toEqual(
    expect.arrayContaining(["database.seed", "content.seed"]),
  );
  expect(Object.fromEntries(stats.pendingSubmissions.map((p) => [p.kind, p.count]))).toEqual({
    grievance: 1,
    alumni: 1,
  });
});

test("is for staff only", async () => {
  await expect(dashboardStats({ kind: "anonymous" }, now)).rejects.toMatchObject({ status: 401 });
  await expect(
    dashboardStats(
      { kind: "user", id: editor.kind === "user" ? editor.id : "", email: "f@example.org", role: "Faculty" },
      now,
    ),
  ).rejects.toMatchObject({ status: 403 });
});

test("lists the published pages whose last review is older than CONTENT_REVIEW_DAYS, the oldest first (GIGW content review)", async () => {
  const database = testDb.handle.db;
  const [help] = await database
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.type, "page"), eq(contentItems.key, "/help")));
  const published = help!.published as Record<string, unknown>;
  await database
    .update(contentItems)
    .set({ published: { ...published, lastReviewed: "2001-01-01" } })
    .where(eq(contentItems.id, help!.id));
  const stats = await dashboardStats(editor, now);
  expect(stats.overdueReview[0]).toEqual({ id: help!.id, path: "/help", title: "Help", lastReviewed: "2001-01-01" });
  const cutoff = new Date(now.getTime() - config().contentReviewDays * 24 * 3600 * 1000).toISOString().slice(0, 10);
  const pages = await database.select().from(contentItems).where(eq(contentItems.type, "page"));
  const overdue = pages
    .filter((page) => page.published && (page.published as { lastReviewed: string }).lastReviewed < cutoff)
    .map((page) => page.key)
    .sort();
  expect(stats.overdueReview.map((page) => page.path).sort()).toEqual(overdue);
  // A page reviewed within the interval is not listed.
  expect(stats.overdueReview.map((page) => page.path)).not.toContain("/cmap-policy");
});
