import { asc, eq } from "drizzle-orm";
import { db } from "../db/client";
import { officeHolders } from "../db/schema";
import { requireRole, type Actor } from "../auth/actor";
import { CACHE_TAGS } from "../cache-tags";
import { parseInput } from "../validation";
import {
  listRecordRevisions,
  readRecord,
  REFERENCE_EDITORS,
  restoreRecordRevision,
  saveRecord,
  type RecordRevision,
  type RecordSpec,
} from "../reference/records";
import { officeHolderUpdateSchema } from "./schema";

/**
 * Staff changes to office holders (issue 13, reference data), through the one write path of
 * lib/reference/records: live at once, checked against the version the editor started from,
 * audited, kept as revisions. The office key is not a field: it can never change.
 *
 * Errors: ValidationError (400, `fieldErrors` by field), UnauthorizedError (401), ForbiddenError
 * (403), NotFoundError (404), RecordConflictError (409, names who saved and when).
 */

type OfficeHolderRow = typeof officeHolders.$inferSelect;

/** An office holder as its form edits it; `office` is shown, never written. */
export type EditableOfficeHolder = Omit<OfficeHolderRow, "createdAt" | "updatedAt"> & { updatedAt: string };

const OFFICE_HOLDER_RECORD: RecordSpec<EditableOfficeHolder> = {
  entity: "office-holder",
  noun: "office holder",
  async read(executor, id, lock) {
    const query = executor.select().from(officeHolders).where(eq(officeHolders.id, id));
    const [row] = lock ? await query.for("update") : await query;
    if (!row) return null;
    const { createdAt: _createdAt, updatedAt, ...fields } = row;
    return { ...fields, updatedAt: updatedAt.toISOString() };
  },
  async write(tx, id, change, now) {
    // The schema has no `office`; this keeps a restored revision from carrying one back either.
    const { office: _office, ...fields } = change;
    await tx
      .update(officeHolders)
      .set({ ...fields, updatedAt: now })
      .where(eq(officeHolders.id, id));
  },
  // listOfficeHolders, the one public read (home page, leader and people pages), carries this tag.
  tags: [CACHE_TAGS.officeHolders],
};

/** Every office holder in page order, for the staff list (from the database, never a cached copy). */
export async function listEditableOfficeHolders(actor: Actor): Promise<EditableOfficeHolder[]> {
  requireRole(actor, ...REFERENCE_EDITORS);
  const rows = await db().select().from(officeHolders).orderBy(asc(officeHolders.position), asc(officeHolders.office));
  return rows.map(({ createdAt: _createdAt, updatedAt, ...fields }) => ({
    ...fields,
    updatedAt: updatedAt.toISOString(),
  }));
}

/** One office holder for the staff form, read from the database (never a cached copy). */
export function getEditableOfficeHolder(actor: Actor, id: string): Promise<EditableOfficeHolder> {
  return readRecord(actor, OFFICE_HOLDER_RECORD, id);
}

/** Changes the given fields (any of the schema's, plus the `updatedAt` the editor started from). */
export async function updateOfficeHolder(actor: Actor, id: string, input: unknown): Promise<EditableOfficeHolder> {
  const { updatedAt, ...change } = parseInput(officeHolderUpdateSchema, input);
  return saveRecord(actor, OFFICE_HOLDER_RECORD, id, updatedAt, change);
}

export function listOfficeHolderRevisions(actor: Actor, id: string): Promise<RecordRevision[]> {
  return listRecordRevisions(actor, OFFICE_HOLDER_RECORD, id);
}

export function restoreOfficeHolderRevision(
  actor: Actor,
  id: string,
  revisionId: string,
): Promise<EditableOfficeHolder> {
  return restoreRecordRevision(actor, OFFICE_HOLDER_RECORD, id, revisionId);
}
