import { and, eq, gt, isNull, or, sql, type SQL } from "drizzle-orm";
import { notices } from "../db/schema";
import { endOfIndiaDay } from "../time";

/**
 * A notice is archived when staff archived it, or when it auto-archives and its validUntil has
 * passed. Evaluated at read time, so no scheduled job is needed.
 */
export function isActiveNotice(now: Date): SQL {
  return and(
    eq(notices.archived, false),
    or(eq(notices.autoArchive, false), isNull(notices.validUntil), gt(notices.validUntil, now)),
  )!;
}

export function isArchivedNotice(now: Date): SQL {
  return sql`not (${isActiveNotice(now)})`;
}

export const NEW_BADGE_DAYS = 7;

export type NoticeDates = {
  createdAt: Date | string;
  validUntil?: Date | string | null;
  endDate?: Date | string | null;
};

/**
 * When a notice's last date (a calendar day, stored as midnight UTC as the old data has it) is
 * over: at the end of that day in India, so applications stay open all of their last day.
 */
export function lastDateEnds(endDate: Date | string): Date {
  return endOfIndiaDay(new Date(endDate).toISOString().slice(0, 10));
}

/** A notice with a last date (a position, an admission) still takes applications. */
export function isOpenForApplications(notice: Pick<NoticeDates, "endDate">, now: Date = new Date()): boolean {
  return notice.endDate != null && lastDateEnds(notice.endDate).getTime() > now.getTime();
}

/**
 * The "new" badge: published within the last seven days, and neither the instant it stays current
 * until nor its last day to apply has passed.
 */
export function isNewNotice(notice: NoticeDates, now: Date = new Date()): boolean {
  const age = now.getTime() - new Date(notice.createdAt).getTime();
  if (age < 0 || age >= NEW_BADGE_DAYS * 24 * 60 * 60 * 1000) return false;
  if (notice.validUntil != null && new Date(notice.validUntil).getTime() <= now.getTime()) return false;
  return notice.endDate == null || isOpenForApplications(notice, now);
}
