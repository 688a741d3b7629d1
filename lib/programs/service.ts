import { and, asc, desc, eq, inArray, ne } from "drizzle-orm";
import type { Executor } from "../db/client";
import { db } from "../db/client";
import { auditLog, campuses, departments, programCampuses, programs } from "../db/schema";
import { type UserRole } from "../users/roles";
import { requireRole, type Actor } from "../auth/actor";
import { recordAudit } from "../audit/record";
import { invalidateCacheTags } from "../cache/invalidate";
import { CACHE_TAGS } from "../cache-tags";
import { NotFoundError, ValidationError } from "../errors";
import { isId } from "../ids";
import { parseInput } from "../validation";
import { ProgramConflictError } from "./errors";
import { programUpdateSchema, type ProgramUpdate } from "./schema";

/**
 * Staff changes to programme facts (issue 13, reference data): the one write path besides the
 * seed. Editors, Publishers and Admins may change a programme; a change is live at once (facts,
 * not drafted content). Each save is checked against the updatedAt the editor started from, made
 * in one transaction with its audit entry, then the programme reads and the whole-page cache are
 * invalidated.
 *
 * Errors: ValidationError (400, `fieldErrors` by field), UnauthorizedError (401), ForbiddenError
 * (403), NotFoundError (404), ProgramConflictError (409, names who saved and when).
 */

const EDITORS: UserRole[] = ["Editor", "Publisher"];

type ProgramRow = typeof programs.$inferSelect;

/** A programme as its form edits it: the row's own fields and the campuses it runs at. */
export type EditableProgram = Omit<ProgramRow, "createdAt" | "updatedAt" | "years"> & {
  campusIds: string[];
  updatedAt: string;
};

const AUDIT_ENTITY = "program";

function notFound(id: string): NotFoundError {
  return new NotFoundError(`Cannot find program with id: ${id.slice(0, 60)}`);
}

async function campusIdsOf(executor: Executor, id: string): Promise<string[]> {
  const rows = await executor
    .select({ id: programCampuses.campusId })
    .from(programCampuses)
    .innerJoin(campuses, eq(campuses.id, programCampuses.campusId))
    .where(eq(programCampuses.programId, id))
    .orderBy(asc(campuses.name));
  return rows.map((row) => row.id);
}

function toEditable(row: ProgramRow, campusIds: string[]): EditableProgram {
  const { createdAt: _createdAt, updatedAt, years: _years, ...fields } = row;
  return { ...fields, campusIds, updatedAt: updatedAt.toISOString() };
}

/** One programme for its staff form, read from the database (never a cached copy). */
export async function getEditableProgram(actor: Actor, id: string): Promise<EditableProgram> {
  requireRole(actor, ...EDITORS);
  if (!isId(id)) throw notFound(id);
  const [row] = await db().select().from(programs).where(eq(programs.id, id));
  if (!row) throw notFound(id);
  return toEditable(row, await campusIdsOf(db(), id));
}

/** Who made the programme's last audited change; the seed's rows have none. */
async function lastEditor(tx: Executor, id: string): Promise<string> {
  const [entry] = await tx
    .select({ actor: auditLog.actor })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, AUDIT_ENTITY), eq(auditLog.entityId, id)))
    .orderBy(desc(auditLog.createdAt))
    .limit(1);
  return entry?.actor ?? "The site's initial data";
}

/** References and the level's unique code, checked inside the transaction so they cannot change under it. */
async function checkReferences(tx: Executor, row: ProgramRow, change: ProgramUpdate): Promise<void> {
  const fieldErrors: Record<string, string> = {};
  const level = change.level ?? row.level;
  const code = change.code ?? row.code;
  if (change.level !== undefined || change.code !== undefined) {
    const [clash] = await tx
      .select({ name: programs.name })
      .from(programs)
      .where(and(eq(programs.level, level), eq(programs.code, code), ne(programs.id, row.id)));
    if (clash) fieldErrors.code = `${clash.name} already has the code ${code} at this level.`;
  }
  if (change.departmentId) {
    const [department] = await tx
      .select({ id: departments.id })
      .from(departments)
      .where(eq(departments.id, change.departmentId));
    if (!department) fieldErrors.departmentId = "Choose a department from the list.";
  }
  if (change.campusIds?.length) {
    const found = await tx.select({ id: campuses.id }).from(campuses).where(inArray(campuses.id, change.campusIds));
    if (found.length !== change.campusIds.length) fieldErrors.campusIds = "Choose campuses from the list.";
  }
  const [field, message] = Object.entries(fieldErrors)[0] ?? [];
  if (field) throw new ValidationError(`${field}: ${message}`, fieldErrors);
}

/** Only the fields whose value differs, as they were and as they become, for the audit entry. */
function changedFields(before: EditableProgram, after: EditableProgram) {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof EditableProgram)[]) {
    if (key === "updatedAt" || JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    was[key] = before[key];
    now[key] = after[key];
  }
  return { was, now };
}

/**
 * Changes the given fields of a programme (any of the schema's, plus the `updatedAt` the editor
 * started from). `campusIds` replaces the campuses it runs at. An unchanged save writes nothing.
 */
export async function updateProgram(actor: Actor, id: string, input: unknown): Promise<EditableProgram> {
  requireRole(actor, ...EDITORS);
  const { updatedAt: editedAt, campusIds, ...fields } = parseInput(programUpdateSchema, input);
  if (!isId(id)) throw notFound(id);
  const now = new Date();
  const result = await db().transaction(async (tx) => {
    const [row] = await tx.select().from(programs).where(eq(programs.id, id)).for("update");
    if (!row) throw notFound(id);
    if (new Date(editedAt).getTime() !== row.updatedAt.getTime()) {
      throw new ProgramConflictError({ updatedBy: await lastEditor(tx, id), updatedAt: row.updatedAt.toISOString() });
    }
    await checkReferences(tx, row, { ...fields, campusIds, updatedAt: editedAt });
    const before = toEditable(row, await campusIdsOf(tx, id));
    const proposed = { ...before, ...fields, campusIds: campusIds ?? before.campusIds };
    const { was, now: becomes } = changedFields(before, proposed);
    if (Object.keys(becomes).length === 0) return { program: before, changed: false };
    const [next] = await tx
      .update(programs)
      .set({ ...fields, updatedAt: now })
      .where(eq(programs.id, id))
      .returning();
    if (campusIds && "campusIds" in becomes) {
      await tx.delete(programCampuses).where(eq(programCampuses.programId, id));
      if (campusIds.length)
        await tx.insert(programCampuses).values(campusIds.map((campusId) => ({ programId: id, campusId })));
    }
    await recordAudit(tx, actor, {
      action: "program.update",
      entityType: AUDIT_ENTITY,
      entityId: id,
      before: was,
      after: becomes,
    });
    return { program: toEditable(next!, await campusIdsOf(tx, id)), changed: true };
  });
  // Every read of programmes (lists, campus and department pages, search) carries this tag; the
  // same call drops every cached public page.
  if (result.changed) await invalidateCacheTags(CACHE_TAGS.programs);
  return result.program;
}
