import { and, eq, gt, isNull, or, sql, type SQL } from "drizzle-orm";
import { notices } from "../db/schema";

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
 * The "new" badge: published within the last seven days, and its own last date (the day it stays
 * current until, or the last day to apply) has not passed.
 */
export function isNewNotice(notice: NoticeDates, now: Date = new Date()): boolean {
  const age = now.getTime() - new Date(notice.createdAt).getTime();
  if (age < 0 || age >= NEW_BADGE_DAYS * 24 * 60 * 60 * 1000) return false;
  const lastDates = [notice.validUntil, notice.endDate].filter((d): d is Date | string => d != null);
  return lastDates.every((d) => new Date(d).getTime() > now.getTime());
}
