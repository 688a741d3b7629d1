import { and, asc, desc, eq, gt, inArray, lte, sql } from "drizzle-orm";
import { db, type Database } from "../db/client";
import { auditLog, contentItems, notices, submissions } from "../db/schema";
import { config } from "../config";
import { reviewCutoff, reviewDays, reviewKindOf, type ReviewKind } from "../content/review-intervals";
import { requireRole, type Actor } from "../auth/actor";
import { isActiveNotice } from "../notices/rules";
import { sectionLabel } from "../notices/sections";

export const EXPIRY_WINDOW_DAYS = 14;

export type DashboardStats = {
  sections: { section: string; label: string; active: number; archived: number }[];
  expiringSoon: { id: string; title: string; section: string; validUntil: string }[];
  recentChanges: {
    id: string;
    actor: string;
    action: string;
    entityType: string;
    entityId: string | null;
    createdAt: string;
  }[];
  pendingSubmissions: { kind: string; count: number }[];
  /**
   * Published pages whose last review is older than their kind's review interval
   * (lib/content/review-intervals.ts), the longest unreviewed first.
   */
  overdueReview: { id: string; path: string; title: string; lastReviewed: string; kind: ReviewKind; days: number }[];
};

/** What staff see first: notice counts, what expires soon, the latest changes and the forms awaiting action. */
export async function dashboardStats(
  actor: Actor,
  now: Date = new Date(),
  database: Database = db(),
): Promise<DashboardStats> {
  requireRole(actor, "Editor", "Admissions", "Publisher");
  const active = isActiveNotice(now);
  const horizon = new Date(now.getTime() + EXPIRY_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  const defaultDays = config().contentReviewDays;
  const [perSection, expiring, changes, pending, overdue] = await Promise.all([
    database
      .select({
        section: notices.section,
        active: sql<number>`count(*) filter (where ${active})::int`,
        archived: sql<number>`count(*) filter (where not (${active}))::int`,
      })
      .from(notices)
      .groupBy(notices.section)
      .orderBy(asc(notices.section)),
    database
      .select({ id: notices.id, title: notices.title, section: notices.section, validUntil: notices.validUntil })
      .from(notices)
      .where(and(active, eq(notices.autoArchive, true), gt(notices.validUntil, now), lte(notices.validUntil, horizon)))
      .orderBy(asc(notices.validUntil)),
    database
      .select({
        id: auditLog.id,
        actor: auditLog.actor,
        action: auditLog.action,
        entityType: auditLog.entityType,
        entityId: auditLog.entityId,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .orderBy(desc(auditLog.createdAt))
      .limit(15),
    database
      .select({ kind: submissions.kind, count: sql<number>`count(*)::int` })
      .from(submissions)
      .where(inArray(submissions.status, ["new", "in_progress"]))
      .groupBy(submissions.kind),
    database
      .select({
        id: contentItems.id,
        path: contentItems.key,
        title: sql<string>`${contentItems.published}->'title'->>'en'`,
        lastReviewed: sql<string>`${contentItems.published}->>'lastReviewed'`,
      })
      .from(contentItems)
      // Every published page (about a hundred): each kind has its own interval, compared below.
      .where(and(eq(contentItems.type, "page"), sql`${contentItems.published} is not null`))
      .orderBy(sql`${contentItems.published}->>'lastReviewed'`, asc(contentItems.key)),
  ]);
  return {
    sections: perSection.map((s) => ({ ...s, label: sectionLabel(s.section) })),
    expiringSoon: expiring.map((n) => ({ ...n, validUntil: n.validUntil!.toISOString() })),
    recentChanges: changes.map((c) => ({ ...c, createdAt: c.createdAt.toISOString() })),
    pendingSubmissions: pending,
    // A page's last review is a day (YYYY-MM-DD), so days compare as text.
    overdueReview: overdue.flatMap((page) => {
      const kind = reviewKindOf(page.path);
      return page.lastReviewed && page.lastReviewed < reviewCutoff(kind, defaultDays, now)
        ? [{ ...page, kind, days: reviewDays(kind, defaultDays) }]
        : [];
    }),
  };
}
