import "server-only";
import { and, asc, desc, eq, gte, ilike, lt, sql, type SQL } from "drizzle-orm";
import { unstable_cache } from "next/cache";
import { db } from "../db/client";
import { notices, storedFiles } from "../db/schema";
import { CACHE_TAGS } from "../cache-tags";
import { isId } from "../ids";
import { isActiveNotice, isArchivedNotice } from "./rules";
import { fileUrl } from "../files/urls";
import { max } from "drizzle-orm";
import { requireRole, type Actor } from "../auth/actor";
import { startOfIndiaDay } from "../time";
import { NOTICE_STAFF } from "./roles";

/**
 * A notice as every reader sees it: dates as ISO strings (cache-safe); `url` is what a visitor
 * opens: the stored PDF (`file`) or, for a notice without one, its `link`.
 */
export type NoticeRecord = {
  id: string;
  title: string;
  section: string;
  archived: boolean;
  autoArchive: boolean;
  validUntil: string | null;
  endDate: string | null;
  applyUrl: string | null;
  vacancies: string | null;
  orderNumber: string | null;
  orderDate: string | null;
  uploadedBy: string;
  createdAt: string;
  updatedAt: string;
  url: string;
  link: string | null;
  file: {
    id: string;
    url: string;
    sizeBytes: number;
    contentType: string;
    originalName: string;
    hasTextLayer: boolean | null;
    /**
     * Where the document's text is read, for a scan whose text was recognised or written by staff
     * (set by the board's loader, past the list's cache: texts arrive in the background).
     */
    textUrl?: string;
  } | null;
};
export type NoticeSummary = Pick<
  NoticeRecord,
  "id" | "title" | "section" | "createdAt" | "url" | "validUntil" | "endDate"
> & { sizeBytes: number | null };

export function noticeSummary(n: NoticeRecord): NoticeSummary {
  return {
    id: n.id,
    title: n.title,
    section: n.section,
    createdAt: n.createdAt,
    url: n.url,
    validUntil: n.validUntil,
    endDate: n.endDate,
    sizeBytes: n.file?.sizeBytes ?? null,
  };
}

export type NoticeFilter = {
  section?: string;
  archived: boolean;
  page: number;
  limit: number;
  /** Literal, case-insensitive text to find in the title. */
  search?: string;
  /** YYYY-MM-DD, inclusive, in India time. */
  from?: string;
  to?: string;
};

const DAY_MS = 24 * 60 * 60 * 1000;

export function startOfIndianDay(date: string): Date {
  return startOfIndiaDay(date);
}

