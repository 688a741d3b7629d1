import { and, desc, eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { db } from "../db/client";
import { auditLog, recordRevisions } from "../db/schema";
import { actorLabel, requireRole, type Actor } from "../auth/actor";
import { recordAudit } from "../audit/record";
import { invalidateCacheTags } from "../cache/invalidate";
import type { CacheTag } from "../cache-tags";
import { diffData } from "../content/diff";
import type { FieldDiff } from "../content/types";
import { NotFoundError } from "../errors";
import { isId, newId } from "../ids";
import type { UserRole } from "../users/roles";
import { RecordConflictError } from "./errors";

/**
 * The one write path for reference records (issue 13): programmes, campuses, departments, schools
 * and office holders. These are facts, not drafted content: Editors, Publishers and Admins change
 * them and visitors see the change on the next request. Every save
 * - is checked against the updatedAt the editor started from (409 naming who saved, never an
 *   overwrite),
 * - runs in one transaction with its audit entry and a revision of the record as it became,
 * - then drops the cache tags of every public read of that kind of record.
 * A revision can be restored: that is one more save, with its own revision.
 */

export const REFERENCE_EDITORS: UserRole[] = ["Editor", "Publisher"];

export type ReferenceEntity = "program" | "campus" | "department" | "department-school" | "office-holder" | "faculty";

/** A record as its staff form edits it: its id, its fields and the version it is at. */
export type EditableRecord = { id: string; updatedAt: string };

/** The record's fields without its id and version: what a change and a revision hold. */
export type RecordFields<E extends EditableRecord> = Omit<E, "id" | "updatedAt">;

export type RecordSpec<E extends EditableRecord> = {
  entity: ReferenceEntity;
  /** How staff name the kind of record in messages: "programme", "office holder". */
  noun: string;
  /** The record as its form edits it; `lock` takes the row lock (inside a transaction). */
  read(executor: Executor, id: string, lock: boolean): Promise<E | null>;
  /**
   * References and uniqueness, checked inside the transaction; throws a ValidationError by field.
   * `before` is the record as stored, or null for one being added (every field of `change` is new).
   */
  check?(tx: Executor, id: string, before: E | null, change: Partial<RecordFields<E>>): Promise<void>;
  /** Writes the changed fields (only those) and the new updatedAt. */
  write(tx: Executor, id: string, change: Partial<RecordFields<E>>, now: Date): Promise<void>;
  /** Inserts a new record (kinds that staff may add). */
  insert?(tx: Executor, id: string, fields: RecordFields<E>, now: Date): Promise<void>;
  /** Deletes the record with what belongs only to it (kinds that staff may remove). */
  remove?(tx: Executor, id: string): Promise<void>;
  /** The tags of every cached public read of these records. */
  tags: readonly CacheTag[];
  /** Who may read and change them as staff (Admin always may); default REFERENCE_EDITORS. */
  roles?: readonly UserRole[];
};

export type RecordRevision = {
  id: string;
  /** `initial` is the record as it was before its first staff save; `create`, as staff added it. */
  action: "initial" | "create" | "update" | "restore";
  data: Record<string, unknown>;
  createdBy: string;
  createdAt: string;
  /** What this revision changed from the one before it (none for the first). */
  changes: FieldDiff[];
};

function notFound(spec: RecordSpec<EditableRecord>, id: string): NotFoundError {
  return new NotFoundError(`Cannot find ${spec.noun} with id: ${id.slice(0, 60)}`);
}

function fieldsOf<E extends EditableRecord>(record: E): RecordFields<E> {
  const { id: _id, updatedAt: _updatedAt, ...fields } = record;
  return fields;
}

/** Who made the record's last audited change; the seed's rows have none. */
async function lastEditor(tx: Executor, entity: ReferenceEntity, id: string): Promise<string> {
  const [entry] = await tx
    .select({ actor: auditLog.actor })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entity), eq(auditLog.entityId, id)))
    .orderBy(desc(auditLog.createdAt))
    .limit(1);
  return entry?.actor ?? "The site's initial data";
}

/** Only the fields whose value differs, as they were and as they become. */
function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    was[key] = before[key];
    now[key] = after[key];
  }
  return { was, now };
}

