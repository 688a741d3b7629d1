import { eq } from "drizzle-orm";
import { invalidateCacheTags } from "../cache/invalidate";
import { db, type Executor } from "../db/client";
import { notices } from "../db/schema";
import { actorLabel, requireRole, type Actor } from "../auth/actor";
import { recordAudit } from "../audit/record";
import { NotFoundError, ValidationError } from "../errors";
import { newId, parseId } from "../ids";
import { parseInput } from "../validation";
import { CACHE_TAGS } from "../cache-tags";
import { releaseFileRow, removeBytesIfUnreferenced, writeWithFile, type StagedFile } from "../files/service";
import { acceptPdf, isNoFile } from "../files/upload";
import { findNotice, type NoticeRecord } from "./queries";
import { newNoticeSchema, noticeArchiveSchema, noticeChangesSchema } from "./schema";
import { NOTICE_STAFF } from "./roles";

/**
 * Every change to notices: upload, edit, archive or restore, delete. Each function checks the
 * caller's role, validates, writes the notice, its file row and the audit entry in one
 * transaction, and then invalidates the cached notice lists so the public pages show the change
 * on the next request.
 */

/** The old admin shows this text when the form had no file (legacy-api.md §3.8). */
export const NO_FILE_MESSAGE = "No file uploaded";

export { uploadTooLargeMessage } from "../files/upload";

export type NoticeRow = typeof notices.$inferSelect;

export function notFound(id: string): NotFoundError {
  return new NotFoundError(`Cannot find notice with id: ${id}`);
}

async function lockNotice(tx: Executor, id: string) {
  const [row] = await tx.select().from(notices).where(eq(notices.id, id)).for("update");
  if (!row) throw notFound(id);
  return row;
}

export function invalidateNotices(): Promise<void> {
  return invalidateCacheTags(CACHE_TAGS.notices);
}

async function current(id: string): Promise<NoticeRecord> {
  const notice = await findNotice(id);
  if (!notice) throw notFound(id);
  return notice;
}

/** POST /notice/upload: a new notice with its PDF (Editor or Admin). */
export async function createNotice(actor: Actor, fields: unknown, file: File | undefined): Promise<NoticeRecord> {
  requireRole(actor, ...NOTICE_STAFF);
  if (isNoFile(file)) throw new ValidationError(NO_FILE_MESSAGE, "pdf");
  const data = parseInput(newNoticeSchema, fields);
  const pdf = await acceptPdf(file);
  const id = await writeWithFile(pdf, async (tx, fileId) => {
    const [row] = await tx
      .insert(notices)
      .values({
        id: newId(),
        title: data.fileName,
        section: data.section,
        fileId: fileId!,
        archived: data.archive,
        autoArchive: data.autoArchive,
        validUntil: data.validUntil ?? null,
        endDate: data.endDate ?? null,
        applyUrl: data.apply ?? null,
        vacancies: data.vacancies ?? null,
        orderNumber: data.orderNumber ?? null,
        orderDate: data.orderDate ?? null,
        uploadedBy: actorLabel(actor),
      })
      .returning();
    await recordAudit(tx, actor, { action: "notice.create", entityType: "notice", entityId: row!.id, after: row });
    return row!.id;
  });
  await invalidateNotices();
  return current(id);
}

