/**
 * Staff changes to programme facts (lib/programs/service.ts) on a seeded database: who may change
 * a programme, the problem of each field, saves that would overwrite another editor's (409 naming
 * them), the audit entry, the caches dropped, and the public reads showing the new facts.
 */
jest.mock("next/cache", () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: jest.fn() }));

import { and, asc, eq } from "drizzle-orm";
import { revalidateTag } from "next/cache";
import { auditLog, campuses, departments, programCampuses, programs } from "@/lib/db/schema";
import { ForbiddenError, UnauthorizedError, ValidationError } from "@/lib/errors";
import { publicPagesGeneration } from "@/lib/cache/page-generation";
import { RecordConflictError } from "@/lib/reference/errors";
import { findProgram } from "@/lib/programs/queries";
import {
  createProgram,
  deleteProgram,
  getEditableProgram,
  listProgramRevisions,
  restoreProgramRevision,
  updateProgram,
} from "@/lib/programs/service";
import { actorOf, ANONYMOUS, type ApiTestContext, setupApiTest } from "./api-helpers";

let context: ApiTestContext;
beforeAll(async () => {
  context = await setupApiTest();
}, 180_000);
afterAll(() => context.testDb.teardown());
beforeEach(() => jest.mocked(revalidateTag).mockClear());

const db = () => context.testDb.handle.db;
type Role = "Admin" | "Editor" | "Publisher" | "Faculty" | "Admissions";
const actor = (role: Role) => actorOf(context, role);

async function programByCode(code: string) {
  const [row] = await db().select().from(programs).where(eq(programs.code, code));
  if (!row) throw new Error(`no programme ${code}`);
  return getEditableProgram(actor("Admin"), row.id);
}

describe("who may change a programme", () => {
  it("refuses anonymous callers (401), Faculty and Admissions (403), and changes nothing", async () => {
    const program = await programByCode("BCA");
    const change = { fees: "₹1 per year", updatedAt: program.updatedAt };
    await expect(updateProgram(ANONYMOUS, program.id, change)).rejects.toThrow(UnauthorizedError);
    await expect(updateProgram(actor("Faculty"), program.id, change)).rejects.toThrow(ForbiddenError);
    await expect(updateProgram(actor("Admissions"), program.id, change)).rejects.toThrow(ForbiddenError);
    await expect(getEditableProgram(actor("Faculty"), program.id)).rejects.toThrow(ForbiddenError);
    expect((await programByCode("BCA")).fees).toBe(program.fees);
  });

  it.each<Role>(["Editor", "Publisher", "Admin"])("lets the %s role change one", async (role) => {
    const program = await programByCode("BCA");
    const fees = `₹${role.length},000 per semester`;
    const saved = await updateProgram(actor(role), program.id, { fees, updatedAt: program.updatedAt });
    expect(saved.fees).toBe(fees);
    expect(saved.updatedAt).not.toBe(program.updatedAt);
  });
});

