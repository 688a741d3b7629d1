/**
 * Staff changes to departments and Faculties (lib/departments/service.ts, school-service.ts) on a
 * seeded database: who may change them, the problem of each field (a name another one has, a head
 * who is no faculty member, departments that do not exist), saves over another editor's (409),
 * revisions and their restore, and the public reads showing the change.
 */
jest.mock("next/cache", () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: jest.fn() }));

import { and, asc, eq } from "drizzle-orm";
import { revalidateTag } from "next/cache";
import { auditLog, departmentSchools, departments, faculty } from "@/lib/db/schema";
import { ForbiddenError, UnauthorizedError, ValidationError } from "@/lib/errors";
import { RecordConflictError } from "@/lib/reference/errors";
import { findDepartmentSchool, listDepartments } from "@/lib/departments/queries";
import { findProgram } from "@/lib/programs/queries";
import { programs } from "@/lib/db/schema";
import {
  getEditableDepartment,
  listDepartmentRevisions,
  restoreDepartmentRevision,
  updateDepartment,
} from "@/lib/departments/service";
import {
  getEditableDepartmentSchool,
  listDepartmentSchoolRevisions,
  restoreDepartmentSchoolRevision,
  updateDepartmentSchool,
} from "@/lib/departments/school-service";
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
const MISSING_ID = "0123456789abcdef01234567";

async function departmentNamed(name: string) {
  const [row] = await db().select({ id: departments.id }).from(departments).where(eq(departments.name, name));
  if (!row) throw new Error(`no department ${name}`);
  return getEditableDepartment(actor("Admin"), row.id);
}

/** The seed's Faculties by name; `index` picks one (the tests change different ones). */
async function school(index: number) {
  const rows = await db()
    .select({ id: departmentSchools.id })
    .from(departmentSchools)
    .orderBy(asc(departmentSchools.name));
  return getEditableDepartmentSchool(actor("Admin"), rows[index]!.id);
}

async function facultyEmail(offset: number): Promise<string> {
  const [row] = await db()
    .select({ email: faculty.email })
    .from(faculty)
    .orderBy(asc(faculty.email))
    .offset(offset)
    .limit(1);
  return row!.email;
}

describe("who may change a department or a Faculty", () => {
  it("refuses anonymous callers (401), Faculty and Admissions (403), and changes nothing", async () => {
    const department = await departmentNamed("Department of English");
    const faculty0 = await school(0);
    const change = { name: "Department of Letters", updatedAt: department.updatedAt };
    const schoolChange = { name: "Faculty of Letters", updatedAt: faculty0.updatedAt };
    for (const [who, error] of [
      [ANONYMOUS, UnauthorizedError],
      [actor("Faculty"), ForbiddenError],
      [actor("Admissions"), ForbiddenError],
    ] as const) {
      await expect(updateDepartment(who, department.id, change)).rejects.toThrow(error);
      await expect(updateDepartmentSchool(who, faculty0.id, schoolChange)).rejects.toThrow(error);
      await expect(getEditableDepartment(who, department.id)).rejects.toThrow(error);
      await expect(listDepartmentRevisions(who, department.id)).rejects.toThrow(error);
      await expect(restoreDepartmentRevision(who, department.id, MISSING_ID)).rejects.toThrow(error);
      await expect(listDepartmentSchoolRevisions(who, faculty0.id)).rejects.toThrow(error);
      await expect(restoreDepartmentSchoolRevision(who, faculty0.id, MISSING_ID)).rejects.toThrow(error);
    }
    expect((await departmentNamed("Department of English")).name).toBe("Department of English");
    expect((await school(0)).name).toBe(faculty0.name);
  });

  it.each<Role>(["Editor", "Publisher", "Admin"])("lets the %s role change both", async (role) => {
    const department = await departmentNamed("Department of English");
    const nameHi = `अंग्रेज़ी विभाग ${role}`;
    const saved = await updateDepartment(actor(role), department.id, { nameHi, updatedAt: department.updatedAt });
    expect(saved).toMatchObject({ nameHi, name: "Department of English" });
    expect(saved.updatedAt).not.toBe(department.updatedAt);

    const faculty1 = await school(1);
    const schoolSaved = await updateDepartmentSchool(actor(role), faculty1.id, {
      nameHi: `संकाय ${role}`,
      updatedAt: faculty1.updatedAt,
    });
    expect(schoolSaved.nameHi).toBe(`संकाय ${role}`);
  });
});

