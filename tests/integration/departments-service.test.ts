/**
 * Staff changes to departments and Faculties (lib/departments/service.ts, school-service.ts) on a
 * seeded database: who may change them, the problem of each field (a name another one has, a head
 * who is no faculty member, departments that do not exist), saves over another editor's (409),
 * revisions and their restore, and the public reads showing the change. Adding and deleting both:
 * the same role rules, the fields' problems, the audit entry and the public reads, and a deletion
 * refused while programmes or faculty members belong to the department, or departments to the
 * Faculty.
 */
jest.mock("next/cache", () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: jest.fn() }));

import { and, asc, count, eq } from "drizzle-orm";
import { revalidateTag } from "next/cache";
import { auditLog, departmentSchoolMembers, departmentSchools, departments, faculty } from "@/lib/db/schema";
import { ConflictError, ForbiddenError, UnauthorizedError, ValidationError } from "@/lib/errors";
import { RecordConflictError } from "@/lib/reference/errors";
import { findDepartmentSchool, listDepartmentSchools, listDepartments } from "@/lib/departments/queries";
import { findProgram } from "@/lib/programs/queries";
import { programs } from "@/lib/db/schema";
import {
  createDepartment,
  deleteDepartment,
  getEditableDepartment,
  listDepartmentRevisions,
  restoreDepartmentRevision,
  updateDepartment,
} from "@/lib/departments/service";
import {
  createDepartmentSchool,
  deleteDepartmentSchool,
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

/** The error a call fails with; the test fails if the call succeeds. */
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("expected a failure");
    },
    (error: unknown) => error as ValidationError,
  );

async function auditEntry(action: string, id: string) {
  const [entry] = await db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, id)));
  return entry;
}

