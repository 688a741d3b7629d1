/**
 * Staff changes to campus facts (lib/campuses/service.ts) on a seeded database: who may change a
 * campus, read its history or restore it; the problem of each field; a unique name; saves that
 * would overwrite another editor's (409 naming them); the slug that never changes; revisions and
 * their restore; and the public reads (the campus pages' query and the legacy API's shape)
 * showing the change. Adding a campus (its slug made from the name, once) and deleting one (its
 * programme links go, the programmes stay).
 */
jest.mock("next/cache", () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: jest.fn() }));

import { and, eq } from "drizzle-orm";
import { revalidateTag } from "next/cache";
import { auditLog, campuses, programCampuses, programs } from "@/lib/db/schema";
import { ForbiddenError, UnauthorizedError, ValidationError } from "@/lib/errors";
import { RecordConflictError } from "@/lib/reference/errors";
import { publicPagesGeneration } from "@/lib/cache/page-generation";
import { findCampus, listCampusesInZone } from "@/lib/campuses/queries";
import { findProgram } from "@/lib/programs/queries";
import { toLegacyCampus } from "@/lib/campuses/legacy";
import { CAMPUSES } from "@/lib/campuses/record";
import { recordService } from "@/lib/records/service";
import { actorOf, ANONYMOUS, type ApiTestContext, setupApiTest } from "./api-helpers";

const {
  get: getEditableCampus,
  create: createCampus,
  update: updateCampus,
  remove: deleteCampus,
  revisions: listCampusRevisions,
  restore: restoreCampusRevision,
} = recordService(CAMPUSES);

let context: ApiTestContext;
beforeAll(async () => {
  context = await setupApiTest();
}, 180_000);
afterAll(() => context.testDb.teardown());
beforeEach(() => jest.mocked(revalidateTag).mockClear());

const db = () => context.testDb.handle.db;
type Role = "Admin" | "Editor" | "Publisher" | "Faculty" | "Admissions";
const actor = (role: Role) => actorOf(context, role);

async function campusNamed(name: string) {
  const [row] = await db().select().from(campuses).where(eq(campuses.name, name));
  if (!row) throw new Error(`no campus ${name}`);
  return getEditableCampus(actor("Admin"), row.id);
}

describe("who may change a campus", () => {
  it("refuses anonymous callers (401), Faculty and Admissions (403) every write and read, and changes nothing", async () => {
    const campus = await campusNamed("DSEU Rajokri Campus");
    const change = { director: "Nobody", updatedAt: campus.updatedAt };
    const revision = "0123456789abcdef01234567";
    await expect(updateCampus(ANONYMOUS, campus.id, change)).rejects.toThrow(UnauthorizedError);
    await expect(listCampusRevisions(ANONYMOUS, campus.id)).rejects.toThrow(UnauthorizedError);
    await expect(restoreCampusRevision(ANONYMOUS, campus.id, revision)).rejects.toThrow(UnauthorizedError);
    for (const role of ["Faculty", "Admissions"] as const) {
      await expect(updateCampus(actor(role), campus.id, change)).rejects.toThrow(ForbiddenError);
      await expect(getEditableCampus(actor(role), campus.id)).rejects.toThrow(ForbiddenError);
      await expect(listCampusRevisions(actor(role), campus.id)).rejects.toThrow(ForbiddenError);
      await expect(restoreCampusRevision(actor(role), campus.id, revision)).rejects.toThrow(ForbiddenError);
    }
    expect(await campusNamed("DSEU Rajokri Campus")).toEqual(campus);
  });

  it.each<Role>(["Editor", "Publisher", "Admin"])("lets the %s role change one and restore it", async (role) => {
    const campus = await campusNamed("DSEU Rajokri Campus");
    const director = `Dr. ${role} Director`;
    const saved = await updateCampus(actor(role), campus.id, { director, updatedAt: campus.updatedAt });
    expect(saved.director).toBe(director);
    expect(saved.updatedAt).not.toBe(campus.updatedAt);
    const [latest, before] = await listCampusRevisions(actor(role), campus.id);
    expect(latest?.data).toMatchObject({ director });
    const restored = await restoreCampusRevision(actor(role), campus.id, before!.id);
    expect(restored.director).toBe(campus.director);
  });
});

