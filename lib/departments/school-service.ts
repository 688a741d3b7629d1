import { and, asc, count, eq, inArray, ne, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { departmentSchoolMembers, departmentSchools, departments } from "../db/schema";
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
import { departmentSchoolCreateSchema, departmentSchoolUpdateSchema } from "./schema";
import { throwFieldErrors } from "./field-errors";

/**
 * Staff additions, changes and deletions of a Faculty (department school): its names and its
 * departments in order, through lib/reference/records like every reference record. Errors as in
 * ./service; a deletion while the Faculty still lists departments is a ConflictError (409).
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
  id: string,
  before: EditableDepartmentSchool | null,
  change: Partial<RecordFields<EditableDepartmentSchool>>,
): Promise<void> {
  const fieldErrors: Record<string, string> = {};
  if (change.name !== undefined && change.name !== before?.name) {
    const [clash] = await tx
      .select({ name: departmentSchools.name })
      .from(departmentSchools)
      .where(and(sql`lower(${departmentSchools.name}) = ${change.name.toLowerCase()}`, ne(departmentSchools.id, id)));
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
  async insert(tx, id, fields, now) {
    const { departmentIds, ...row } = fields;
    await tx.insert(departmentSchools).values({ ...row, id, createdAt: now, updatedAt: now });
    if (departmentIds?.length)
      await tx
        .insert(departmentSchoolMembers)
        .values(departmentIds.map((departmentId, position) => ({ schoolId: id, departmentId, position })));
  },
  // Deleting a Faculty that lists departments would take their only page away; staff move them first.
  async remove(tx, id) {
    const [listed] = await tx
      .select({ n: count() })
      .from(departmentSchoolMembers)
      .where(eq(departmentSchoolMembers.schoolId, id));
    const n = listed!.n;
    if (n > 0) {
      const them = n === 1 ? "it" : "them";
      throw new ConflictError(
        `This Faculty still lists ${n} ${n === 1 ? "department" : "departments"}. Remove ${them} from it first (add ${them} to another Faculty to keep ${n === 1 ? "its page" : "their pages"}). Nothing was deleted.`,
      );
    }
    await tx.delete(departmentSchools).where(eq(departmentSchools.id, id));
  },
  // The Faculties page, each Faculty's page, the sitemap and the search read Faculties with this tag.
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

/** Adds a Faculty: its name at least (free, ignoring case), its Hindi name and its departments in order if given. */
export async function createDepartmentSchool(actor: Actor, input: unknown): Promise<EditableDepartmentSchool> {
  const fields = parseInput(departmentSchoolCreateSchema, input);
  return createRecord(actor, SCHOOL_RECORD, fields as RecordFields<EditableDepartmentSchool>);
}

/** Deletes a Faculty as of the `updatedAt` the editor saw, once it lists no department; its page then answers 404. */
export async function deleteDepartmentSchool(actor: Actor, id: string, input: unknown): Promise<void> {
  const { updatedAt } = parseInput(deleteSchema("Faculty"), input);
  await deleteRecord(actor, SCHOOL_RECORD, id, updatedAt);
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