describe("validation", () => {
  it("names every field's problem", async () => {
    const program = await programByCode("DCOMP");
    const failure = await updateProgram(actor("Editor"), program.id, {
      name: "  ",
      code: "B TECH/CSE",
      level: "PHD",
      duration: "x".repeat(61),
      fees: "₹".repeat(201),
      departmentId: "nope",
      campusIds: ["nope"],
      updatedAt: program.updatedAt,
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ValidationError);
    expect((failure as ValidationError).fieldErrors).toEqual({
      name: "Enter the name.",
      code: "Use letters, digits and hyphens, like BTECH-CSE.",
      level: "Choose one of DIPLOMA, UG, PG.",
      duration: "Keep the duration to 60 characters or fewer.",
      fees: "Keep the fees to 200 characters or fewer.",
      departmentId: "Choose a department from the list.",
      "campusIds.0": "Choose campuses from the list.",
    });
    expect((failure as ValidationError).message).toBe("name: Enter the name.");
  });

  it("requires the updatedAt the editor started from, and refuses unknown fields", async () => {
    const program = await programByCode("DCOMP");
    await expect(updateProgram(actor("Editor"), program.id, { fees: "₹1" })).rejects.toMatchObject({
      status: 400,
      field: "updatedAt",
    });
    await expect(
      updateProgram(actor("Editor"), program.id, { id: "x", updatedAt: program.updatedAt }),
    ).rejects.toMatchObject({
      status: 400,
      message: "There is no field id (ids cannot change).",
    });
  });

  it("refuses a code another programme of the level has, and campuses that do not exist", async () => {
    const program = await programByCode("DCOMP");
    await expect(
      updateProgram(actor("Editor"), program.id, { code: "DMECH", updatedAt: program.updatedAt }),
    ).rejects.toMatchObject({
      status: 400,
      fieldErrors: { code: expect.stringContaining("already has the code DMECH") },
    });
    await expect(
      updateProgram(actor("Editor"), program.id, {
        campusIds: ["0123456789abcdef01234567"],
        updatedAt: program.updatedAt,
      }),
    ).rejects.toMatchObject({ status: 400, fieldErrors: { campusIds: "Choose campuses from the list." } });
  });

  it("answers 404 for a programme that does not exist", async () => {
    await expect(
      updateProgram(actor("Editor"), "0123456789abcdef01234567", { updatedAt: new Date().toISOString() }),
    ).rejects.toMatchObject({ status: 404 });
  });
});

describe("a save", () => {
  it("refuses to overwrite a newer save, naming who made it and when", async () => {
    const program = await programByCode("DCHEM");
    const first = await updateProgram(actor("Publisher"), program.id, {
      duration: "4 Years",
      updatedAt: program.updatedAt,
    });
    const stale = updateProgram(actor("Editor"), program.id, { duration: "2 Years", updatedAt: program.updatedAt });
    await expect(stale).rejects.toThrow(RecordConflictError);
    await expect(stale).rejects.toMatchObject({
      status: 409,
      current: { updatedBy: context.users.Publisher.email, updatedAt: first.updatedAt },
    });
    expect((await programByCode("DCHEM")).duration).toBe("4 Years");
  });

  it("writes every field, replaces the campuses, audits what changed, and drops the caches", async () => {
    const program = await programByCode("DPOLY");
    const allCampuses = await db().select({ id: campuses.id }).from(campuses).orderBy(asc(campuses.name)).limit(2);
    const generation = await publicPagesGeneration();
    const saved = await updateProgram(actor("Editor"), program.id, {
      name: "Diploma in Polymer Technology (revised)",
      nameHi: "पॉलिमर प्रौद्योगिकी में डिप्लोमा",
      code: "DPOLY-2",
      level: "DIPLOMA",
      duration: "3 Years",
      mode: "Part Time",
      description: "New description.",
      descriptionHi: "",
      eligibility: "Class X passed.",
      eligibilityHi: "कक्षा दस उत्तीर्ण।",
      fees: "₹30,000 per year",
      campusIds: allCampuses.map((c) => c.id),
      updatedAt: program.updatedAt,
    });
    expect(saved).toMatchObject({ code: "DPOLY-2", mode: "Part Time", descriptionHi: null, id: program.id });
    expect(new Set(saved.campusIds)).toEqual(new Set(allCampuses.map((c) => c.id)));

    const entries = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "program.update"), eq(auditLog.entityId, program.id)));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actor: context.users.Editor.email, entityType: "program" });
    expect(entries[0]!.before).toMatchObject({ code: "DPOLY", fees: program.fees });
    expect(entries[0]!.after).toMatchObject({ code: "DPOLY-2", fees: "₹30,000 per year" });
    expect(entries[0]!.after).not.toHaveProperty("level");

    expect(revalidateTag).toHaveBeenCalledWith("programs", { expire: 0 });
    expect(await publicPagesGeneration()).toBe(generation + 1);

    const shown = await findProgram(program.id);
    expect(shown).toMatchObject({ name: "Diploma in Polymer Technology (revised)", fees: "₹30,000 per year" });
    expect(shown?.campuses.map((c) => c.id).sort()).toEqual(allCampuses.map((c) => c.id).sort());
  });

  it("writes nothing, audits nothing and keeps the caches when nothing changed", async () => {
    const program = await programByCode("DPRINT");
    const saved = await updateProgram(actor("Editor"), program.id, {
      fees: program.fees,
      updatedAt: program.updatedAt,
    });
    expect(saved.updatedAt).toBe(program.updatedAt);
    expect(revalidateTag).not.toHaveBeenCalled();
    const entries = await db().select().from(auditLog).where(eq(auditLog.entityId, program.id));
    expect(entries).toHaveLength(0);
  });
});