describe("validation", () => {
  it("names every field's problem", async () => {
    const campus = await campusNamed("DSEU Pusa-I Campus");
    const failure = await updateCampus(actor("Editor"), campus.id, {
      name: "  ",
      zone: "middle",
      directorEmail: "not an email",
      mapUrl: "http://maps.example.org/pusa",
      photoUrl: "javascript:alert(1)",
      address: "x".repeat(501),
      labs: ["Lab", "y".repeat(201)],
      programmesOffered: "B.Tech",
      updatedAt: campus.updatedAt,
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ValidationError);
    expect((failure as ValidationError).fieldErrors).toEqual({
      name: "Enter the name.",
      zone: "Choose one of the zones: central, north, south, east, west.",
      directorEmail: "Use an email address like director@dseu.ac.in, or leave it empty.",
      mapUrl: "Use an https:// address, or leave it empty.",
      photoUrl: "Use the address of a picture uploaded to this site (/files/…), or leave it empty.",
      address: "Keep the address to 500 characters or fewer.",
      "labs.1": "Keep each lab to 200 characters or fewer.",
      programmesOffered: "Give the programmes as a list.",
    });
    expect((failure as ValidationError).message).toBe("name: Enter the name.");
  });

  it("requires the updatedAt the editor started from, and refuses the slug and unknown fields", async () => {
    const campus = await campusNamed("DSEU Pusa-I Campus");
    await expect(updateCampus(actor("Editor"), campus.id, { director: "X" })).rejects.toMatchObject({
      status: 400,
      field: "updatedAt",
    });
    await expect(
      updateCampus(actor("Editor"), campus.id, { slug: "pusa", updatedAt: campus.updatedAt }),
    ).rejects.toMatchObject({ status: 400, message: "There is no field slug (the slug and the id cannot change)." });
  });

  it("refuses the name of another campus, in any case or punctuation, naming it", async () => {
    const campus = await campusNamed("DSEU Pusa-I Campus");
    for (const name of ["DSEU Pusa-II Campus", "dseu pusa-ii campus!"])
      await expect(
        updateCampus(actor("Editor"), campus.id, { name, updatedAt: campus.updatedAt }),
      ).rejects.toMatchObject({
        status: 400,
        fieldErrors: { name: "DSEU Pusa-II Campus already has this name; give this campus another." },
      });
    expect((await getEditableCampus(actor("Editor"), campus.id)).name).toBe("DSEU Pusa-I Campus");
  });

  it("answers 404 for a campus that does not exist", async () => {
    await expect(
      updateCampus(actor("Editor"), "0123456789abcdef01234567", { updatedAt: new Date().toISOString() }),
    ).rejects.toMatchObject({ status: 404 });
  });
});

describe("a save", () => {
  it("refuses to overwrite a newer save, naming who made it and when", async () => {
    const campus = await campusNamed("DSEU Siri Fort Campus");
    const first = await updateCampus(actor("Publisher"), campus.id, {
      address: "Siri Fort Institutional Area, New Delhi",
      updatedAt: campus.updatedAt,
    });
    const stale = updateCampus(actor("Editor"), campus.id, { address: "Elsewhere", updatedAt: campus.updatedAt });
    await expect(stale).rejects.toThrow(RecordConflictError);
    await expect(stale).rejects.toMatchObject({
      status: 409,
      current: { updatedBy: context.users.Publisher.email, updatedAt: first.updatedAt },
    });
    expect((await campusNamed("DSEU Siri Fort Campus")).address).toBe("Siri Fort Institutional Area, New Delhi");
  });

  it("writes every field but keeps the slug, audits what changed, drops the caches, and the public reads show it", async () => {
    const campus = await campusNamed("DSEU Dwarka Campus");
    const saved = await updateCampus(actor("Editor"), campus.id, {
      name: "DSEU Dwarka Sector-9 Campus",
      nameHi: "डीएसईयू द्वारका परिसर",
      zone: "central",
      director: "Dr. A. Kumar",
      directorEmail: "director-dwarka@dseu.ac.in",
      directorMessage: "Welcome to Dwarka.",
      directorMessageHi: "द्वारका में स्वागत है।",
      address: "Sector 9, Dwarka, New Delhi",
      addressHi: "",
      mapUrl: "https://maps.example.org/dwarka",
      about: "A campus in Dwarka.",
      aboutHi: "द्वारका का परिसर।",
      programmesOffered: [" Diploma in Pharmacy ", "", "Diploma in Pharmacy", "B.Voc Retail"],
      labs: ["Pharmacy Lab"],
      photoUrl: "",
      updatedAt: campus.updatedAt,
    });
    expect(saved).toMatchObject({
      id: campus.id,
      slug: campus.slug,
      name: "DSEU Dwarka Sector-9 Campus",
      zone: "central",
      addressHi: null,
      programmesOffered: ["Diploma in Pharmacy", "B.Voc Retail"],
    });

    const entries = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "campus.update"), eq(auditLog.entityId, campus.id)));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actor: context.users.Editor.email, entityType: "campus" });
    expect(entries[0]!.before).toMatchObject({ name: "DSEU Dwarka Campus", zone: "west" });
    expect(entries[0]!.after).toMatchObject({ name: "DSEU Dwarka Sector-9 Campus", zone: "central" });
    expect(entries[0]!.after).not.toHaveProperty("slug");
    expect(revalidateTag).toHaveBeenCalledWith("campuses", { expire: 0 });

    // The page is still at its old address, and found by the new name too.
    const shown = await findCampus(campus.slug);
    expect(shown).toMatchObject({ name: "DSEU Dwarka Sector-9 Campus", nameHi: "डीएसईयू द्वारका परिसर" });
    expect((await findCampus("DSEU Dwarka Sector-9 Campus"))?.id).toBe(campus.id);
    expect(toLegacyCampus(shown!)).toEqual({
      _id: campus.id,
      name: "DSEU Dwarka Sector-9 Campus",
      slug: campus.slug,
      zone: "central zone",
      campus_director: "Dr. A. Kumar",
      campus_director_email: "director-dwarka@dseu.ac.in",
      campus_message: "Welcome to Dwarka.",
      location: "Sector 9, Dwarka, New Delhi",
      map_link: "https://maps.example.org/dwarka",
      campus_info: "A campus in Dwarka.",
      courses_offered: ["Diploma in Pharmacy", "B.Voc Retail"],
      labs: ["Pharmacy Lab"],
      campus_photo: "",
      activity_photos: campus.activityPhotos,
    });
  });

  it("writes nothing, audits nothing and keeps the caches when nothing changed", async () => {
    const campus = await campusNamed("DSEU Ranhola Campus");
    const saved = await updateCampus(actor("Editor"), campus.id, {
      name: campus.name,
      labs: campus.labs,
      updatedAt: campus.updatedAt,
    });
    expect(saved.updatedAt).toBe(campus.updatedAt);
    expect(revalidateTag).not.toHaveBeenCalled();
    expect(await db().select().from(auditLog).where(eq(auditLog.entityId, campus.id))).toHaveLength(0);
    expect(await listCampusRevisions(actor("Editor"), campus.id)).toEqual([]);
  });
});

