/**
 * Staff changes to programme facts (lib/programs/service.ts) on a seeded database: who may change
 * a programme, the problem of each field, saves that would overwrite another editor's (409 naming
 * them), the audit entry, the caches dropped, and the public reads showing the new facts.
 */
jest.mock("next/cache", () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: jest.fn() }));

import { and, asc, eq } from "drizzle-orm";
import { revalidateTag } from "next/cache";
import { auditLog, campuses, programs } from "@/lib/db/schema";
import { ForbiddenError, UnauthorizedError, ValidationError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { publicPagesGeneration } from "@/lib/cache/page-generation";
import { RecordConflictError } from "@/lib/reference/errors";
import { findProgram } from "@/lib/programs/queries";
import { getEditableProgram, updateProgram } from "@/lib/programs/service";
import { setupApiTest, type ApiTestContext } from "./api-helpers";

let context: ApiTestContext;
beforeAll(async () => {
  context = await setupApiTest();
}, 180_000);
afterAll(() => context.testDb.teardown());
beforeEach(() => jest.mocked(revalidateTag).mockClear());

const db = () => context.testDb.handle.db;
type Role = "Admin" | "Editor" | "Publisher" | "Faculty" | "Admissions";
const actor = (role: Role): Actor => ({
  kind: "user",
  id: context.users[role].id,
  email: context.users[role].email,
  role,
});
const ANONYMOUS: Actor = { kind: "anonymous" };

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
