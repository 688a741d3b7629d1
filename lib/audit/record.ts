import type { Executor } from "../db/client";
import { auditLog } from "../db/schema";
import { newId } from "../ids";
import { actorLabel, type Actor } from "../auth/actor";
import { currentRequestId } from "../log/request-context";

export type AuditEntry = {
  action: string;
  entityType: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
};

/** A record's state for comparison: without the time of the write itself. */
function state(record: unknown): string {
  if (!record || typeof record !== "object") return JSON.stringify(record ?? null);
  const { updatedAt: _updatedAt, ...rest } = record as Record<string, unknown>;
  return JSON.stringify(rest);
}

/**
 * Records who did what to which record, and through which request (its X-Request-Id, when served
 * by the HTTP server); called inside the same transaction as the change. Only
 * changes of state are recorded: an update whose `after` equals its `before` (but for the time of
 * the write) leaves no entry, so repeating a request cannot flood the log.
 */
export async function recordAudit(executor: Executor, actor: Actor, entry: AuditEntry): Promise<void> {
  if (entry.before !== undefined && entry.after !== undefined && state(entry.before) === state(entry.after)) return;
  await executor.insert(auditLog).values({
    id: newId(),
    actorId: actor.kind === "user" ? actor.id : null,
    actor: actorLabel(actor),
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: actor.kind === "system" ? null : (actor.ip ?? null),
    userAgent: actor.kind === "system" ? null : (actor.userAgent ?? null),
    requestId: currentRequestId() ?? null,
  });
}