/** PUT /notice/{id}: changes the fields given (absent ones stay), and the PDF when a new one is sent. */
export async function updateNotice(actor: Actor, id: string, fields: unknown, file?: File): Promise<NoticeRecord> {
  requireRole(actor, ...NOTICE_STAFF);
  const noticeId = parseId(id);
  const changes = parseInput(noticeChangesSchema, fields);
  const pdf = isNoFile(file) ? undefined : await acceptPdf(file);
  const released = await writeWithFile(pdf, async (tx, fileId) => {
    const before = await lockNotice(tx, noticeId);
    const autoArchive = changes.autoArchive ?? before.autoArchive;
    const validUntil = changes.validUntil === undefined ? before.validUntil : changes.validUntil;
    if (autoArchive && !validUntil) {
      throw new ValidationError(
        "validUntil: choose the date until which the notice stays current (auto archive is on)",
        "validUntil",
      );
    }
    const [after] = await tx
      .update(notices)
      .set({
        title: changes.fileName ?? before.title,
        section: changes.section ?? before.section,
        autoArchive,
        validUntil,
        endDate: changes.endDate === undefined ? before.endDate : changes.endDate,
        applyUrl: changes.apply === undefined ? before.applyUrl : changes.apply,
        vacancies: changes.vacancies === undefined ? before.vacancies : changes.vacancies,
        orderNumber: changes.orderNumber === undefined ? before.orderNumber : changes.orderNumber,
        orderDate: changes.orderDate === undefined ? before.orderDate : changes.orderDate,
        fileId: fileId ?? before.fileId,
        // A PDF uploaded for a notice that only linked elsewhere replaces the link.
        link: fileId ? null : before.link,
        updatedAt: new Date(),
      })
      .where(eq(notices.id, noticeId))
      .returning();
    const replaced =
      fileId && before.fileId && fileId !== before.fileId ? await releaseFileRow(tx, before.fileId) : undefined;
    await recordAudit(tx, actor, { action: "notice.update", entityType: "notice", entityId: noticeId, before, after });
    return replaced;
  });
  if (released) await removeBytesIfUnreferenced(released);
  await invalidateNotices();
  return current(noticeId);
}

/**
 * PATCH /notice/{id} `{ archive }`. Restoring makes the notice current again even when its
 * auto-archive date has passed: auto-archiving is then switched off, or the notice would stay
 * archived by its date.
 */
export async function setNoticeArchived(actor: Actor, id: string, input: unknown): Promise<NoticeRecord> {
  requireRole(actor, ...NOTICE_STAFF);
  const noticeId = parseId(id);
  const { archive } = parseInput(noticeArchiveSchema, input);
  const changed = await db().transaction(async (tx) =>
    archiveLocked(tx, actor, await lockNotice(tx, noticeId), archive, new Date()),
  );
  if (changed) await invalidateNotices();
  return current(noticeId);
}

/**
 * Archives or restores a notice already locked in `tx`; false when it is already so (a repeat
 * writes nothing and leaves no audit entry). Shared by the single and the bulk action.
 */
export async function archiveLocked(
  tx: Executor,
  actor: Actor,
  before: NoticeRow,
  archive: boolean,
  now: Date,
): Promise<boolean> {
  const expired = before.autoArchive && before.validUntil !== null && before.validUntil.getTime() <= now.getTime();
  const autoArchive = !archive && expired ? false : before.autoArchive;
  if (before.archived === archive && before.autoArchive === autoArchive) return false;
  const [after] = await tx
    .update(notices)
    .set({ archived: archive, autoArchive, updatedAt: now })
    .where(eq(notices.id, before.id))
    .returning();
  await recordAudit(tx, actor, {
    action: archive ? "notice.archive" : "notice.restore",
    entityType: "notice",
    entityId: before.id,
    before,
    after,
  });
  return true;
}

/** DELETE /notice/{id}: removes the notice, and its file (row and bytes) when no other record uses it. */
export async function deleteNotice(actor: Actor, id: string): Promise<void> {
  requireRole(actor, ...NOTICE_STAFF);
  const noticeId = parseId(id);
  const released = await db().transaction(async (tx) => deleteLocked(tx, actor, await lockNotice(tx, noticeId)));
  if (released) await removeBytesIfUnreferenced(released);
  await invalidateNotices();
}

/**
 * Deletes a notice already locked in `tx`, with its file row when no other record uses it; answers
 * the bytes to remove after commit. Shared by the single and the bulk action.
 */
export async function deleteLocked(tx: Executor, actor: Actor, before: NoticeRow): Promise<StagedFile | undefined> {
  await tx.delete(notices).where(eq(notices.id, before.id));
  const file = before.fileId ? await releaseFileRow(tx, before.fileId) : undefined;
  await recordAudit(tx, actor, { action: "notice.delete", entityType: "notice", entityId: before.id, before });
  return file;
}
