import { and, eq } from "drizzle-orm";
import { invalidateCacheTags } from "../cache/invalidate";
import { db, type Executor } from "../db/client";
import { faculty, facultyResearch, storedFiles } from "../db/schema";
import { requireRole, type Actor } from "../auth/actor";
import { recordAudit } from "../audit/record";
import { ForbiddenError, NotFoundError, ValidationError } from "../errors";
import { newId, parseId } from "../ids";
import { parseInput } from "../validation";
import { CACHE_TAGS } from "../cache-tags";
import { config } from "../config";
import { releaseFileRow, removeBytesIfUnreferenced, writeWithFile } from "../files/service";
import { acceptImage, isNoFile } from "../files/upload";
import { fileIdOfPath, formatFileSize } from "../files/urls";
import { findFaculty, type FacultyRecord, type ResearchEntry } from "./queries";
import { facultyProfileFieldsSchema, facultyProfileSchema, newResearchSchema, researchChangesSchema } from "./schema";

/**
 * Changes to a faculty profile: its overview and photo, and its research entries. Allowed to the
 * Faculty user whose email is the profile's email, and to administrators; anyone else with a
 * Faculty account is refused (403) with the old backend's words.
 */
export const NOT_OWNER_MESSAGE = "Unauthorized: You cannot edit other faculty data.";

function facultyNotFound(id: string): NotFoundError {
  return new NotFoundError(`Cannot find faculty with id: ${id}`);
}

/** Locks the profile for the change (unless `lock` is false) and checks that the caller may change it. */
async function ownedProfile(tx: Executor, actor: Actor, facultyId: string, lock = true) {
  const query = tx.select().from(faculty).where(eq(faculty.id, facultyId));
  const [member] = lock ? await query.for("update") : await query;
  if (!member) throw facultyNotFound(facultyId);
  if (actor.kind === "user" && actor.role !== "Admin" && actor.email.toLowerCase() !== member.email.toLowerCase()) {
    throw new ForbiddenError(NOT_OWNER_MESSAGE);
  }
  return member;
}

export function photoTooLargeMessage(limit: number = config().photoMaxBytes): string {
  return `image: the photo is larger than the limit of ${formatFileSize(limit)}.`;
}

// A profile shows the photo at most 320 CSS pixels wide: 800 covers screens of 2.5 device pixels each.
const PHOTO_DISPLAY_SIDE = 800;

/**
 * The stored picture a photo address (`/files/{id}/{name}`) names: only an image file of this
 * site, so that neither another site's address nor a document stored here becomes a photo.
 */
async function photoFileOfAddress(tx: Executor, address: string): Promise<string> {
  const fileId = fileIdOfPath(address);
  const [file] = fileId
    ? await tx
        .select({ id: storedFiles.id, contentType: storedFiles.contentType })
        .from(storedFiles)
        .where(eq(storedFiles.id, fileId))
    : [];
  if (!file || !file.contentType.startsWith("image/")) {
    throw new ValidationError(
      "photo: the address is not a photo stored on this site; upload the picture as `image` instead.",
      "photo",
    );
  }
  return file.id;
}

function invalidateFaculty(): Promise<void> {
  return invalidateCacheTags(CACHE_TAGS.faculty);
}

async function currentProfile(id: string): Promise<FacultyRecord> {
  const member = await findFaculty(id);
  if (!member) throw facultyNotFound(id);
  return member;
}

function toEntry(row: typeof facultyResearch.$inferSelect): ResearchEntry {
  return {
    id: row.id,
    researchArea: row.researchArea,
    researchOverview: row.researchOverview,
    publications: row.publications,
  };
}

/**
 * PUT /faculty/{id}: the overview and/or the photo, given as the address of a picture stored on this site (`photo`, "" to
 * remove it) or as an uploaded image file. The new photo's file and the profile are written
 * together; the file of the photo it replaces is removed when nothing else uses it.
 */