describe("seats and the year-by-year structure", () => {
  it("saves the seats and a structure, and a visitor's read shows them", async () => {
    const program = await programByCode("DELEC");
    const years = {
      year1: { year_credit_text: "44 credits", year_exit_text: "Certificate", year_syllabus_link: "/files/y1.pdf" },
      year2: { year_credit_text: "88 credits", year_exit_text: "Diploma", year_syllabus_link: "" },
    };
    await updateProgram(actor("Editor"), program.id, { seats: 120, years, updatedAt: program.updatedAt });
    const shown = await findProgram(program.id);
    expect(shown).toMatchObject({ seats: 120, years });
  });

  it("refuses seats that are not a whole number and links that are not on the site or https, by field", async () => {
    const program = await programByCode("DECE");
    const failure = await updateProgram(actor("Editor"), program.id, {
      seats: 2.5,
      years: { year1: { year_credit_text: "40", year_exit_text: "", year_syllabus_link: "javascript:alert(1)" } },
      updatedAt: program.updatedAt,
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ValidationError);
    expect((failure as ValidationError).fieldErrors).toEqual({
      seats: "Give the seats as a whole number.",
      "years.year1.year_syllabus_link": "Use a path on this site (starting with /) or an https:// address.",
    });
    expect(await programByCode("DECE")).toMatchObject({ seats: program.seats, years: program.years });
  });

  it("takes an empty structure as none published", async () => {
    const program = await programByCode("DCIVIL");
    const saved = await updateProgram(actor("Editor"), program.id, { years: {}, updatedAt: program.updatedAt });
    expect(saved.years).toBeNull();
  });
});

describe("revisions", () => {
  it("keeps the first state and every save, with who made it and what changed", async () => {
    const program = await programByCode("DPETRO");
    expect(await listProgramRevisions(actor("Editor"), program.id)).toEqual([]);
    const first = await updateProgram(actor("Editor"), program.id, { mode: "Part Time", updatedAt: program.updatedAt });
    await updateProgram(actor("Publisher"), program.id, { fees: "₹9,000 per year", updatedAt: first.updatedAt });
    const revisions = await listProgramRevisions(actor("Editor"), program.id);
    expect(revisions.map((r) => [r.action, r.createdBy])).toEqual([
      ["update", context.users.Publisher.email],
      ["update", context.users.Editor.email],
      ["initial", "The site's initial data"],
    ]);
    expect(revisions[0]!.changes.map((c) => c.field)).toEqual(["fees"]);
    expect(revisions[1]!.changes.map((c) => c.field)).toEqual(["mode"]);
    expect(revisions[2]!.data).toMatchObject({ mode: program.mode, fees: program.fees });
  });

  it("restores an old revision as a new save that visitors see, and keeps it in the history", async () => {
    const program = await programByCode("DPREC");
    await updateProgram(actor("Editor"), program.id, { name: "Renamed by mistake", updatedAt: program.updatedAt });
    const initial = (await listProgramRevisions(actor("Editor"), program.id)).at(-1)!;
    const restored = await restoreProgramRevision(actor("Publisher"), program.id, initial.id);
    expect(restored.name).toBe(program.name);
    expect((await findProgram(program.id))?.name).toBe(program.name);
    const [latest] = await listProgramRevisions(actor("Editor"), program.id);
    expect(latest).toMatchObject({ action: "restore", createdBy: context.users.Publisher.email });
    const entries = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "program.restore"), eq(auditLog.entityId, program.id)));
    expect(entries).toHaveLength(1);
  });

  it("refuses a revision whose department no longer exists, and changes nothing", async () => {
    const program = await programByCode("DTDM");
    const [department] = await db()
      .select()
      .from(departments)
      .where(eq(departments.name, "Temporary department for restore"));
    const temporary =
      department ??
      (
        await db()
          .insert(departments)
          .values({ id: "aaaaaaaaaaaaaaaaaaaaaaaa", name: "Temporary department for restore" })
          .returning()
      )[0]!;
    const moved = await updateProgram(actor("Editor"), program.id, {
      departmentId: temporary.id,
      updatedAt: program.updatedAt,
    });
    await updateProgram(actor("Editor"), program.id, {
      departmentId: program.departmentId,
      updatedAt: moved.updatedAt,
    });
    const withTemporary = (await listProgramRevisions(actor("Editor"), program.id)).find(
      (r) => r.data.departmentId === temporary.id,
    )!;
    await db().delete(departments).where(eq(departments.id, temporary.id));
    await expect(restoreProgramRevision(actor("Editor"), program.id, withTemporary.id)).rejects.toMatchObject({
      status: 400,
      fieldErrors: { departmentId: "Choose a department from the list." },
    });
    expect((await programByCode("DTDM")).departmentId).toBe(program.departmentId);
  });

  it("lets only staff who may edit read or restore the history, and 404s a revision of another record", async () => {
    const program = await programByCode("DRPA");
    const other = await programByCode("DARCH");
    await updateProgram(actor("Editor"), other.id, { mode: "Evening", updatedAt: other.updatedAt });
    const [otherRevision] = await listProgramRevisions(actor("Editor"), other.id);
    await expect(listProgramRevisions(ANONYMOUS, program.id)).rejects.toThrow(UnauthorizedError);
    await expect(listProgramRevisions(actor("Faculty"), program.id)).rejects.toThrow(ForbiddenError);
    await expect(restoreProgramRevision(actor("Admissions"), program.id, otherRevision!.id)).rejects.toThrow(
      ForbiddenError,
    );
    await expect(restoreProgramRevision(actor("Editor"), program.id, otherRevision!.id)).rejects.toMatchObject({
      status: 404,
    });
  });
});

