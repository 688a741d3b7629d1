import { and, eq } from "drizzle-orm";
import { invalidateCacheTags } from "../cache/invalidate";
import { db, type Executor } from "../db/client";
import { faculty, facultyResearch } from "../db/schema";
import { requireRole, type Actor } from "../auth/actor";
import { recordAudit } from "../audit/record";
import { ForbiddenError, NotFoundError } from "../errors";
import { newId, parseId } from "../ids";
import { parseInput } from "../validation";
import { CACHE_TAGS } from "../cache-tags";
import { findFaculty, type FacultyRecord, type ResearchEntry } from "./queries";
import { facultyProfileSchema, newResearchSchema, researchChangesSchema } from "./schema";

/**
 * Changes to a faculty profile: its overview and photo, and its research entries. Allowed to the
 * Faculty user whose email is the profile's email, and to administrators; anyone else with a
 * Faculty account is refused (403) with the old backend's words.
 */
export const NOT_OWNER_MESSAGE = "Unauthorized: You cannot edit other faculty data.";

function facultyNotFound(id: string): NotFoundError {
  return new NotFoundError(`Cannot find faculty with id: ${id}`);
}

/** Locks the profile for the change and checks that the caller may change it. */
async function ownedProfile(tx: Executor, actor: Actor, facultyId: string) {
  const [member] = await tx.select().from(faculty).where(eq(faculty.id, facultyId)).for("update");
  if (!member) throw facultyNotFound(facultyId);
  if (actor.kind === "user" && actor.role !== "Admin" && actor.email.toLowerCase() !== member.email.toLowerCase()) {
    throw new ForbiddenError(NOT_OWNER_MESSAGE);
  }
  return member;
}

function invalidateFaculty(): void {
  invalidateCacheTags(CACHE_TAGS.faculty);
}

async function currentProfile(id: string): Promise<FacultyRecord> {
  const member = await findFaculty(id);
  if (!member) throw facultyNotFound(id);
  return member;
}

function toEntry(row: typeof facultyResearch.$inferSelect): ResearchEntry {
  return { id: row.id, researchArea: row.researchArea, researchOverview: row.researchOverview, publications: row.publications };
}

/** PUT /faculty/{id}: the overview and/or photo. */
export async function updateFacultyProfile(actor: Actor, id: string, input: unknown): Promise<FacultyRecord> {
  requireRole(actor, "Faculty");
  const facultyId = parseId(id);
  const changes = parseInput(facultyProfileSchema, input);
  await db().transaction(async (tx) => {
    const before = await ownedProfile(tx, actor, facultyId);
    const [after] = await tx
      .update(faculty)
      .set({ overview: changes.overview ?? before.overview, photo: changes.photo ?? before.photo, updatedAt: new Date() })
      .where(eq(faculty.id, facultyId))
      .returning();
    await recordAudit(tx, actor, { action: "faculty.update", entityType: "faculty", entityId: facultyId, before, after });
  });
  invalidateFaculty();
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
      .values({ id: newId(), facultyId, researchArea: data.research_area, researchOverview: data.research_overview, publications: data.publications })
      .returning();
    await recordAudit(tx, actor, { action: "faculty.research.create", entityType: "faculty_research", entityId: row!.id, after: row });
    return toEntry(row!);
  });
  invalidateFaculty();
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
export async function updateResearch(actor: Actor, id: string, researchId: string, input: unknown): Promise<ResearchEntry> {
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
    await recordAudit(tx, actor, { action: "faculty.research.update", entityType: "faculty_research", entityId: entryId, before, after });
    return toEntry(after!);
  });
  invalidateFaculty();
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
    await recordAudit(tx, actor, { action: "faculty.research.delete", entityType: "faculty_research", entityId: entryId, before });
  });
  invalidateFaculty();
  return currentProfile(facultyId);
}
