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

/** The "new" badge: published within the last seven days. */
export function isNewNotice(createdAt: Date | string, now: Date = new Date()): boolean {
  const age = now.getTime() - new Date(createdAt).getTime();
  return age >= 0 && age < NEW_BADGE_DAYS * 24 * 60 * 60 * 1000;
}