describe("revisions", () => {
  it("keeps the seeded state and each save, newest first, and restores one as a new save", async () => {
    const campus = await campusNamed("DSEU Jaffarpur Campus");
    const first = await updateCampus(actor("Editor"), campus.id, {
      about: "First rewrite.",
      updatedAt: campus.updatedAt,
    });
    await updateCampus(actor("Publisher"), campus.id, { about: "Second rewrite.", updatedAt: first.updatedAt });

    const revisions = await listCampusRevisions(actor("Editor"), campus.id);
    expect(revisions.map((r) => [r.action, r.createdBy, r.data.about])).toEqual([
      ["update", context.users.Publisher.email, "Second rewrite."],
      ["update", context.users.Editor.email, "First rewrite."],
      ["initial", "The site's initial data", campus.about],
    ]);
    expect(revisions[0]!.changes).toEqual([expect.objectContaining({ field: "about" })]);

    const restored = await restoreCampusRevision(actor("Editor"), campus.id, revisions[2]!.id);
    expect(restored.about).toBe(campus.about);
    expect((await findCampus(campus.slug))?.about).toBe(campus.about);
    const after = await listCampusRevisions(actor("Editor"), campus.id);
    expect(after).toHaveLength(4);
    expect(after[0]).toMatchObject({ action: "restore", createdBy: context.users.Editor.email });
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "campus.restore"), eq(auditLog.entityId, campus.id)));
    expect(audit).toHaveLength(1);
  });

  it("refuses a revision of another record, and a renamed campus's old name (its page's address) to others", async () => {
    const campus = await campusNamed("DSEU Mayur Vihar Campus");
    const other = await campusNamed("DSEU Jahndewalan Campus");
    await updateCampus(actor("Editor"), campus.id, {
      name: "DSEU Mayur Vihar Phase-1 Campus",
      updatedAt: campus.updatedAt,
    });
    const [, initial] = await listCampusRevisions(actor("Editor"), campus.id);
    await expect(restoreCampusRevision(actor("Editor"), other.id, initial!.id)).rejects.toMatchObject({ status: 404 });

    await expect(
      updateCampus(actor("Editor"), other.id, { name: "DSEU Mayur Vihar Campus", updatedAt: other.updatedAt }),
    ).rejects.toMatchObject({
      status: 400,
      fieldErrors: {
        name: "DSEU Mayur Vihar Phase-1 Campus is at /campus/dseu-mayur-vihar-campus, where this name would lead too; give this campus another.",
      },
    });
    expect((await restoreCampusRevision(actor("Editor"), campus.id, initial!.id)).name).toBe("DSEU Mayur Vihar Campus");
  });
});