/** Escapes LIKE's wildcards so user text is matched literally (no pattern can make a query slow). */
export function likeLiteral(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const selection = {
  notice: notices,
  file: {
    id: storedFiles.id,
    originalName: storedFiles.originalName,
    sizeBytes: storedFiles.sizeBytes,
    contentType: storedFiles.contentType,
    hasTextLayer: storedFiles.hasTextLayer,
  },
};

type FileColumns = {
  id: string;
  originalName: string;
  sizeBytes: number;
  contentType: string;
  hasTextLayer: boolean | null;
};

function toRecord(
  { notice: n, file: f }: { notice: typeof notices.$inferSelect; file: FileColumns | null },
  now: Date,
): NoticeRecord {
  const file = f ? { ...f, url: fileUrl(f.id, f.originalName) } : null;
  const expired = n.autoArchive && n.validUntil !== null && n.validUntil.getTime() <= now.getTime();
  return {
    id: n.id,
    title: n.title,
    section: n.section,
    archived: n.archived || expired,
    autoArchive: n.autoArchive,
    validUntil: n.validUntil?.toISOString() ?? null,
    endDate: n.endDate?.toISOString() ?? null,
    applyUrl: n.applyUrl,
    vacancies: n.vacancies,
    orderNumber: n.orderNumber,
    orderDate: n.orderDate,
    uploadedBy: n.uploadedBy,
    createdAt: n.createdAt.toISOString(),
    updatedAt: n.updatedAt.toISOString(),
    url: file?.url ?? n.link ?? "",
    link: n.link,
    file,
  };
}

function filterConditions(filter: NoticeFilter, now: Date): SQL[] {
  const conditions: SQL[] = [filter.archived ? isArchivedNotice(now) : isActiveNotice(now)];
  if (filter.section) conditions.push(eq(notices.section, filter.section));
  if (filter.search) conditions.push(ilike(notices.title, likeLiteral(filter.search)));
  if (filter.from) conditions.push(gte(notices.createdAt, startOfIndianDay(filter.from)));
  if (filter.to) conditions.push(lt(notices.createdAt, new Date(startOfIndianDay(filter.to).getTime() + DAY_MS)));
  return conditions;
}

async function readNotices(filter: NoticeFilter): Promise<{ items: NoticeRecord[]; totalItems: number }> {
  const now = new Date();
  const where = and(...filterConditions(filter, now));
  const [rows, [total]] = await Promise.all([
    db()
      .select(selection)
      .from(notices)
      .leftJoin(storedFiles, eq(storedFiles.id, notices.fileId))
      .where(where)
      .orderBy(desc(notices.createdAt), asc(notices.id))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    db()
      .select({ n: sql<number>`count(*)::int` })
      .from(notices)
      .where(where),
  ]);
  return { items: rows.map((r) => toRecord(r, now)), totalItems: total?.n ?? 0 };
}

/** One page of active or archived notices, newest first, with the number of all that match. */
export const listNotices = unstable_cache(readNotices, ["notices:list"], {
  tags: [CACHE_TAGS.notices],
  // Auto-archiving depends on the clock, so cached lists are also refreshed every few minutes.
  revalidate: 300,
});

/** Rows per page of the staff notice manager. */
export const STAFF_PAGE_SIZE = 10;

export type StaffNoticeFilter = Omit<NoticeFilter, "limit">;

/**
 * One page of the staff notice manager (NOTICE_STAFF). Read past the cache: staff must see the
 * state their own last action left, and the exact moment auto-archiving happened.
 */
export async function listNoticesForStaff(
  actor: Actor,
  filter: StaffNoticeFilter,
): Promise<{ items: NoticeRecord[]; totalItems: number; totalPages: number }> {
  requireRole(actor, ...NOTICE_STAFF);
  const { items, totalItems } = await readNotices({ ...filter, limit: STAFF_PAGE_SIZE });
  return { items, totalItems, totalPages: Math.ceil(totalItems / STAFF_PAGE_SIZE) };
}

/** The newest active notices of a section (home page strips and bulletins). */
export async function listLatestNotices(section: string, limit: number): Promise<NoticeSummary[]> {
  const { items } = await listNotices({ section, archived: false, page: 1, limit });
  return items.map(noticeSummary);
}

/** One notice by id, whatever its state; undefined when there is none. Not cached: used by staff screens and writes. */
export async function findNotice(id: string): Promise<NoticeRecord | undefined> {
  if (!isId(id)) return undefined;
  const [row] = await db()
    .select(selection)
    .from(notices)
    .leftJoin(storedFiles, eq(storedFiles.id, notices.fileId))
    .where(eq(notices.id, id));
  return row ? toRecord(row, new Date()) : undefined;
}

async function readSectionUpdates(): Promise<Record<string, string>> {
  const rows = await db()
    .select({ section: notices.section, updatedAt: max(notices.updatedAt) })
    .from(notices)
    .groupBy(notices.section);
  return Object.fromEntries(rows.flatMap((r) => (r.updatedAt ? [[r.section, r.updatedAt.toISOString()]] : [])));
}

/** When each section last changed (newest updatedAt of its notices, archived ones included): the boards' lastmod. */
export const listSectionUpdates = unstable_cache(readSectionUpdates, ["notices:section-updates"], {
  tags: [CACHE_TAGS.notices],
});