describe("a department's fields", () => {
  it("names every field's problem", async () => {
    const department = await departmentNamed("Department of English");
    const failure = await updateDepartment(actor("Editor"), department.id, {
      name: " ",
      nameHi: "न".repeat(201),
      hod: "not an email",
      updatedAt: department.updatedAt,
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ValidationError);
    expect((failure as ValidationError).fieldErrors).toEqual({
      name: "Enter the name.",
      nameHi: "Keep the Hindi name to 200 characters or fewer.",
      hod: "Enter an email like name@dseu.ac.in, or leave it empty.",
    });
    await expect(
      updateDepartment(actor("Editor"), department.id, { id: "x", updatedAt: department.updatedAt }),
    ).rejects.toMatchObject({
      message: "There is no field id (ids cannot change).",
    });
  });

  it("refuses a name another department has (ignoring case), naming it", async () => {
    const department = await departmentNamed("Department of English");
    await expect(
      updateDepartment(actor("Editor"), department.id, {
        name: "department of computer engineering",
        updatedAt: department.updatedAt,
      }),
    ).rejects.toMatchObject({
      status: 400,
      fieldErrors: { name: "Another department is already called Department of Computer Engineering." },
    });
  });

  it("takes a faculty member's email as head, lower-cased, refuses one no member has, and takes none", async () => {
    let department = await departmentNamed("Department of Computer Engineering");
    await expect(
      updateDepartment(actor("Editor"), department.id, { hod: "nobody@dseu.ac.in", updatedAt: department.updatedAt }),
    ).rejects.toMatchObject({
      status: 400,
      fieldErrors: { hod: expect.stringMatching(/^No faculty member has this email/) },
    });

    const email = await facultyEmail(3);
    department = await updateDepartment(actor("Editor"), department.id, {
      hod: `  ${email.toUpperCase()} `,
      updatedAt: department.updatedAt,
    });
    expect(department.hod).toBe(email.toLowerCase());
    department = await updateDepartment(actor("Editor"), department.id, { hod: "", updatedAt: department.updatedAt });
    expect(department.hod).toBeNull();
  });

  it("keeps a head named before without a faculty record while other fields change", async () => {
    const department = await departmentNamed("Department of Pharmaceutical Science");
    expect(department.hod).toBe("sumitra.yadav@dseu.ac.in");
    expect(await db().select().from(faculty).where(eq(faculty.email, department.hod!))).toEqual([]);
    const saved = await updateDepartment(actor("Editor"), department.id, {
      name: department.name,
      nameHi: "औषध विज्ञान विभाग",
      hod: department.hod,
      updatedAt: department.updatedAt,
    });
    expect(saved).toMatchObject({ hod: department.hod, nameHi: "औषध विज्ञान विभाग" });
  });

  it("answers 404 for a department that does not exist", async () => {
    await expect(
      updateDepartment(actor("Editor"), MISSING_ID, { updatedAt: new Date().toISOString() }),
    ).rejects.toMatchObject({ status: 404 });
  });
});

describe("a Faculty's fields", () => {
  it("refuses a name another Faculty has, and departments that do not exist", async () => {
    const [first, second] = [await school(2), await school(3)];
    const failure = await updateDepartmentSchool(actor("Editor"), first.id, {
      name: second.name.toUpperCase(),
      departmentIds: [...first.departmentIds, MISSING_ID],
      updatedAt: first.updatedAt,
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ValidationError);
    expect((failure as ValidationError).fieldErrors).toEqual({
      name: `Another Faculty is already called ${second.name}.`,
      departmentIds: "Choose departments from the list.",
    });
    await expect(
      updateDepartmentSchool(actor("Editor"), first.id, { departmentIds: ["nope"], updatedAt: first.updatedAt }),
    ).rejects.toMatchObject({ fieldErrors: { "departmentIds.0": "Choose departments from the list." } });
    expect(await school(2)).toEqual(first);
  });

  it("replaces its departments in the given order, and the public read lists them so", async () => {
    const target = await school(4);
    const other = await school(5);
    const wanted = [other.departmentIds[0]!, ...target.departmentIds.slice(0, 2).reverse()];
    const saved = await updateDepartmentSchool(actor("Editor"), target.id, {
      departmentIds: wanted,
      updatedAt: target.updatedAt,
    });
    expect(saved.departmentIds).toEqual(wanted);
    expect(revalidateTag).toHaveBeenCalledWith("departments", { expire: 0 });
    expect((await findDepartmentSchool(target.id))?.departments.map((d) => d.id)).toEqual(wanted);
  });
});

describe("a save", () => {
  it("refuses to overwrite a newer save, naming who made it and when", async () => {
    const department = await departmentNamed("Department of Computer Engineering");
    const first = await updateDepartment(actor("Publisher"), department.id, {
      nameHi: "कंप्यूटर इंजीनियरी विभाग",
      updatedAt: department.updatedAt,
    });
    const stale = updateDepartment(actor("Editor"), department.id, { nameHi: "x", updatedAt: department.updatedAt });
    await expect(stale).rejects.toThrow(RecordConflictError);
    await expect(stale).rejects.toMatchObject({
      status: 409,
      current: { updatedBy: context.users.Publisher.email, updatedAt: first.updatedAt },
    });
    const target = await school(6);
    await updateDepartmentSchool(actor("Publisher"), target.id, { nameHi: "एक", updatedAt: target.updatedAt });
    await expect(
      updateDepartmentSchool(actor("Editor"), target.id, { nameHi: "दो", updatedAt: target.updatedAt }),
    ).rejects.toMatchObject({ status: 409, current: { updatedBy: context.users.Publisher.email } });
  });

  it("audits what changed, and the public reads (lists, programmes) show the new name", async () => {
    const department = await departmentNamed("Department of Mechanical Engineering");
    await updateDepartment(actor("Editor"), department.id, {
      name: "Department of Mechanical and Automation Engineering",
      nameHi: "यांत्रिक विभाग",
      updatedAt: department.updatedAt,
    });
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "department.update"), eq(auditLog.entityId, department.id)));
    expect(entry).toMatchObject({
      actor: context.users.Editor.email,
      entityType: "department",
      before: { name: "Department of Mechanical Engineering", nameHi: null },
      after: { name: "Department of Mechanical and Automation Engineering", nameHi: "यांत्रिक विभाग" },
    });
    expect(revalidateTag).toHaveBeenCalledWith("departments", { expire: 0 });
    expect((await listDepartments()).find((d) => d.id === department.id)).toMatchObject({
      name: "Department of Mechanical and Automation Engineering",
      nameHi: "यांत्रिक विभाग",
    });
    const [program] = await db()
      .select({ id: programs.id })
      .from(programs)
      .where(eq(programs.departmentId, department.id));
    expect((await findProgram(program!.id))?.department).toMatchObject({ nameHi: "यांत्रिक विभाग" });
  });
});

