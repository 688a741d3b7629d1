import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { departmentSchoolMembers, departmentSchools, departments } from "../db/schema";
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
import { departmentSchoolUpdateSchema } from "./schema";
import { throwFieldErrors } from "./field-errors";

/**
 * Staff changes to a Faculty (department school): its names and its departments in order, through
 * lib/reference/records like every reference record. Errors as in ./service.
 */

export type EditableDepartmentSchool = {
  id: string;
  name: string;
  nameHi: string | null;
  /** Its departments in the order the public pages list them. */
  departmentIds: string[];
  updatedAt: string;
};

async function departmentIdsOf(executor: Executor, id: string): Promise<string[]> {
  const rows = await executor
    .select({ id: departmentSchoolMembers.departmentId })
    .from(departmentSchoolMembers)
    .where(eq(departmentSchoolMembers.schoolId, id))
    .orderBy(asc(departmentSchoolMembers.position), asc(departmentSchoolMembers.departmentId));
  return rows.map((row) => row.id);
}

async function checkSchool(
  tx: Executor,
  before: EditableDepartmentSchool,
  change: Partial<RecordFields<EditableDepartmentSchool>>,
): Promise<void> {
  const fieldErrors: Record<string, string> = {};
  if (change.name !== undefined && change.name !== before.name) {
    const [clash] = await tx
      .select({ name: departmentSchools.name })
      .from(departmentSchools)
      .where(
        and(sql`lower(${departmentSchools.name}) = ${change.name.toLowerCase()}`, ne(departmentSchools.id, before.id)),
      );
    if (clash) fieldErrors.name = `Another Faculty is already called ${clash.name}.`;
  }
  if (change.departmentIds?.length) {
    const found = await tx
      .select({ id: departments.id })
      .from(departments)
      .where(inArray(departments.id, change.departmentIds));
    if (found.length !== change.departmentIds.length) fieldErrors.departmentIds = "Choose departments from the list.";
  }
  throwFieldErrors(fieldErrors);
}

const SCHOOL_RECORD: RecordSpec<EditableDepartmentSchool> = {
  entity: "department-school",
  noun: "Faculty",
  async read(executor, id, lock) {
    const query = executor.select().from(departmentSchools).where(eq(departmentSchools.id, id));
    const [row] = lock ? await query.for("update") : await query;
    if (!row) return null;
    return {
      id: row.id,
      name: row.name,
      nameHi: row.nameHi,
      departmentIds: await departmentIdsOf(executor, id),
      updatedAt: row.updatedAt.toISOString(),
    };
  },
  check: checkSchool,
  async write(tx, id, change, now) {
    const { departmentIds, ...fields } = change;
    await tx
      .update(departmentSchools)
      .set({ ...fields, updatedAt: now })
      .where(eq(departmentSchools.id, id));
    if (departmentIds) {
      await tx.delete(departmentSchoolMembers).where(eq(departmentSchoolMembers.schoolId, id));
      if (departmentIds.length)
        await tx
          .insert(departmentSchoolMembers)
          .values(departmentIds.map((departmentId, position) => ({ schoolId: id, departmentId, position })));
    }
  },
  tags: [CACHE_TAGS.departments],
};

/** One Faculty for its staff form, read from the database (never a cached copy). */
export function getEditableDepartmentSchool(actor: Actor, id: string): Promise<EditableDepartmentSchool> {
  return readRecord(actor, SCHOOL_RECORD, id);
}

/**
 * Changes the given fields of a Faculty over the `updatedAt` the editor started from;
 * `departmentIds` replaces its departments, in that order.
 */
export async function updateDepartmentSchool(
  actor: Actor,
  id: string,
  input: unknown,
): Promise<EditableDepartmentSchool> {
  const { updatedAt, ...change } = parseInput(departmentSchoolUpdateSchema, input);
  return saveRecord(actor, SCHOOL_RECORD, id, updatedAt, change);
}

export function listDepartmentSchoolRevisions(actor: Actor, id: string): Promise<RecordRevision[]> {
  return listRecordRevisions(actor, SCHOOL_RECORD, id);
}

export function restoreDepartmentSchoolRevision(
  actor: Actor,
  id: string,
  revisionId: string,
): Promise<EditableDepartmentSchool> {
  return restoreRecordRevision(actor, SCHOOL_RECORD, id, revisionId);
}
