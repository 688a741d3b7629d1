import { asc, eq, inArray } from "drizzle-orm";
import { db } from "../db/client";
import { notices } from "../db/schema";
import { requireRole, type Actor } from "../auth/actor";
import { recordAudit } from "../audit/record";
import { NotFoundError } from "../errors";
import { parseInput } from "../validation";
import { removeBytesIfUnreferenced, type StagedFile } from "../files/service";
import { noticeBulkSchema, type NoticeBulkAction } from "./schema";
import { archiveLocked, deleteLocked, invalidateNotices } from "./service";
import { NOTICE_STAFF } from "./roles";

export type NoticeBulkResult = {
  action: NoticeBulkAction;
  /** How many notices were asked for (each id once). */
  selected: number;
  /** How many of them changed: one already in the state asked for is left as it is. */
  changed: number;
};

/**
 * One action on many notices (the notice manager's bulk actions): the same roles, per-notice
 * writes and audit entries as the single actions, all in one transaction, so an id that does not
 * exist, or any failure, leaves every notice as it was.
 */
export async function applyNoticeBulkAction(actor: Actor, input: unknown): Promise<NoticeBulkResult> {
  requireRole(actor, ...NOTICE_STAFF);
  const { action, ids, section } = parseInput(noticeBulkSchema, input);
  const { changed, released } = await db().transaction(async (tx) => {
    // Locked in id order, as every bulk write does, so two overlapping batches cannot deadlock.
    const rows = await tx.select().from(notices).where(inArray(notices.id, ids)).orderBy(asc(notices.id)).for("update");
    const found = new Set(rows.map((row) => row.id));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0) throw new NotFoundError(`Cannot find notice with id: ${missing.join(", ")}`);

    const now = new Date();
    const released: StagedFile[] = [];
    let changed = 0;
    for (const before of rows) {
      if (action === "delete") {
        const file = await deleteLocked(tx, actor, before);
        if (file) released.push(file);
        changed++;
      } else if (action === "move") {
        if (before.section === section) continue;
        const [after] = await tx
          .update(notices)
          .set({ section, updatedAt: now })
          .where(eq(notices.id, before.id))
          .returning();
        await recordAudit(tx, actor, {
          action: "notice.move",
          entityType: "notice",
          entityId: before.id,
          before,
          after,
        });
        changed++;
      } else if (await archiveLocked(tx, actor, before, action === "archive", now)) {
        changed++;
      }
    }
    return { changed, released };
  });
  // Bytes go only after the commit, as for a single delete: a rolled-back batch keeps every file.
  for (const file of released) await removeBytesIfUnreferenced(file);
  if (changed > 0) await invalidateNotices();
  return { action, selected: ids.length, changed };
}