export async function updateFacultyProfile(
  actor: Actor,
  id: string,
  input: unknown,
  image?: File,
): Promise<FacultyRecord> {
  requireRole(actor, "Faculty");
  const facultyId = parseId(id);
  const photoFile = isNoFile(image) ? undefined : image;
  const changes = parseInput(photoFile ? facultyProfileFieldsSchema : facultyProfileSchema, input);
  if (photoFile && changes.photo !== undefined)
    throw new ValidationError("photo: send either an image file or a photo address, not both.", "photo");
  // A caller who may not change this profile is refused before any bytes are read or written.
  if (photoFile) await ownedProfile(db(), actor, facultyId, false);
  const accepted = photoFile
    ? await acceptImage(photoFile, { displaySide: PHOTO_DISPLAY_SIDE, tooLargeMessage: photoTooLargeMessage })
    : undefined;
  const released = await writeWithFile(accepted, async (tx, fileId) => {
    const before = await ownedProfile(tx, actor, facultyId);
    const photoFileId =
      fileId ??
      (changes.photo === undefined
        ? before.photoFileId
        : changes.photo
          ? await photoFileOfAddress(tx, changes.photo)
          : null);
    const [after] = await tx
      .update(faculty)
      .set({
        overview: changes.overview ?? before.overview,
        photo: changes.photo === undefined && !fileId ? before.photo : "",
        photoFileId,
        updatedAt: new Date(),
      })
      .where(eq(faculty.id, facultyId))
      .returning();
    const replaced =
      before.photoFileId && before.photoFileId !== photoFileId
        ? await releaseFileRow(tx, before.photoFileId)
        : undefined;
    await recordAudit(tx, actor, {
      action: "faculty.update",
      entityType: "faculty",
      entityId: facultyId,
      before,
      after,
    });
    return replaced;
  });
  if (released) await removeBytesIfUnreferenced(released);
  await invalidateFaculty();
  return currentProfile(facultyId);
}

/** POST /faculty/{id}/research. */
export async function addResearch(actor: Actor, id: string, input: unknown): Promise<ResearchEntry> {
  requireRole(actor, "Faculty");
  const facultyId = parseId(id);
  const data = parseInput(newResearchSchema, input);
  const entry = await db().transaction(async (tx) => {
    await ownedProfile(tx, actor, facultyId);
    const [row] = await tx
      .insert(facultyResearch)
      .values({
        id: newId(),
        facultyId,
        researchArea: data.research_area,
        researchOverview: data.research_overview,
        publications: data.publications,
      })
      .returning();
    await recordAudit(tx, actor, {
      action: "faculty.research.create",
      entityType: "faculty_research",
      entityId: row!.id,
      after: row,
    });
    return toEntry(row!);
  });
  await invalidateFaculty();
  return entry;
}

async function lockResearch(tx: Executor, facultyId: string, researchId: string, notFoundMessage: string) {
  const [row] = await tx
    .select()
    .from(facultyResearch)
    .where(and(eq(facultyResearch.id, researchId), eq(facultyResearch.facultyId, facultyId)))
    .for("update");
  if (!row) throw new NotFoundError(notFoundMessage);
  return row;
}

/** PATCH /faculty/{id}/research/{researchId}: any of the three fields. */
export async function updateResearch(
  actor: Actor,
  id: string,
  researchId: string,
  input: unknown,
): Promise<ResearchEntry> {
  requireRole(actor, "Faculty");
  const facultyId = parseId(id);
  const entryId = parseId(researchId, "researchId");
  const changes = parseInput(researchChangesSchema, input);
  const entry = await db().transaction(async (tx) => {
    await ownedProfile(tx, actor, facultyId);
    const before = await lockResearch(tx, facultyId, entryId, `No research found with id: ${entryId}`);
    const [after] = await tx
      .update(facultyResearch)
      .set({
        researchArea: changes.research_area ?? before.researchArea,
        researchOverview: changes.research_overview ?? before.researchOverview,
        publications: changes.publications ?? before.publications,
        updatedAt: new Date(),
      })
      .where(eq(facultyResearch.id, entryId))
      .returning();
    await recordAudit(tx, actor, {
      action: "faculty.research.update",
      entityType: "faculty_research",
      entityId: entryId,
      before,
      after,
    });
    return toEntry(after!);
  });
  await invalidateFaculty();
  return entry;
}

/** DELETE /faculty/{id}/research/{researchId}; answers the profile as it is afterwards. */
export async function deleteResearch(actor: Actor, id: string, researchId: string): Promise<FacultyRecord> {
  requireRole(actor, "Faculty");
  const facultyId = parseId(id);
  const entryId = parseId(researchId, "researchId");
  await db().transaction(async (tx) => {
    await ownedProfile(tx, actor, facultyId);
    // The old backend wrote "ID" here and "id" in PATCH; clients may compare the text.
    const before = await lockResearch(tx, facultyId, entryId, `No research found with ID: ${entryId}`);
    await tx.delete(facultyResearch).where(eq(facultyResearch.id, entryId));
    await recordAudit(tx, actor, {
      action: "faculty.research.delete",
      entityType: "faculty_research",
      entityId: entryId,
      before,
    });
  });
  await invalidateFaculty();
  return currentProfile(facultyId);
}
