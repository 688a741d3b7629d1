import { and, asc, eq, inArray, ne } from "drizzle-orm";
import type { Executor } from "../db/client";
import { campuses, departments, programCampuses, programs } from "../db/schema";
import type { Actor } from "../auth/actor";
import { CACHE_TAGS } from "../cache-tags";
import { ValidationError } from "../errors";
import { parseInput } from "../validation";
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
import { programCreateSchema, programUpdateSchema } from "./schema";
import { deleteSchema } from "../reference/fields";

/**
 * Staff changes to programme facts (issue 13, reference data): additions, changes and deletions, through the one write path of
 * lib/reference/records: live at once, checked against the version the editor started from,
 * audited, kept as revisions.
 *
 * Errors: ValidationError (400, `fieldErrors` by field), UnauthorizedError (401), ForbiddenError
 * (403), NotFoundError (404), RecordConflictError (409, names who saved and when).
 */

type ProgramRow = typeof programs.$inferSelect;

/** A programme as its form edits it: the row's own fields and the campuses it runs at. */
export type EditableProgram = Omit<ProgramRow, "createdAt" | "updatedAt"> & {
  campusIds: string[];
  updatedAt: string;
};

async function campusIdsOf(executor: Executor, id: string): Promise<string[]> {
  const rows = await executor
    .select({ id: programCampuses.campusId })
    .from(programCampuses)
    .innerJoin(campuses, eq(campuses.id, programCampuses.campusId))
    .where(eq(programCampuses.programId, id))
    .orderBy(asc(campuses.name));
  return rows.map((row) => row.id);
}

/** References and the level's unique code, checked inside the transaction so they cannot change under it. */
async function checkReferences(
  tx: Executor,
  id: string,
  before: EditableProgram | null,
  change: Partial<RecordFields<EditableProgram>>,
): Promise<void> {
  const fieldErrors: Record<string, string> = {};
  // An addition sends both (the create schema requires them).
  const level = change.level ?? before?.level;
  const code = change.code ?? before?.code;
  if ((change.level !== undefined || change.code !== undefined) && level && code) {
    const [clash] = await tx
      .select({ name: programs.name })
      .from(programs)
      .where(and(eq(programs.level, level), eq(programs.code, code), ne(programs.id, id)));
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

const PROGRAM_RECORD: RecordSpec<EditableProgram> = {
  entity: "program",
  noun: "programme",
  async read(executor, id, lock) {
    const query = executor.select().from(programs).where(eq(programs.id, id));
    const [row] = lock ? await query.for("update") : await query;
    if (!row) return null;
    const { createdAt: _createdAt, updatedAt, ...fields } = row;
    return { ...fields, campusIds: await campusIdsOf(executor, id), updatedAt: updatedAt.toISOString() };
  },
  check: checkReferences,
  async write(tx, id, change, now) {
    const { campusIds, ...fields } = change;
    await tx
      .update(programs)
      .set({ ...fields, updatedAt: now })
      .where(eq(programs.id, id));
    if (campusIds) {
      await tx.delete(programCampuses).where(eq(programCampuses.programId, id));
      if (campusIds.length)
        await tx.insert(programCampuses).values(campusIds.map((campusId) => ({ programId: id, campusId })));
    }
  },
  async insert(tx, id, fields, now) {
    const { campusIds, ...row } = fields;
    await tx.insert(programs).values({ ...row, id, createdAt: now, updatedAt: now });
    if (campusIds?.length)
      await tx.insert(programCampuses).values(campusIds.map((campusId) => ({ programId: id, campusId })));
  },
  // Its campus links go with it (the foreign key cascades); admission results name programmes in
  // their own words and keep them.
  async remove(tx, id) {
    await tx.delete(programs).where(eq(programs.id, id));
  },
  // Every read of programmes (lists, campus and department pages, search) carries this tag; the
  // same call drops every cached public page.
  tags: [CACHE_TAGS.programs],
};

/** One programme for its staff form, read from the database (never a cached copy). */
export function getEditableProgram(actor: Actor, id: string): Promise<EditableProgram> {
  return readRecord(actor, PROGRAM_RECORD, id);
}

/**
 * Changes the given fields of a programme (any of the schema's, plus the `updatedAt` the editor
 * started from). `campusIds` replaces the campuses it runs at. An unchanged save writes nothing.
 */
export async function updateProgram(actor: Actor, id: string, input: unknown): Promise<EditableProgram> {
  const { updatedAt, ...change } = parseInput(programUpdateSchema, input);
  return saveRecord(actor, PROGRAM_RECORD, id, updatedAt, change);
}

/**
 * Adds a programme: its name, code, level and duration at least (lib/programs/schema.ts); the code
 * must be free at its level, and the department and campuses must exist.
 */
export async function createProgram(actor: Actor, input: unknown): Promise<EditableProgram> {
  const fields = parseInput(programCreateSchema, input);
  return createRecord(actor, PROGRAM_RECORD, fields as RecordFields<EditableProgram>);
}

/** Deletes a programme as of the `updatedAt` the editor saw; its page then answers 404. */
export async function deleteProgram(actor: Actor, id: string, input: unknown): Promise<void> {
  const { updatedAt } = parseInput(deleteSchema("programme"), input);
  await deleteRecord(actor, PROGRAM_RECORD, id, updatedAt);
}

export function listProgramRevisions(actor: Actor, id: string): Promise<RecordRevision[]> {
  return listRecordRevisions(actor, PROGRAM_RECORD, id);
}

export function restoreProgramRevision(actor: Actor, id: string, revisionId: string): Promise<EditableProgram> {
  return restoreRecordRevision(actor, PROGRAM_RECORD, id, revisionId);
}
