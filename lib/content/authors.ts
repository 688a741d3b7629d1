import { and, desc, eq, inArray } from "drizzle-orm";
import { db } from "../db/client";
import { auditLog } from "../db/schema";

/**
 * An item's author for review: who last sent it for review (the audit log's `content.submit`). A
 * Publisher's own steps (scheduling, sending back) change the item last, so its `updatedBy` does
 * not say whose work it is.
 */
export async function lastSubmitters(ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const entries = await db()
    .select({ entityId: auditLog.entityId, actor: auditLog.actor })
    .from(auditLog)
    .where(and(eq(auditLog.action, "content.submit"), inArray(auditLog.entityId, [...ids])))
    .orderBy(desc(auditLog.createdAt));
  const byItem = new Map<string, string>();
  for (const entry of entries)
    if (entry.entityId && !byItem.has(entry.entityId)) byItem.set(entry.entityId, entry.actor);
  return byItem;
}