describe("adding and deleting a department", () => {
  const NEW = { name: "Department of Marine Engineering" };

  it("lets only staff who may edit add or delete one, and changes nothing otherwise", async () => {
    const department = await departmentNamed("Department of English");
    const version = { updatedAt: department.updatedAt };
    for (const [who, error] of [
      [ANONYMOUS, UnauthorizedError],
      [actor("Faculty"), ForbiddenError],
      [actor("Admissions"), ForbiddenError],
    ] as const) {
      await expect(createDepartment(who, NEW)).rejects.toThrow(error);
      await expect(deleteDepartment(who, department.id, version)).rejects.toThrow(error);
    }
    expect(await db().select().from(departments).where(eq(departments.name, NEW.name))).toEqual([]);
    expect(await departmentNamed("Department of English")).toEqual(department);
  });

  it("names what a new department lacks, a name another has, a head who is no faculty member, and unknown fields", async () => {
    const lacking = await failureOf(createDepartment(actor("Editor"), { nameHi: "विभाग" }));
    expect(lacking).toBeInstanceOf(ValidationError);
    expect(lacking.fieldErrors).toEqual({ name: "Enter the name." });
    const clash = await failureOf(
      createDepartment(actor("Editor"), { name: "department of english", hod: "nobody@dseu.ac.in" }),
    );
    expect(clash.fieldErrors).toEqual({
      name: "Another department is already called Department of English.",
      hod: expect.stringMatching(/^No faculty member has this email/),
    });
    await expect(createDepartment(actor("Editor"), { ...NEW, id: "x" })).rejects.toThrow(
      "There is no field id (the id is given by the site).",
    );
    expect(await db().select().from(departments).where(eq(departments.name, NEW.name))).toEqual([]);
  });

  it.each<Role>(["Editor", "Publisher", "Admin"])(
    "lets the %s role add one that visitors see at once, audited and kept as the first revision",
    async (role) => {
      const hod = await facultyEmail(1);
      const name = `${NEW.name} (${role})`;
      const added = await createDepartment(actor(role), { name, nameHi: "समुद्री इंजीनियरी विभाग", hod });
      expect(added).toMatchObject({ name, nameHi: "समुद्री इंजीनियरी विभाग", hod: hod.toLowerCase() });
      expect(revalidateTag).toHaveBeenCalledWith("departments", { expire: 0 });
      expect((await listDepartments()).find((d) => d.id === added.id)).toMatchObject({ name });
      expect(await auditEntry("department.create", added.id)).toMatchObject({
        actor: context.users[role].email,
        after: { name, hod: hod.toLowerCase() },
      });
      expect((await listDepartmentRevisions(actor("Editor"), added.id)).map((r) => r.action)).toEqual(["create"]);
    },
  );

  it("takes a name alone, with no Hindi name and no head", async () => {
    const added = await createDepartment(actor("Editor"), { name: "Department of Glass Technology" });
    expect(added).toMatchObject({ name: "Department of Glass Technology", nameHi: null, hod: null });
  });

  it("deletes one only at the version the editor saw; its Faculty stops listing it and the audit keeps it", async () => {
    const department = await departmentNamed("Department of Glass Technology");
    const target = await school(8);
    await updateDepartmentSchool(actor("Editor"), target.id, {
      departmentIds: [...target.departmentIds, department.id],
      updatedAt: target.updatedAt,
    });
    const stale = new Date(Date.parse(department.updatedAt) - 1000).toISOString();
    await expect(deleteDepartment(actor("Editor"), department.id, { updatedAt: stale })).rejects.toThrow(
      RecordConflictError,
    );
    await expect(deleteDepartment(actor("Editor"), department.id, {})).rejects.toThrow(ValidationError);

    jest.mocked(revalidateTag).mockClear();
    await deleteDepartment(actor("Publisher"), department.id, { updatedAt: department.updatedAt });
    expect(revalidateTag).toHaveBeenCalledWith("departments", { expire: 0 });
    expect((await listDepartments()).find((d) => d.id === department.id)).toBeUndefined();
    expect((await findDepartmentSchool(target.id))?.departments.map((d) => d.id)).toEqual(target.departmentIds);
    expect(
      await db().select().from(departmentSchoolMembers).where(eq(departmentSchoolMembers.departmentId, department.id)),
    ).toEqual([]);
    expect(await auditEntry("department.delete", department.id)).toMatchObject({
      actor: context.users.Publisher.email,
      before: { name: "Department of Glass Technology", nameHi: null, hod: null },
    });
    await expect(
      deleteDepartment(actor("Editor"), department.id, { updatedAt: department.updatedAt }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it("refuses to delete one that programmes and faculty members belong to, counting them, and deletes nothing", async () => {
    // A seeded department with both programmes and faculty members.
    const [held] = await db()
      .select({ name: departments.name })
      .from(departments)
      .innerJoin(faculty, eq(faculty.departmentId, departments.id))
      .innerJoin(programs, eq(programs.departmentId, departments.id))
      .limit(1);
    const department = await departmentNamed(held!.name);
    const [[programCount], [memberCount]] = [
      await db().select({ n: count() }).from(programs).where(eq(programs.departmentId, department.id)),
      await db().select({ n: count() }).from(faculty).where(eq(faculty.departmentId, department.id)),
    ];
    const refusal = await failureOf(
      deleteDepartment(actor("Admin"), department.id, { updatedAt: department.updatedAt }),
    );
    expect(refusal).toBeInstanceOf(ConflictError);
    expect(refusal).toMatchObject({
      status: 409,
      message: `Move its ${programCount!.n} programme${programCount!.n === 1 ? "" : "s"} and ${memberCount!.n} faculty member${memberCount!.n === 1 ? "" : "s"} to another department first. Nothing was deleted.`,
    });
    expect(await departmentNamed(held!.name)).toEqual(department);
    const [stillThere] = await db()
      .select({ n: count() })
      .from(programs)
      .where(eq(programs.departmentId, department.id));
    expect(stillThere!.n).toBe(programCount!.n);
  });

  it("counts a single programme in the singular, and refuses for faculty members alone", async () => {
    const [program] = await db().select({ id: programs.id }).from(programs).limit(1);
    const [member] = await db().select({ id: faculty.id }).from(faculty).limit(1);
    const withProgram = await createDepartment(actor("Editor"), { name: "Department of One Programme" });
    await db().update(programs).set({ departmentId: withProgram.id }).where(eq(programs.id, program!.id));
    await expect(
      deleteDepartment(actor("Editor"), withProgram.id, { updatedAt: withProgram.updatedAt }),
    ).rejects.toThrow("Move its 1 programme to another department first.");
    const withMember = await createDepartment(actor("Editor"), { name: "Department of One Member" });
    await db().update(faculty).set({ departmentId: withMember.id }).where(eq(faculty.id, member!.id));
    await expect(deleteDepartment(actor("Editor"), withMember.id, { updatedAt: withMember.updatedAt })).rejects.toThrow(
      "Move its 1 faculty member to another department first.",
    );
  });
});

describe("adding and deleting a Faculty", () => {
  const NEW = { name: "Faculty of Maritime Skills (FMS)" };

  it("lets only staff who may edit add or delete one, and changes nothing otherwise", async () => {
    const target = await school(9);
    for (const [who, error] of [
      [ANONYMOUS, UnauthorizedError],
      [actor("Faculty"), ForbiddenError],
      [actor("Admissions"), ForbiddenError],
    ] as const) {
      await expect(createDepartmentSchool(who, NEW)).rejects.toThrow(error);
      await expect(deleteDepartmentSchool(who, target.id, { updatedAt: target.updatedAt })).rejects.toThrow(error);
    }
    expect(await db().select().from(departmentSchools).where(eq(departmentSchools.name, NEW.name))).toEqual([]);
    expect(await school(9)).toEqual(target);
  });

  it("names what a new Faculty lacks, a name another has, and departments that do not exist", async () => {
    const other = await school(0);
    const lacking = await failureOf(createDepartmentSchool(actor("Editor"), { departmentIds: [] }));
    expect(lacking.fieldErrors).toEqual({ name: "Enter the name." });
    const clash = await failureOf(
      createDepartmentSchool(actor("Editor"), { name: other.name.toLowerCase(), departmentIds: [MISSING_ID] }),
    );
    expect(clash.fieldErrors).toEqual({
      name: `Another Faculty is already called ${other.name}.`,
      departmentIds: "Choose departments from the list.",
    });
    expect(
      await db().select().from(departmentSchools).where(eq(departmentSchools.name, other.name.toLowerCase())),
    ).toEqual([]);
  });

  it.each<Role>(["Editor", "Publisher", "Admin"])(
    "lets the %s role add one, with or without departments",
    async (role) => {
      const name = `${NEW.name} ${role}`;
      const added = await createDepartmentSchool(actor(role), { name });
      expect(added).toMatchObject({ name, nameHi: null, departmentIds: [] });
      expect((await listDepartmentSchools()).find((s) => s.id === added.id)).toMatchObject({ name, departments: [] });
      expect(await auditEntry("department-school.create", added.id)).toMatchObject({
        actor: context.users[role].email,
      });
    },
  );

  it("adds one with its departments in order, then deletes it only once it lists none", async () => {
    const [first, second] = await db()
      .select({ id: departments.id })
      .from(departments)
      .orderBy(asc(departments.name))
      .limit(2);
    const wanted = [second!.id, first!.id];
    jest.mocked(revalidateTag).mockClear();
    const added = await createDepartmentSchool(actor("Editor"), {
      name: NEW.name,
      nameHi: "समुद्री कौशल संकाय",
      departmentIds: wanted,
    });
    expect(added).toMatchObject({ name: NEW.name, nameHi: "समुद्री कौशल संकाय", departmentIds: wanted });
    expect(revalidateTag).toHaveBeenCalledWith("departments", { expire: 0 });
    expect((await findDepartmentSchool(added.id))?.departments.map((d) => d.id)).toEqual(wanted);
    expect((await listDepartmentSchoolRevisions(actor("Editor"), added.id)).map((r) => r.action)).toEqual(["create"]);

    const refusal = await failureOf(deleteDepartmentSchool(actor("Editor"), added.id, { updatedAt: added.updatedAt }));
    expect(refusal).toBeInstanceOf(ConflictError);
    expect(refusal.message).toBe(
      "This Faculty still lists 2 departments. Remove them from it first (add them to another Faculty to keep their pages). Nothing was deleted.",
    );
    expect((await findDepartmentSchool(added.id))?.departments.map((d) => d.id)).toEqual(wanted);

    const emptied = await updateDepartmentSchool(actor("Editor"), added.id, {
      departmentIds: [],
      updatedAt: added.updatedAt,
    });
    await expect(deleteDepartmentSchool(actor("Editor"), added.id, { updatedAt: added.updatedAt })).rejects.toThrow(
      RecordConflictError,
    );
    await deleteDepartmentSchool(actor("Publisher"), added.id, { updatedAt: emptied.updatedAt });
    expect(await findDepartmentSchool(added.id)).toBeUndefined();
    expect(await auditEntry("department-school.delete", added.id)).toMatchObject({
      actor: context.users.Publisher.email,
      before: { name: NEW.name, nameHi: "समुद्री कौशल संकाय", departmentIds: [] },
    });
    // The departments it listed are still there.
    expect((await listDepartments()).filter((d) => wanted.includes(d.id))).toHaveLength(2);
  });
});
