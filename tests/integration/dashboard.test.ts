import { and, eq } from "drizzle-orm";
import { dashboardStats } from "@/lib/dashboard/queries";
import { contentItems, notices, submissions } from "@/lib/db/schema";
import { config } from "@/lib/config";
import {
  DEFAULT_REVIEW_DAYS,
  REVIEW_KIND_ORDER,
  REVIEW_KINDS,
  reviewCutoff,
  reviewDays,
  reviewKindOf,
} from "@/lib/content/review-intervals";
import { newId } from "@/lib/ids";
import type { Actor } from "@/lib/auth/actor";
import { SEEDED, setupTestDatabase, type TestDatabase } from "../helpers/test-database";

let testDb: TestDatabase;
const now = new Date("2026-11-21T06:00:00Z");
const editor: Actor = { kind: "user", id: "0123456789abcdef01234567", email: "e@example.org", role: "Editor" };

beforeAll(async () => {
  testDb = await setupTestDatabase(SEEDED);
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

/** Sets a page's last review (YYYY-MM-DD) in its published version. */
async function reviewedOn(path: string, day: string) {
  const database = testDb.handle.db;
  const [item] = await database
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.type, "page"), eq(contentItems.key, path)));
  const published = item!.published as Record<string, unknown>;
  await database
    .update(contentItems)
    .set({ published: { ...published, lastReviewed: day } })
    .where(eq(contentItems.id, item!.id));
  return item!;
}

/** The day `days` before `now`, as a page's last review. */
const daysBefore = (days: number) => new Date(now.getTime() - days * 24 * 3600 * 1000).toISOString().slice(0, 10);

test("lists the published pages whose last review is older than their kind's interval, the oldest first (GIGW content review)", async () => {
  const help = await reviewedOn("/help", "2001-01-01");
  const stats = await dashboardStats(editor, now);
  expect(stats.overdueReview[0]).toEqual({
    id: help.id,
    path: "/help",
    title: "Help",
    lastReviewed: "2001-01-01",
    kind: "policy",
    days: 730,
  });
  // Every listed page is past its own kind's interval, and every page past it is listed.
  const pages = await testDb.handle.db.select().from(contentItems).where(eq(contentItems.type, "page"));
  const overdue = pages
    .filter((page) => {
      if (!page.published) return false;
      const kind = reviewKindOf(page.key);
      return (
        (page.published as { lastReviewed: string }).lastReviewed < reviewCutoff(kind, config().contentReviewDays, now)
      );
    })
    .map((page) => page.key)
    .sort();
  expect(stats.overdueReview.map((page) => page.path).sort()).toEqual(overdue);
  // A page reviewed within the interval is not listed.
  expect(stats.overdueReview.map((page) => page.path)).not.toContain("/cmap-policy");
});

test("each kind of page has its own interval: admission pages monthly, contacts quarterly, policies every two years, the rest CONTENT_REVIEW_DAYS", async () => {
  const defaultDays = config().contentReviewDays;
  // 45 days: overdue for an admission page (30), not for a contact page (90).
  await reviewedOn("/admission/guidelines", daysBefore(45));
  await reviewedOn("/contact", daysBefore(45));
  // 100 days: overdue for the officers' page (90), not for a page of the default kind nor a policy.
  await reviewedOn("/registrar", daysBefore(100));
  await reviewedOn("/amenities/Library", daysBefore(100));
  // Past the default interval: overdue for the library page, not yet for a policy (730).
  await reviewedOn("/ncc", daysBefore(defaultDays + 5));
  await reviewedOn("/privacy-policy", daysBefore(defaultDays + 5));
  const listed = new Map((await dashboardStats(editor, now)).overdueReview.map((page) => [page.path, page]));
  expect(listed.get("/admission/guidelines")).toMatchObject({ kind: "cycle", days: 30 });
  expect(listed.has("/contact")).toBe(false);
  expect(listed.get("/registrar")).toMatchObject({ kind: "people", days: 90 });
  expect(listed.has("/amenities/Library")).toBe(false);
  expect(listed.get("/ncc")).toMatchObject({ kind: "general", days: defaultDays });
  expect(listed.has("/privacy-policy")).toBe(false);
});

test("the Content Review Policy page states the intervals the dashboard follows, in both languages", async () => {
  const [policy] = await testDb.handle.db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.type, "page"), eq(contentItems.key, "/content-review-policy")));
  const text = JSON.stringify(policy!.published);
  for (const kind of REVIEW_KIND_ORDER) {
    const days = reviewDays(kind, DEFAULT_REVIEW_DAYS);
    expect(text).toContain(`${REVIEW_KINDS[kind].name.en}: every ${days} days`);
    expect(text).toContain(`${REVIEW_KINDS[kind].name.hi}: हर ${days} दिन में`);
  }
  expect(text).not.toMatch(/Review intervals[\s\S]{0,200}to be confirmed by the university;/);
});