describe("adding and deleting a programme", () => {
  const NEW = { name: "B.Sc. in Data Science", code: "BSC-DS", level: "UG", duration: "3 Years" };

  it("lets only staff who may edit add or delete one", async () => {
    await expect(createProgram(ANONYMOUS, NEW)).rejects.toThrow(UnauthorizedError);
    await expect(createProgram(actor("Faculty"), NEW)).rejects.toThrow(ForbiddenError);
    await expect(createProgram(actor("Admissions"), NEW)).rejects.toThrow(ForbiddenError);
    const program = await programByCode("BCA");
    const version = { updatedAt: program.updatedAt };
    await expect(deleteProgram(ANONYMOUS, program.id, version)).rejects.toThrow(UnauthorizedError);
    await expect(deleteProgram(actor("Faculty"), program.id, version)).rejects.toThrow(ForbiddenError);
    await expect(deleteProgram(actor("Admissions"), program.id, version)).rejects.toThrow(ForbiddenError);
    expect(await db().select().from(programs).where(eq(programs.code, "BSC-DS"))).toHaveLength(0);
    expect(await findProgram(program.id)).toBeDefined();
  });

  it("names what a new programme lacks, a code taken at its level, and unknown fields", async () => {
    const lacking = (await createProgram(actor("Editor"), { name: "Nameless" }).catch(
      (e: unknown) => e,
    )) as ValidationError;
    expect(Object.keys(lacking.fieldErrors).sort()).toEqual(["code", "duration", "level"]);
    const clash = (await createProgram(actor("Editor"), { ...NEW, code: "BCA" }).catch(
      (e: unknown) => e,
    )) as ValidationError;
    expect(clash.fieldErrors.code).toMatch(/already has the code BCA/);
    await expect(createProgram(actor("Editor"), { ...NEW, id: "x" })).rejects.toThrow(/There is no field id/);
  });

  it("adds one that visitors see at once, with its campuses, audited and kept as the first revision", async () => {
    const [campus] = await db().select({ id: campuses.id }).from(campuses).orderBy(asc(campuses.name)).limit(1);
    const generation = await publicPagesGeneration();
    const added = await createProgram(actor("Publisher"), { ...NEW, seats: 60, campusIds: [campus!.id] });
    expect(added).toMatchObject({ ...NEW, seats: 60, mode: "Full Time", fees: null, years: null });
    expect(added.campusIds).toEqual([campus!.id]);
    expect(revalidateTag).toHaveBeenCalledWith("programs", { expire: 0 });
    expect(await publicPagesGeneration()).toBe(generation + 1);

    const shown = await findProgram(added.id);
    expect(shown).toMatchObject({ name: NEW.name, code: NEW.code, seats: 60 });
    expect(shown?.campuses.map((c) => c.id)).toEqual([campus!.id]);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "program.create"), eq(auditLog.entityId, added.id)));
    expect(entry?.actor).toBe(context.users.Publisher.email);
    const revisions = await listProgramRevisions(actor("Editor"), added.id);
    expect(revisions.map((r) => r.action)).toEqual(["create"]);
  });

  it("deletes one only at the version the editor saw, and keeps what it held in the audit log", async () => {
    const program = await programByCode("BSC-DS");
    const stale = new Date(Date.parse(program.updatedAt) - 1000).toISOString();
    await expect(deleteProgram(actor("Editor"), program.id, { updatedAt: stale })).rejects.toThrow(RecordConflictError);
    await expect(deleteProgram(actor("Editor"), program.id, {})).rejects.toThrow(ValidationError);

    await deleteProgram(actor("Editor"), program.id, { updatedAt: program.updatedAt });
    expect(await findProgram(program.id)).toBeUndefined();
    expect(await db().select().from(programCampuses).where(eq(programCampuses.programId, program.id))).toEqual([]);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "program.delete"), eq(auditLog.entityId, program.id)));
    expect(entry?.before).toMatchObject({ name: NEW.name, code: NEW.code, seats: 60 });
    await expect(deleteProgram(actor("Editor"), program.id, { updatedAt: program.updatedAt })).rejects.toThrow(
      /Cannot find programme/,
    );
  });
});
