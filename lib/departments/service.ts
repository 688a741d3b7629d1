import { and, eq, ne, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { departments, faculty } from "../db/schema";
import type { Actor } from "../auth/actor";
import { CACHE_TAGS } from "../cache-tags";
import { parseInput } from "../validation";
import {
  listRecordRevisions,
  readRecord,
  restoreRecordRevision,
  saveRecord,
  type RecordFields,
  type RecordRevision,
  type RecordSpec,
} from "../reference/records";
import { throwFieldErrors } from "./field-errors";
import { departmentUpdateSchema } from "./schema";

/**
 * Staff changes to a department (issue 13, reference data) through the one write path of
 * lib/reference/records: live at once, checked against the version the editor started from,
 * audited, kept as revisions.
 *
 * Errors: ValidationError (400, `fieldErrors` by field), UnauthorizedError (401), ForbiddenError
 * (403), NotFoundError (404), RecordConflictError (409, names who saved and when).
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
  before: EditableDepartment,
  change: Partial<RecordFields<EditableDepartment>>,
): Promise<void> {
  const fieldErrors: Record<string, string> = {};
  if (change.name !== undefined && change.name !== before.name) {
    // Case is ignored: two departments differing only in capitals would confuse visitors.
    const [clash] = await tx
      .select({ name: departments.name })
      .from(departments)
      .where(and(sql`lower(${departments.name}) = ${change.name.toLowerCase()}`, ne(departments.id, before.id)));
    if (clash) fieldErrors.name = `Another department is already called ${clash.name}.`;
  }
  // Only a new head is checked: the imported records name some heads who have no faculty record.
  if (change.hod && change.hod !== before.hod) {
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
  // Every public read that names a department (schools, programmes, faculty, search) carries it.
  tags: [CACHE_TAGS.departments],
};

/** One department for its staff form, read from the database (never a cached copy). */
export function getEditableDepartment(actor: Actor, id: string): Promise<EditableDepartment> {
  return readRecord(actor, DEPARTMENT_RECORD, id);
}

/** Changes the given fields of a department (name, nameHi, hod) over the `updatedAt` the editor started from. */
export async function updateDepartment(actor: Actor, id: string, input: unknown): Promise<EditableDepartment> {
  const { updatedAt, ...change } = parseInput(departmentUpdateSchema, input);
  return saveRecord(actor, DEPARTMENT_RECORD, id, updatedAt, change);
}

export function listDepartmentRevisions(actor: Actor, id: string): Promise<RecordRevision[]> {
  return listRecordRevisions(actor, DEPARTMENT_RECORD, id);
}

export function restoreDepartmentRevision(actor: Actor, id: string, revisionId: string): Promise<EditableDepartment> {
  return restoreRecordRevision(actor, DEPARTMENT_RECORD, id, revisionId);
}
