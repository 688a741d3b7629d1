import { and, asc, eq, max, ne } from "drizzle-orm";
import { db } from "../db/client";
import { officeHolders } from "../db/schema";
import { requireRole, type Actor } from "../auth/actor";
import { CACHE_TAGS } from "../cache-tags";
import { ConflictError, ValidationError } from "../errors";
import { parseInput } from "../validation";
import { deleteSchema } from "../reference/fields";
import {
  createRecord,
  deleteRecord,
  listRecordRevisions,
  readRecord,
  REFERENCE_EDITORS,
  restoreRecordRevision,
  saveRecord,
  type RecordFields,
  type RecordRevision,
  type RecordSpec,
} from "../reference/records";
import { OFFICE_HOLDER_LIMITS } from "./limits";
import { officeHolderCreateSchema, officeHolderUpdateSchema } from "./schema";
import { officeUses } from "./uses";

/**
 * Staff changes to office holders (issue 13, reference data): additions, changes and deletions,
 * through the one write path of lib/reference/records: live at once, checked against the version
 * the editor started from, audited, kept as revisions. The office key is given when the holder is
 * added and never changes: pages find the holder by it. A holder whose office a page names cannot
 * be deleted (409 naming the pages).
 *
 * Errors: ValidationError (400, `fieldErrors` by field), UnauthorizedError (401), ForbiddenError
 * (403), NotFoundError (404), RecordConflictError (409, names who saved and when), ConflictError
 * (409, a deletion refused: names the pages that name the office).
 */

type OfficeHolderRow = typeof officeHolders.$inferSelect;

/** An office holder as its form edits it; `office` is given when it is added, then only shown. */
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
  // The office key is unique: pages find one holder by it. Only an addition sends one (a restore
  // sends the record's own, which no other holder has).
  async check(tx, id, _before, change) {
    if (change.office === undefined) return;
    const [other] = await tx
      .select({ title: officeHolders.title })
      .from(officeHolders)
      .where(and(eq(officeHolders.office, change.office), ne(officeHolders.id, id)));
    if (!other) return;
    const message = `${other.title} already has the office key ${change.office}; give this office another.`;
    throw new ValidationError(`office: ${message}`, { office: message });
  },
  async write(tx, id, change, now) {
    // The schema has no `office`; this keeps a restored revision from carrying one back either.
    const { office: _office, ...fields } = change;
    await tx
      .update(officeHolders)
      .set({ ...fields, updatedAt: now })
      .where(eq(officeHolders.id, id));
  },
  // Without a position the new holder comes after the others in the lists.
  async insert(tx, id, { position, ...fields }, now) {
    const [last] = await tx.select({ position: max(officeHolders.position) }).from(officeHolders);
    const after = Math.min((last?.position ?? -1) + 1, OFFICE_HOLDER_LIMITS.position);
    await tx
      .insert(officeHolders)
      .values({ ...fields, position: position ?? after, id, createdAt: now, updatedAt: now });
  },
  // Refused while the site names the office (lib/office-holders/uses.ts): deleting the holder would
  // empty a page that expects one. Checked here, in the transaction and after the row lock.
  async remove(tx, id) {
    const [holder] = await tx
      .select({ office: officeHolders.office })
      .from(officeHolders)
      .where(eq(officeHolders.id, id));
    if (!holder) return;
    const uses = await officeUses(tx, holder.office);
    if (uses.length)
      throw new ConflictError(
        `The office ${holder.office} is named by ${uses.join("; ")}. Nothing was deleted: take the office out of those pages first, or change who holds it instead.`,
      );
    await tx.delete(officeHolders).where(eq(officeHolders.id, id));
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

/**
 * Adds an office holder: the office key, title and name at least (lib/office-holders/schema.ts).
 * The key must be free; pages show the holder where their structured parts name the key (or a
 * prefix of it ending in a hyphen, on the academic administration chart).
 */
export async function createOfficeHolder(actor: Actor, input: unknown): Promise<EditableOfficeHolder> {
  const fields = parseInput(officeHolderCreateSchema, input);
  return createRecord(actor, OFFICE_HOLDER_RECORD, fields as RecordFields<EditableOfficeHolder>);
}

/** Deletes an office holder as of the `updatedAt` the editor saw, unless the site names its office. */
export async function deleteOfficeHolder(actor: Actor, id: string, input: unknown): Promise<void> {
  const { updatedAt } = parseInput(deleteSchema("office holder"), input);
  await deleteRecord(actor, OFFICE_HOLDER_RECORD, id, updatedAt);
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
