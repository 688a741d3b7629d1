import { and, desc, eq } from "drizzle-orm";
import { db } from "../db/client";
import { auditLog, notices } from "../db/schema";
import { requireRole, type Actor } from "../auth/actor";
import { recordAudit } from "../audit/record";
import { actionInWords } from "../audit/action-words";
import { NotFoundError, ValidationError } from "../errors";
import { isId, parseId } from "../ids";
import { formatIndiaTime } from "../india-time-input";
import { NOTICE_STAFF } from "./roles";
import { isNoticeSection, sectionLabel } from "./sections";
import { invalidateNotices, notFound, type NoticeRow } from "./service";

/**
 * A notice's history (issue 26, item 7): every change the audit log holds for it, newest first,
 * field by field in the words of the notice form, and "restore" of an earlier version's details
 * (title, section, dates, links), as one more change. The PDF and the archive state stay as they
 * are: a replaced PDF is removed once nothing uses it, and archiving has its own buttons.
 */

type Snapshot = Partial<Record<keyof NoticeRow, unknown>>;

/** The details a restore brings back, with their labels, in the form's order. */
const RESTORED = {
  title: "Title",
  section: "Section",
  validUntil: "Current until",
  autoArchive: "Archived by itself after that date",
  endDate: "Last date",
  applyUrl: "Apply link",
  vacancies: "Vacancies",
  orderNumber: "Order number",
  orderDate: "Order date",
} as const satisfies Partial<Record<keyof NoticeRow, string>>;
type RestoredField = keyof typeof RESTORED;

/** Further changes the history shows but a restore leaves alone. */
const SHOWN = { ...RESTORED, archived: "Archived", fileId: "PDF", link: "Link instead of a PDF" } as const;
type ShownField = keyof typeof SHOWN;

const TIMES = new Set<string>(["validUntil", "endDate"]);

export type NoticeChange = { field: string; from: string; to: string };

export type NoticeHistoryEntry = {
  id: string;
  at: string;
  actor: string;
  action: string;
  changes: NoticeChange[];
  /** Whether "restore this version" would change the notice's details now. */
  restorable: boolean;
};

export type NoticeHistory = { id: string; title: string; entries: NoticeHistoryEntry[] };

/** A stored value as the form would name it. */
function shown(field: ShownField, value: unknown): string {
  if (value === null || value === undefined || value === "") return "(none)";
  if (field === "section") return sectionLabel(String(value));
  if (field === "fileId") return "a PDF";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (TIMES.has(field)) return formatIndiaTime(new Date(String(value)).toISOString());
  return String(value);
}

/** Values compared as stored in the log (times as ISO text). */
const plain = (value: unknown) =>
  value instanceof Date ? value.toISOString() : value === undefined || value === "" ? null : value;

function changesBetween(before: Snapshot | null, after: Snapshot | null): NoticeChange[] {
  if (!after) return [];
  return (Object.keys(SHOWN) as ShownField[]).flatMap((field): NoticeChange[] => {
    const from = before ? plain(before[field]) : null;
    const to = plain(after[field]);
    if (before && JSON.stringify(from) === JSON.stringify(to)) return [];
    if (!before && to === null) return [];
    if (field === "fileId")
      return [{ field: SHOWN.fileId, from: before ? shown(field, from) : "(none)", to: to ? "a new PDF" : "(none)" }];
    return [{ field: SHOWN[field], from: before ? shown(field, from) : "(none)", to: shown(field, to) }];
  });
}

const differsFrom = (current: Snapshot, version: Snapshot) =>
  (Object.keys(RESTORED) as RestoredField[]).some(
    (field) => JSON.stringify(plain(current[field])) !== JSON.stringify(plain(version[field])),
  );

async function entriesOf(noticeId: string) {
  return db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "notice"), eq(auditLog.entityId, noticeId)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id));
}

export async function noticeHistory(actor: Actor, id: string): Promise<NoticeHistory> {
  requireRole(actor, ...NOTICE_STAFF);
  if (!isId(id)) throw notFound(id);
  const [notice] = await db().select().from(notices).where(eq(notices.id, id));
  if (!notice) throw notFound(id);
  const entries = await entriesOf(id);
  return {
    id,
    title: notice.title,
    entries: entries.map((entry, index) => {
      const after = (entry.after as Snapshot | null) ?? null;
      return {
        id: entry.id,
        at: entry.createdAt.toISOString(),
        actor: entry.actor,
        action: actionInWords(entry.action),
        changes: changesBetween((entry.before as Snapshot | null) ?? null, after),
        // The newest entry is the notice as it is; an older one may be brought back.
        restorable: index > 0 && after !== null && differsFrom(notice, after),
      };
    }),
  };
}

/** Brings back the details of the notice as the audit entry `entryId` left them; the PDF and archive state stay. */
export async function restoreNoticeVersion(actor: Actor, id: string, entryId: string): Promise<void> {
  requireRole(actor, ...NOTICE_STAFF);
  const noticeId = parseId(id);
  const missing = () => new NotFoundError("There is no such version of this notice.");
  if (!isId(entryId)) throw missing();
  const changed = await db().transaction(async (tx) => {
    const [before] = await tx.select().from(notices).where(eq(notices.id, noticeId)).for("update");
    if (!before) throw notFound(noticeId);
    const [entry] = await tx
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.id, entryId), eq(auditLog.entityType, "notice"), eq(auditLog.entityId, noticeId)));
    const version = entry?.after as Snapshot | null | undefined;
    if (!version) throw missing();
    if (!differsFrom(before, version)) return false;
    const section = String(version.section);
    if (!isNoticeSection(section))
      throw new ValidationError(`section: ${section} is no longer a section of the site.`, "section");
    const time = (value: unknown) => (value ? new Date(String(value)) : null);
    const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
    const [after] = await tx
      .update(notices)
      .set({
        title: String(version.title),
        section,
        validUntil: time(version.validUntil),
        autoArchive: version.autoArchive === true,
        endDate: time(version.endDate),
        applyUrl: text(version.applyUrl),
        vacancies: text(version.vacancies),
        orderNumber: text(version.orderNumber),
        orderDate: text(version.orderDate),
        updatedAt: new Date(),
      })
      .where(eq(notices.id, noticeId))
      .returning();
    await recordAudit(tx, actor, {
      action: "notice.revert",
      entityType: "notice",
      entityId: noticeId,
      before,
      after: { ...after, restoredFrom: entryId },
    });
    return true;
  });
  if (changed) await invalidateNotices();
}
