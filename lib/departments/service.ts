import { and, count, eq, ne, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { departments, faculty, programs } from "../db/schema";
import type { Actor } from "../auth/actor";
import { CACHE_TAGS } from "../cache-tags";
import { ConflictError } from "../errors";
import { parseInput } from "../validation";
import { deleteSchema } from "../reference/fields";
import {
  createRecord,
  deleteRecord,
  listRecordRevisions,
  readRecord,
  restoreRecordRevision,
  saveRecord,
  type RecordFields,
  type RecordRevision,
  type RecordSpec,
} from "../reference/records";
import { throwFieldErrors } from "./field-errors";
import { departmentCreateSchema, departmentUpdateSchema } from "./schema";

/**
 * Staff additions, changes and deletions of departments (issue 13, reference data) through the one
 * write path of lib/reference/records: live at once, checked against the version the editor started
 * from, audited, kept as revisions.
 *
 * Errors: ValidationError (400, `fieldErrors` by field), UnauthorizedError (401), ForbiddenError
 * (403), NotFoundError (404), RecordConflictError (409, names who saved and when), ConflictError
 * (409, a deletion while programmes or faculty members still belong to the department).
 */

export type EditableDepartment = {
  id: string;
  name: string;
  nameHi: string | null;
  hod: string | null;
  updatedAt: string;
};

async function checkDepartment(
  tx: Executor,
  id: string,
  before: EditableDepartment | null,
  change: Partial<RecordFields<EditableDepartment>>,
): Promise<void> {
  const fieldErrors: Record<string, string> = {};
  if (change.name !== undefined && change.name !== before?.name) {
    // Case is ignored: two departments differing only in capitals would confuse visitors.
    const [clash] = await tx
      .select({ name: departments.name })
      .from(departments)
      .where(and(sql`lower(${departments.name}) = ${change.name.toLowerCase()}`, ne(departments.id, id)));
    if (clash) fieldErrors.name = `Another department is already called ${clash.name}.`;
  }
  // Only a new head is checked: the imported records name some heads who have no faculty record.
  if (change.hod && change.hod !== before?.hod) {
    const [member] = await tx
      .select({ id: faculty.id })
      .from(faculty)
      .where(sql`lower(trim(${faculty.email})) = ${change.hod}`)
      .limit(1);
    if (!member)
      fieldErrors.hod = "No faculty member has this email. Add the head to the faculty first, or check the spelling.";
  }
  throwFieldErrors(fieldErrors);
}

const DEPARTMENT_RECORD: RecordSpec<EditableDepartment> = {
  entity: "department",
  noun: "department",
  async read(executor, id, lock) {
    const query = executor.select().from(departments).where(eq(departments.id, id));
    const [row] = lock ? await query.for("update") : await query;
    if (!row) return null;
    return { id: row.id, name: row.name, nameHi: row.nameHi, hod: row.hod, updatedAt: row.updatedAt.toISOString() };
  },
  check: checkDepartment,
  async write(tx, id, change, now) {
    await tx
      .update(departments)
      .set({ ...change, updatedAt: now })
      .where(eq(departments.id, id));
  },
  async insert(tx, id, fields, now) {
    await tx.insert(departments).values({ ...fields, id, createdAt: now, updatedAt: now });
  },
  // Its Faculty links go with it (the foreign key cascades). Programmes and faculty members would
  // silently lose their department (ON DELETE SET NULL), so while any remain the deletion is refused.
  async remove(tx, id) {
    const [[programCount], [memberCount]] = await Promise.all([
      tx.select({ n: count() }).from(programs).where(eq(programs.departmentId, id)),
      tx.select({ n: count() }).from(faculty).where(eq(faculty.departmentId, id)),
    ]);
    const held = [
      counted(programCount!.n, "programme", "programmes"),
      counted(memberCount!.n, "faculty member", "faculty members"),
    ].filter(Boolean);
    if (held.length)
      throw new ConflictError(`Move its ${held.join(" and ")} to another department first. Nothing was deleted.`);
    await tx.delete(departments).where(eq(departments.id, id));
  },
  // Every public read that names a department (schools, programmes, faculty, search) carries it.
  tags: [CACHE_TAGS.departments],
};

/** "3 programmes", "1 faculty member"; empty for none. */
function counted(n: number, one: string, many: string): string {
  return n === 0 ? "" : `${n} ${n === 1 ? one : many}`;
}

/** One department for its staff form, read from the database (never a cached copy). */
export function getEditableDepartment(actor: Actor, id: string): Promise<EditableDepartment> {
  return readRecord(actor, DEPARTMENT_RECORD, id);
}

/** Changes the given fields of a department (name, nameHi, hod) over the `updatedAt` the editor started from. */
export async function updateDepartment(actor: Actor, id: string, input: unknown): Promise<EditableDepartment> {
  const { updatedAt, ...change } = parseInput(departmentUpdateSchema, input);
  return saveRecord(actor, DEPARTMENT_RECORD, id, updatedAt, change);
}

/** Adds a department: its name at least (free, ignoring case); a head given must be a faculty member. */
export async function createDepartment(actor: Actor, input: unknown): Promise<EditableDepartment> {
  const fields = parseInput(departmentCreateSchema, input);
  return createRecord(actor, DEPARTMENT_RECORD, fields as RecordFields<EditableDepartment>);
}

/**
 * Deletes a department as of the `updatedAt` the editor saw, once no programme or faculty member
 * belongs to it; the Faculties no longer list it.
 */
export async function deleteDepartment(actor: Actor, id: string, input: unknown): Promise<void> {
  const { updatedAt } = parseInput(deleteSchema("department"), input);
  await deleteRecord(actor, DEPARTMENT_RECORD, id, updatedAt);
}

export function listDepartmentRevisions(actor: Actor, id: string): Promise<RecordRevision[]> {
  return listRecordRevisions(actor, DEPARTMENT_RECORD, id);
}

export function restoreDepartmentRevision(actor: Actor, id: string, revisionId: string): Promise<EditableDepartment> {
  return restoreRecordRevision(actor, DEPARTMENT_RECORD, id, revisionId);
}