describe("revisions", () => {
  it("keeps the seeded state and each save, and a restore brings one back as a new save", async () => {
    const department = await departmentNamed("Department of Civil Engineering");
    const one = await updateDepartment(actor("Editor"), department.id, {
      nameHi: "सिविल",
      updatedAt: department.updatedAt,
    });
    await updateDepartment(actor("Publisher"), department.id, { nameHi: "सिविल इंजीनियरी", updatedAt: one.updatedAt });
    const revisions = await listDepartmentRevisions(actor("Editor"), department.id);
    expect(revisions.map((r) => [r.action, r.data.nameHi])).toEqual([
      ["update", "सिविल इंजीनियरी"],
      ["update", "सिविल"],
      ["initial", null],
    ]);
    expect(revisions[0]!.changes).toEqual([expect.objectContaining({ field: "nameHi" })]);

    const restored = await restoreDepartmentRevision(actor("Editor"), department.id, revisions[2]!.id);
    expect(restored.nameHi).toBeNull();
    expect((await listDepartmentRevisions(actor("Editor"), department.id))[0]).toMatchObject({
      action: "restore",
      createdBy: context.users.Editor.email,
    });
    await expect(restoreDepartmentRevision(actor("Editor"), department.id, MISSING_ID)).rejects.toMatchObject({
      status: 404,
    });
  });

  it("restores a Faculty's departments in their order", async () => {
    const target = await school(7);
    const changed = await updateDepartmentSchool(actor("Editor"), target.id, {
      departmentIds: [...target.departmentIds].reverse(),
      updatedAt: target.updatedAt,
    });
    expect(changed.departmentIds).toEqual([...target.departmentIds].reverse());
    const revisions = await listDepartmentSchoolRevisions(actor("Publisher"), target.id);
    const initial = revisions.find((r) => r.action === "initial")!;
    const restored = await restoreDepartmentSchoolRevision(actor("Publisher"), target.id, initial.id);
    expect(restored.departmentIds).toEqual(target.departmentIds);
    expect((await findDepartmentSchool(target.id))?.departments.map((d) => d.id)).toEqual(target.departmentIds);
  });
});