async function hasRevisions(tx: Executor, entity: ReferenceEntity, id: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: recordRevisions.id })
    .from(recordRevisions)
    .where(and(eq(recordRevisions.entityType, entity), eq(recordRevisions.entityId, id)))
    .limit(1);
  return Boolean(row);
}

async function keepRevision(
  tx: Executor,
  actor: Actor,
  entity: ReferenceEntity,
  id: string,
  action: RecordRevision["action"],
  data: Record<string, unknown>,
  at: Date,
): Promise<void> {
  await tx.insert(recordRevisions).values({
    id: newId(at),
    entityType: entity,
    entityId: id,
    action,
    data,
    createdBy: action === "initial" ? "The site's initial data" : actorLabel(actor),
    createdAt: at,
  });
}

/** The record, locked for the transaction, if it is still at the version the editor started from. */
async function lockedAt<E extends EditableRecord>(
  tx: Executor,
  spec: RecordSpec<E>,
  id: string,
  editedAt: string,
): Promise<E> {
  const record = await spec.read(tx, id, true);
  if (!record) throw notFound(spec, id);
  if (new Date(editedAt).getTime() !== new Date(record.updatedAt).getTime()) {
    throw new RecordConflictError(spec.noun, {
      updatedBy: await lastEditor(tx, spec.entity, id),
      updatedAt: record.updatedAt,
    });
  }
  return record;
}

/** One record for its staff form, read from the database (never a cached copy). */
export async function readRecord<E extends EditableRecord>(actor: Actor, spec: RecordSpec<E>, id: string): Promise<E> {
  requireRole(actor, ...(spec.roles ?? REFERENCE_EDITORS));
  if (!isId(id)) throw notFound(spec, id);
  const record = await spec.read(db(), id, false);
  if (!record) throw notFound(spec, id);
  return record;
}

/**
 * Saves `change` (already validated by the record's schema) over the version `editedAt`. An
 * unchanged save writes nothing and returns the record as it is.
 */
export async function saveRecord<E extends EditableRecord>(
  actor: Actor,
  spec: RecordSpec<E>,
  id: string,
  editedAt: string,
  change: Partial<RecordFields<E>>,
  action: "update" | "restore" = "update",
): Promise<E> {
  requireRole(actor, ...(spec.roles ?? REFERENCE_EDITORS));
  if (!isId(id)) throw notFound(spec, id);
  const now = new Date();
  const result = await db().transaction(async (tx) => {
    const before = await lockedAt(tx, spec, id, editedAt);
    await spec.check?.(tx, id, before, change);
    const beforeFields = fieldsOf(before) as Record<string, unknown>;
    const { was, now: becomes } = changedFields(beforeFields, { ...beforeFields, ...change });
    if (Object.keys(becomes).length === 0) return { record: before, changed: false };
    // The seed's state is kept the first time, so the first save can be undone too; it is dated a
    // millisecond before the save so the history sorts it first.
    if (!(await hasRevisions(tx, spec.entity, id)))
      await keepRevision(tx, actor, spec.entity, id, "initial", beforeFields, new Date(now.getTime() - 1));
    await spec.write(tx, id, becomes as Partial<RecordFields<E>>, now);
    const after = (await spec.read(tx, id, false))!;
    await recordAudit(tx, actor, {
      action: `${spec.entity}.${action}`,
      entityType: spec.entity,
      entityId: id,
      before: was,
      after: becomes,
    });
    await keepRevision(tx, actor, spec.entity, id, action, fieldsOf(after) as Record<string, unknown>, now);
    return { record: after, changed: true };
  });
  if (result.changed) await invalidateCacheTags(...spec.tags);
  return result.record;
}

/**
 * Adds a record of a kind staff may add, from `fields` already validated by its schema; its
 * references are checked in the transaction, as on a save. The first revision is the record as
 * added.
 */