describe("adding and deleting a campus", () => {
  const NEW = { name: "DSEU Narela Campus", zone: "north" };
  const failure = (promise: Promise<unknown>) => promise.catch((error: unknown) => error) as Promise<ValidationError>;

  it("lets only staff who may edit add or delete one", async () => {
    const campus = await campusNamed("DSEU Rajokri Campus");
    for (const [who, error] of [
      [ANONYMOUS, UnauthorizedError],
      [actor("Faculty"), ForbiddenError],
      [actor("Admissions"), ForbiddenError],
    ] as const) {
      await expect(createCampus(who, NEW)).rejects.toThrow(error);
      await expect(deleteCampus(who, campus.id, { updatedAt: campus.updatedAt })).rejects.toThrow(error);
    }
    expect(await findCampus("dseu-narela-campus")).toBeUndefined();
    expect(await findCampus(campus.slug)).toBeDefined();
  });

  it("names what a new campus lacks, a name another campus has or whose address it would take, and the slug", async () => {
    const lacking = await failure(createCampus(actor("Editor"), { about: "A campus." }));
    expect(lacking).toBeInstanceOf(ValidationError);
    expect(Object.keys(lacking.fieldErrors).sort()).toEqual(["name", "zone"]);
    const bad = await failure(createCampus(actor("Editor"), { ...NEW, zone: "middle", mapUrl: "http://x.example" }));
    expect(bad.fieldErrors).toEqual({
      zone: expect.stringMatching(/^Choose one of the zones/),
      mapUrl: "Use an https:// address, or leave it empty.",
    });
    const taken = await failure(createCampus(actor("Editor"), { ...NEW, name: "dseu rajokri campus!" }));
    expect(taken.fieldErrors).toEqual({
      name: "DSEU Rajokri Campus already has this name; give this campus another.",
    });
    const noAddress = await failure(createCampus(actor("Editor"), { ...NEW, name: "दिल्ली परिसर" }));
    expect(noAddress.fieldErrors.name).toMatch(/^Use letters a-z or digits in the name too/);
    await expect(createCampus(actor("Editor"), { ...NEW, slug: "narela" })).rejects.toThrow(
      "There is no field slug (the slug is made from the name and the id is given by the site).",
    );
    expect(await findCampus("dseu-narela-campus")).toBeUndefined();
  });

  it.each<Role>(["Editor", "Publisher", "Admin"])(
    "lets the %s role add one at an address made from its name, that visitors see at once; audited and kept",
    async (role) => {
      const name = `DSEU Narela ${role} Campus`;
      const generation = await publicPagesGeneration();
      const added = await createCampus(actor(role), { ...NEW, name, nameHi: "डीएसईयू नरेला परिसर", labs: ["CAD Lab"] });
      const slug = `dseu-narela-${role.toLowerCase()}-campus`;
      expect(added).toMatchObject({ name, slug, zone: "north", nameHi: "डीएसईयू नरेला परिसर", labs: ["CAD Lab"] });
      expect(added).toMatchObject({ director: "", aboutHi: null, programmesOffered: [] });
      expect(revalidateTag).toHaveBeenCalledWith("campuses", { expire: 0 });
      expect(await publicPagesGeneration()).toBe(generation + 1);
      expect(await findCampus(slug)).toMatchObject({ id: added.id, name });
      expect((await listCampusesInZone("north")).map((c) => c.id)).toContain(added.id);

      const [entry] = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "campus.create"), eq(auditLog.entityId, added.id)));
      expect(entry?.actor).toBe(context.users[role].email);
      expect((await listCampusRevisions(actor(role), added.id)).map((r) => r.action)).toEqual(["create"]);

      // A new name later keeps the address.
      const renamed = await updateCampus(actor(role), added.id, { name: `${name} II`, updatedAt: added.updatedAt });
      expect(renamed.slug).toBe(slug);
    },
  );

  it("deletes one only at the version the editor saw; its programmes stay, no longer offered there", async () => {
    const campus = await campusNamed("DSEU Narela Editor Campus II");
    const [program] = await db().select({ id: programs.id }).from(programs).limit(1);
    await db().insert(programCampuses).values({ programId: program!.id, campusId: campus.id });
    expect((await findProgram(program!.id))?.campuses.map((c) => c.id)).toContain(campus.id);

    const stale = new Date(Date.parse(campus.updatedAt) - 1000).toISOString();
    await expect(deleteCampus(actor("Editor"), campus.id, { updatedAt: stale })).rejects.toThrow(RecordConflictError);
    await expect(deleteCampus(actor("Editor"), campus.id, {})).rejects.toThrow(ValidationError);
    expect(await findCampus(campus.slug)).toBeDefined();

    await deleteCampus(actor("Publisher"), campus.id, { updatedAt: campus.updatedAt });
    expect(await findCampus(campus.slug)).toBeUndefined();
    expect((await listCampusesInZone("north")).map((c) => c.id)).not.toContain(campus.id);
    expect(await db().select().from(programCampuses).where(eq(programCampuses.campusId, campus.id))).toEqual([]);
    expect((await findProgram(program!.id))?.campuses.map((c) => c.id)).not.toContain(campus.id);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "campus.delete"), eq(auditLog.entityId, campus.id)));
    expect(entry?.before).toMatchObject({ name: "DSEU Narela Editor Campus II", slug: campus.slug, labs: ["CAD Lab"] });
    await expect(deleteCampus(actor("Editor"), campus.id, { updatedAt: campus.updatedAt })).rejects.toThrow(
      /Cannot find campus/,
    );
  });
});
