import { eq, ne } from "drizzle-orm";
import { campuses, storedFiles } from "../db/schema";
import type { Executor } from "../db/client";
import { fileIdOfPath } from "../files/urls";
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
import { deleteSchema } from "../reference/fields";
import { CAMPUS_PHOTO_MESSAGE, campusCreateSchema, campusUpdateSchema } from "./schema";
import { campusSlug } from "./slug";

/**
 * Staff changes to campus facts (issue 13, reference data): additions, changes and deletions,
 * through the one write path of lib/reference/records: live at once, checked against the version
 * the editor started from, audited, kept as revisions. The slug is made from the name when the
 * campus is added and never written again: the campus keeps its address on the site.
 *
 * Errors: ValidationError (400, `fieldErrors` by field), UnauthorizedError (401), ForbiddenError
 * (403), NotFoundError (404), RecordConflictError (409, names who saved and when).
 */

type CampusRow = typeof campuses.$inferSelect;

/** A campus as its form edits it: every column but the timestamps; the slug and the photos are shown, not edited. */
export type EditableCampus = Omit<CampusRow, "createdAt" | "updatedAt"> & { updatedAt: string };

/** A campus photo names a picture stored on this site (`/files/{id}/{name}`), not a document or nothing. */
async function checkPhotoIsStoredImage(tx: Executor, address: string): Promise<void> {
  const fileId = fileIdOfPath(address);
  const [file] = fileId
    ? await tx.select({ contentType: storedFiles.contentType }).from(storedFiles).where(eq(storedFiles.id, fileId))
    : [];
  if (!file?.contentType.startsWith("image/"))
    throw new ValidationError(`photoUrl: ${CAMPUS_PHOTO_MESSAGE}`, { photoUrl: CAMPUS_PHOTO_MESSAGE });
}

const CAMPUS_RECORD: RecordSpec<EditableCampus> = {
  entity: "campus",
  noun: "campus",
  async read(executor, id, lock) {
    const query = executor.select().from(campuses).where(eq(campuses.id, id));
    const [row] = lock ? await query.for("update") : await query;
    if (!row) return null;
    const { createdAt: _createdAt, updatedAt, ...fields } = row;
    return { ...fields, updatedAt: updatedAt.toISOString() };
  },
  // The name is unique. Names that differ only in case or punctuation count as the same: a campus
  // page is found by its slug or by its name's slug, so both would lead to one page.
  async check(tx, id, _before, change) {
    if (change.photoUrl) await checkPhotoIsStoredImage(tx, change.photoUrl);
    if (change.name === undefined) return;
    const wanted = campusSlug(change.name);
    const others = await tx
      .select({ name: campuses.name, slug: campuses.slug })
      .from(campuses)
      .where(ne(campuses.id, id));
    const sameName = others.find((other) => campusSlug(other.name) === wanted);
    const samePage = others.find((other) => other.slug === wanted);
    if (!sameName && !samePage) return;
    const message = sameName
      ? `${sameName.name} already has this name; give this campus another.`
      : `${samePage!.name} is at /campus/${wanted}, where this name would lead too; give this campus another.`;
    throw new ValidationError(`name: ${message}`, { name: message });
  },
  async write(tx, id, change, now) {
    await tx
      .update(campuses)
      .set({ ...change, updatedAt: now })
      .where(eq(campuses.id, id));
  },
  async insert(tx, id, fields, now) {
    await tx.insert(campuses).values({ ...fields, id, createdAt: now, updatedAt: now });
  },
  // Its programme links go with it (the foreign key cascades): the programmes stay, no longer
  // offered at it. Submissions and admission records name campuses in their own text and keep it.
  async remove(tx, id) {
    await tx.delete(campuses).where(eq(campuses.id, id));
  },
  // Every public read of campuses (zone and campus pages, the home page, /api/v1/campus, forms'
  // campus lists) carries this tag.
  tags: [CACHE_TAGS.campuses],
};

/** One campus for its staff form, read from the database (never a cached copy). */
export function getEditableCampus(actor: Actor, id: string): Promise<EditableCampus> {
  return readRecord(actor, CAMPUS_RECORD, id);
}

/** Changes the given fields of a campus (any of the schema's, plus the `updatedAt` the editor started from). */
export async function updateCampus(actor: Actor, id: string, input: unknown): Promise<EditableCampus> {
  const { updatedAt, ...change } = parseInput(campusUpdateSchema, input);
  return saveRecord(actor, CAMPUS_RECORD, id, updatedAt, change);
}

/**
 * Adds a campus: its name and zone at least (lib/campuses/schema.ts). Its page is at
 * /campus/<slug>, the slug made from the name now and kept when the name changes later; no other
 * campus may have the same name or lead to the same page.
 */
export async function createCampus(actor: Actor, input: unknown): Promise<EditableCampus> {
  const fields = parseInput(campusCreateSchema, input);
  const slug = campusSlug(fields.name);
  if (!slug) {
    const message = "Use letters a-z or digits in the name too: the campus's address on the site is made from them.";
    throw new ValidationError(`name: ${message}`, { name: message });
  }
  return createRecord(actor, CAMPUS_RECORD, { ...fields, slug } as RecordFields<EditableCampus>);
}

/** Deletes a campus as of the `updatedAt` the editor saw; its page then answers 404. */
export async function deleteCampus(actor: Actor, id: string, input: unknown): Promise<void> {
  const { updatedAt } = parseInput(deleteSchema("campus"), input);
  await deleteRecord(actor, CAMPUS_RECORD, id, updatedAt);
}

export function listCampusRevisions(actor: Actor, id: string): Promise<RecordRevision[]> {
  return listRecordRevisions(actor, CAMPUS_RECORD, id);
}

export function restoreCampusRevision(actor: Actor, id: string, revisionId: string): Promise<EditableCampus> {
  return restoreRecordRevision(actor, CAMPUS_RECORD, id, revisionId);
}