export async function createRecord<E extends EditableRecord>(
  actor: Actor,
  spec: RecordSpec<E>,
  fields: RecordFields<E>,
): Promise<E> {
  requireRole(actor, ...(spec.roles ?? REFERENCE_EDITORS));
  const insert = spec.insert;
  if (!insert) throw new Error(`${spec.noun} records cannot be added`);
  const now = new Date();
  const id = newId(now);
  const record = await db().transaction(async (tx) => {
    await spec.check?.(tx, id, null, fields as Partial<RecordFields<E>>);
    await insert(tx, id, fields, now);
    const added = (await spec.read(tx, id, false))!;
    const data = fieldsOf(added) as Record<string, unknown>;
    await recordAudit(tx, actor, {
      action: `${spec.entity}.create`,
      entityType: spec.entity,
      entityId: id,
      after: data,
    });
    await keepRevision(tx, actor, spec.entity, id, "create", data, now);
    return added;
  });
  await invalidateCacheTags(...spec.tags);
  return record;
}

/**
 * Deletes a record of a kind staff may remove, over the version `editedAt` (someone's newer save
 * is never lost unseen). The audit entry keeps every field it had, so nothing is gone without trace.
 */
export async function deleteRecord<E extends EditableRecord>(
  actor: Actor,
  spec: RecordSpec<E>,
  id: string,
  editedAt: string,
): Promise<void> {
  requireRole(actor, ...(spec.roles ?? REFERENCE_EDITORS));
  const remove = spec.remove;
  if (!remove) throw new Error(`${spec.noun} records cannot be deleted`);
  if (!isId(id)) throw notFound(spec, id);
  await db().transaction(async (tx) => {
    const before = await lockedAt(tx, spec, id, editedAt);
    await remove(tx, id);
    await recordAudit(tx, actor, {
      action: `${spec.entity}.delete`,
      entityType: spec.entity,
      entityId: id,
      before: fieldsOf(before) as Record<string, unknown>,
    });
  });
  await invalidateCacheTags(...spec.tags);
}

/** The record's revisions, newest first, each with what it changed. */
export async function listRecordRevisions<E extends EditableRecord>(
  actor: Actor,
  spec: RecordSpec<E>,
  id: string,
): Promise<RecordRevision[]> {
  requireRole(actor, ...(spec.roles ?? REFERENCE_EDITORS));
  if (!isId(id)) throw notFound(spec, id);
  const rows = await db()
    .select()
    .from(recordRevisions)
    .where(and(eq(recordRevisions.entityType, spec.entity), eq(recordRevisions.entityId, id)))
    .orderBy(desc(recordRevisions.createdAt), desc(recordRevisions.id));
  return rows.map((row, index) => {
    const data = row.data as Record<string, unknown>;
    const previous = rows[index + 1]?.data;
    return {
      id: row.id,
      action: row.action as RecordRevision["action"],
      data,
      createdBy: row.createdBy,
      createdAt: row.createdAt.toISOString(),
      changes: previous === undefined ? [] : diffData(previous, data),
    };
  });
}

/**
 * Makes a kept revision the record's current state again, as a new save (and a new revision). The
 * revision's references are checked again: a campus removed since cannot come back.
 */
export async function restoreRecordRevision<E extends EditableRecord>(
  actor: Actor,
  spec: RecordSpec<E>,
  id: string,
  revisionId: string,
): Promise<E> {
  requireRole(actor, ...(spec.roles ?? REFERENCE_EDITORS));
  if (!isId(id)) throw notFound(spec, id);
  const [revision] = isId(revisionId)
    ? await db()
        .select()
        .from(recordRevisions)
        .where(
          and(
            eq(recordRevisions.id, revisionId),
            eq(recordRevisions.entityType, spec.entity),
            eq(recordRevisions.entityId, id),
          ),
        )
    : [];
  if (!revision) throw new NotFoundError(`Cannot find revision ${revisionId.slice(0, 60)} of this ${spec.noun}.`);
  const current = await readRecord(actor, spec, id);
  const known = new Set(Object.keys(fieldsOf(current)));
  // A revision may predate a field added since; only the fields the record still has come back.
  const data = Object.fromEntries(
    Object.entries(revision.data as Record<string, unknown>).filter(([key]) => known.has(key)),
  ) as Partial<RecordFields<E>>;
  return saveRecord(actor, spec, id, current.updatedAt, data, "restore");
}
