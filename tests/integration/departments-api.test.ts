/**
 * The department and Faculty write routes (issue 13's reference data): PATCH
 * /api/v1/departments/{id} and /api/v1/department-schools/{id}, their revisions and restore. The
 * role matrix (refused calls change nothing), 400 by field, 404, 409 naming who saved, and the
 * legacy list reads keeping their shape. POST /api/v1/departments and /api/v1/department-schools,
 * DELETE on their {id} routes: the same role matrix, an addition by each staff role, 400 by field,
 * 409 for a stale version and for a record others still belong to, and 404 once deleted.
 */
jest.mock("next/cache", () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: jest.fn() }));

import { asc, eq } from "drizzle-orm";
import {
  auditLog,
  departmentSchoolMembers,
  departmentSchools,
  departments,
  faculty,
  programs,
  recordRevisions,
} from "@/lib/db/schema";
import * as departmentRoute from "@/app/api/v1/departments/[id]/route";
import * as departmentRevisionsRoute from "@/app/api/v1/departments/[id]/revisions/route";
import * as departmentRestoreRoute from "@/app/api/v1/departments/[id]/revisions/[revisionId]/restore/route";
import * as schoolRoute from "@/app/api/v1/department-schools/[id]/route";
import * as schoolRevisionsRoute from "@/app/api/v1/department-schools/[id]/revisions/route";
import * as schoolRestoreRoute from "@/app/api/v1/department-schools/[id]/revisions/[revisionId]/restore/route";
import * as departmentsList from "@/app/api/v1/departments/route";
import * as schoolsList from "@/app/api/v1/departmentSchools/route";
import * as schoolsRoute from "@/app/api/v1/department-schools/route";
import { apiRequest, call, setupApiTest, snapshot, type ApiTestContext } from "./api-helpers";

let context: ApiTestContext;
beforeAll(async () => {
  context = await setupApiTest();
}, 180_000);
afterAll(() => context.testDb.teardown());

const db = () => context.testDb.handle.db;
type Caller = "anonymous" | "expired" | "Faculty" | "Admissions" | "Editor" | "Publisher" | "Admin";
const token = (caller: Caller) => (caller === "anonymous" ? undefined : context.tokens[caller]);
const REFUSED: [Caller, number][] = [
  ["anonymous", 401],
  ["expired", 401],
  ["Faculty", 403],
  ["Admissions", 403],
];

async function department(name: string) {
  const [row] = await db().select().from(departments).where(eq(departments.name, name));
  if (!row) throw new Error(`no department ${name}`);
  return { id: row.id, nameHi: row.nameHi, updatedAt: row.updatedAt.toISOString() };
}

async function school(index: number) {
  const rows = await db().select().from(departmentSchools).orderBy(asc(departmentSchools.name));
  const row = rows[index]!;
  return { id: row.id, name: row.name, updatedAt: row.updatedAt.toISOString() };
}

const patchDepartment = (caller: Caller, id: string, json: unknown) =>
  call(departmentRoute.PATCH, apiRequest("PATCH", `departments/${id}`, { token: token(caller), json }), { id });
const patchSchool = (caller: Caller, id: string, json: unknown) =>
  call(schoolRoute.PATCH, apiRequest("PATCH", `department-schools/${id}`, { token: token(caller), json }), { id });

describe("PATCH /api/v1/departments/{id}", () => {
  it.each(REFUSED)("refuses %s with %i and changes nothing", async (caller, status) => {
    const { id, updatedAt } = await department("Department of English");
    const before = await snapshot(context, departments, recordRevisions);
    const response = await patchDepartment(caller, id, { nameHi: "अंग्रेज़ी", updatedAt });
    expect(response.status).toBe(status);
    expect(response.body).toMatchObject({ status: "fail", message: expect.any(String) });
    expect(await snapshot(context, departments, recordRevisions)).toEqual(before);
  });

  it.each<Caller>(["Editor", "Publisher", "Admin"])("lets the %s role change the Hindi name", async (caller) => {
    const { id, updatedAt } = await department("Department of English");
    const nameHi = `अंग्रेज़ी विभाग (${caller})`;
    const response = await patchDepartment(caller, id, { nameHi, updatedAt });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: "success", data: { department: { id, nameHi } } });
    expect((await department("Department of English")).nameHi).toBe(nameHi);
  });

  it("answers 400 by field, 404 for an unknown id, 409 naming who saved", async () => {
    const { id, updatedAt } = await department("Department of Computer Engineering");
    const bad = await patchDepartment("Editor", id, {
      name: "Department of English",
      hod: "nobody@dseu.ac.in",
      updatedAt,
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      status: "fail",
      fieldErrors: {
        name: "Another department is already called Department of English.",
        hod: expect.stringMatching(/^No faculty member has this email/),
      },
    });

    const missing = await patchDepartment("Editor", "0123456789abcdef01234567", { updatedAt });
    expect(missing.status).toBe(404);

    expect((await patchDepartment("Publisher", id, { nameHi: "कंप्यूटर", updatedAt })).status).toBe(200);
    const stale = await patchDepartment("Editor", id, { nameHi: "x", updatedAt });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      status: "fail",
      message: expect.stringContaining(context.users.Publisher.email),
      conflict: { updatedBy: context.users.Publisher.email },
    });
  });
});

describe("a department's revisions", () => {
  const list = (caller: Caller, id: string) =>
    call(departmentRevisionsRoute.GET, apiRequest("GET", `departments/${id}/revisions`, { token: token(caller) }), {
      id,
    });
  const restore = (caller: Caller, id: string, revisionId: string) =>
    call(
      departmentRestoreRoute.POST,
      apiRequest("POST", `departments/${id}/revisions/${revisionId}/restore`, { token: token(caller) }),
      { id, revisionId },
    );

  it("lists them for staff and restores one; refuses the other callers", async () => {
    const { id, updatedAt } = await department("Department of Civil Engineering");
    await patchDepartment("Editor", id, { nameHi: "सिविल", updatedAt });
    const listed = await list("Editor", id);
    expect(listed.status).toBe(200);
    const revisions = (listed.body.data as { revisions: { id: string; action: string }[] }).revisions;
    expect(revisions.map((r) => r.action)).toEqual(["update", "initial"]);

    for (const [caller, status] of REFUSED) {
      expect((await list(caller, id)).status).toBe(status);
      expect((await restore(caller, id, revisions[1]!.id)).status).toBe(status);
    }
    const restored = await restore("Publisher", id, revisions[1]!.id);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ data: { department: { id, nameHi: null } } });
    expect((await restore("Editor", id, "0123456789abcdef01234567")).status).toBe(404);
  });
});

describe("PATCH /api/v1/department-schools/{id}", () => {
  it.each(REFUSED)("refuses %s with %i and changes nothing", async (caller, status) => {
    const { id, updatedAt } = await school(0);
    const before = await snapshot(context, departmentSchools, departmentSchoolMembers, recordRevisions);
    const response = await patchSchool(caller, id, { departmentIds: [], updatedAt });
    expect(response.status).toBe(status);
    expect(await snapshot(context, departmentSchools, departmentSchoolMembers, recordRevisions)).toEqual(before);
  });

  it("lets staff replace the departments, answers 400 by field and 409 naming who saved", async () => {
    const { id, updatedAt } = await school(1);
    const english = await department("Department of English");
    const bad = await patchSchool("Editor", id, { departmentIds: ["0123456789abcdef01234567"], updatedAt });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ fieldErrors: { departmentIds: "Choose departments from the list." } });

    const saved = await patchSchool("Editor", id, { departmentIds: [english.id], updatedAt });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ data: { departmentSchool: { id, departmentIds: [english.id] } } });
    const stale = await patchSchool("Publisher", id, { nameHi: "संकाय", updatedAt });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ conflict: { updatedBy: context.users.Editor.email } });
  });

  it("lists its revisions and restores one", async () => {
    const { id, updatedAt } = await school(2);
    await patchSchool("Admin", id, { nameHi: "तीसरा संकाय", updatedAt });
    const listed = await call(
      schoolRevisionsRoute.GET,
      apiRequest("GET", `department-schools/${id}/revisions`, { token: token("Editor") }),
      { id },
    );
    const revisions = (listed.body.data as { revisions: { id: string; action: string }[] }).revisions;
    expect(revisions.map((r) => r.action)).toEqual(["update", "initial"]);
    const restored = await call(
      schoolRestoreRoute.POST,
      apiRequest("POST", `department-schools/${id}/revisions/${revisions[1]!.id}/restore`, { token: token("Editor") }),
      { id, revisionId: revisions[1]!.id },
    );
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ data: { departmentSchool: { id, nameHi: null } } });
  });
});

describe("the legacy lists keep their shape", () => {
  it("GET /api/v1/departments and /api/v1/departmentSchools name no new field", async () => {
    const list = await call(departmentsList.GET, apiRequest("GET", "departments"));
    const first = (list.body.data as { departments: Record<string, unknown>[] }).departments[0]!;
    expect(Object.keys(first).sort()).toEqual(["_id", "hod", "name"]);
    const schools = await call(schoolsList.GET, apiRequest("GET", "departmentSchools"));
    const faculty = (schools.body.data as { departmentSchools: { dept_id: Record<string, unknown>[] }[] })
      .departmentSchools[0]!;
    expect(Object.keys(faculty).sort()).toEqual(["_id", "dept_id", "name"]);
    expect(Object.keys(faculty.dept_id[0]!).sort()).toEqual(["_id", "hod", "name"]);
  });
});

const postDepartment = (caller: Caller, json: unknown) =>
  call(departmentsList.POST, apiRequest("POST", "departments", { token: token(caller), json }));
const deleteDepartment = (caller: Caller, id: string, json: unknown) =>
  call(departmentRoute.DELETE, apiRequest("DELETE", `departments/${id}`, { token: token(caller), json }), { id });
const postSchool = (caller: Caller, json: unknown) =>
  call(schoolsRoute.POST, apiRequest("POST", "department-schools", { token: token(caller), json }));
const deleteSchool = (caller: Caller, id: string, json: unknown) =>
  call(schoolRoute.DELETE, apiRequest("DELETE", `department-schools/${id}`, { token: token(caller), json }), { id });
const WRITTEN = [departments, departmentSchools, departmentSchoolMembers, recordRevisions, auditLog] as const;

describe("POST /api/v1/departments and DELETE /api/v1/departments/{id}", () => {
  it.each(REFUSED)("refuses %s with %i and changes nothing", async (caller, status) => {
    const { id, updatedAt } = await department("Department of English");
    const before = await snapshot(context, ...WRITTEN);
    for (const response of [
      await postDepartment(caller, { name: "Department of Refused Additions" }),
      await deleteDepartment(caller, id, { updatedAt }),
    ]) {
      expect(response.status).toBe(status);
      expect(response.body).toMatchObject({ status: "fail", message: expect.any(String) });
    }
    expect(await snapshot(context, ...WRITTEN)).toEqual(before);
  });

  it.each<Caller>(["Editor", "Publisher", "Admin"])("lets the %s role add one (201) and delete it", async (caller) => {
    const name = `Department of Applied Optics (${caller})`;
    const added = await postDepartment(caller, { name, nameHi: "अनुप्रयुक्त प्रकाशिकी विभाग" });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      status: "success",
      data: { department: { name, nameHi: "अनुप्रयुक्त प्रकाशिकी विभाग", hod: null } },
    });
    const listed = await call(departmentsList.GET, apiRequest("GET", "departments"));
    const { id, updatedAt } = await department(name);
    expect((listed.body.data as { departments: { _id: string }[] }).departments.map((d) => d._id)).toContain(id);

    const deleted = await deleteDepartment(caller, id, { updatedAt });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ status: "success", message: "Department deleted." });
    expect(await db().select().from(departments).where(eq(departments.id, id))).toEqual([]);
  });

  it("answers 400 by field, 409 for a stale version and for a department still in use, 404 once deleted", async () => {
    const bad = await postDepartment("Editor", { name: "Department of Optics", id: "x" });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ status: "fail", message: expect.stringContaining("There is no field id") });
    const taken = await postDepartment("Editor", { name: "DEPARTMENT OF ENGLISH", hod: "not an email" });
    expect(taken.status).toBe(400);
    expect(taken.body).toMatchObject({
      status: "fail",
      fieldErrors: { hod: "Enter an email like name@dseu.ac.in, or leave it empty." },
    });
    const clash = await postDepartment("Editor", { name: "DEPARTMENT OF ENGLISH" });
    expect(clash.body).toMatchObject({
      fieldErrors: { name: "Another department is already called Department of English." },
    });

    const [used] = await db()
      .select({ name: departments.name })
      .from(departments)
      .innerJoin(programs, eq(programs.departmentId, departments.id))
      .innerJoin(faculty, eq(faculty.departmentId, departments.id))
      .limit(1);
    const inUse = await department(used!.name);
    const before = await snapshot(context, departments, programs, faculty);
    const refused = await deleteDepartment("Admin", inUse.id, { updatedAt: inUse.updatedAt });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      status: "fail",
      message: expect.stringMatching(
        /^Move its \d+ programmes? and \d+ faculty members? to another department first\./,
      ),
    });
    expect(await snapshot(context, departments, programs, faculty)).toEqual(before);

    const added = await postDepartment("Editor", { name: "Department of Short Life" });
    const { id, updatedAt } = await department("Department of Short Life");
    expect(added.status).toBe(201);
    const stale = await deleteDepartment("Editor", id, {
      updatedAt: new Date(Date.parse(updatedAt) - 1000).toISOString(),
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ conflict: { updatedBy: context.users.Editor.email } });
    expect((await deleteDepartment("Editor", id, {})).status).toBe(400);
    expect((await deleteDepartment("Editor", id, { updatedAt })).status).toBe(200);
    expect((await deleteDepartment("Editor", id, { updatedAt })).status).toBe(404);
  });
});

describe("POST /api/v1/department-schools and DELETE /api/v1/department-schools/{id}", () => {
  it.each(REFUSED)("refuses %s with %i and changes nothing", async (caller, status) => {
    const { id, updatedAt } = await school(3);
    const before = await snapshot(context, ...WRITTEN);
    for (const response of [
      await postSchool(caller, { name: "Faculty of Refused Additions" }),
      await deleteSchool(caller, id, { updatedAt }),
    ]) {
      expect(response.status).toBe(status);
      expect(response.body).toMatchObject({ status: "fail", message: expect.any(String) });
    }
    expect(await snapshot(context, ...WRITTEN)).toEqual(before);
  });

  it.each<Caller>(["Editor", "Publisher", "Admin"])("lets the %s role add one (201) and delete it", async (caller) => {
    const name = `Faculty of Applied Optics (${caller})`;
    const added = await postSchool(caller, { name });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ status: "success", data: { departmentSchool: { name, departmentIds: [] } } });
    const { id, updatedAt } = (added.body.data as { departmentSchool: { id: string; updatedAt: string } })
      .departmentSchool;
    const listed = await call(schoolsList.GET, apiRequest("GET", "departmentSchools"));
    expect(
      (listed.body.data as { departmentSchools: { _id: string }[] }).departmentSchools.find((s) => s._id === id),
    ).toEqual({ _id: id, name, dept_id: [] });

    const deleted = await deleteSchool(caller, id, { updatedAt });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ status: "success", message: "Faculty deleted." });
    expect(await db().select().from(departmentSchools).where(eq(departmentSchools.id, id))).toEqual([]);
    expect((await deleteSchool(caller, id, { updatedAt })).status).toBe(404);
  });

  it("answers 400 by field, and 409 while it lists departments or for a stale version", async () => {
    const taken = await school(0);
    const bad = await postSchool("Editor", { name: taken.name.toUpperCase(), departmentIds: ["nope"] });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      status: "fail",
      fieldErrors: { "departmentIds.0": "Choose departments from the list." },
    });
    const clash = await postSchool("Editor", { name: taken.name.toUpperCase() });
    expect(clash.body).toMatchObject({ fieldErrors: { name: `Another Faculty is already called ${taken.name}.` } });

    const english = await department("Department of English");
    const added = await postSchool("Editor", { name: "Faculty of Letters", departmentIds: [english.id] });
    const { id, updatedAt } = (added.body.data as { departmentSchool: { id: string; updatedAt: string } })
      .departmentSchool;
    const before = await snapshot(context, departmentSchools, departmentSchoolMembers);
    const refused = await deleteSchool("Publisher", id, { updatedAt });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      status: "fail",
      message: expect.stringMatching(/^This Faculty still lists 1 department\. Remove it from it first/),
    });
    expect(await snapshot(context, departmentSchools, departmentSchoolMembers)).toEqual(before);

    const emptied = await patchSchool("Editor", id, { departmentIds: [], updatedAt });
    expect(emptied.status).toBe(200);
    expect((await deleteSchool("Publisher", id, { updatedAt })).status).toBe(409);
    const newer = (emptied.body.data as { departmentSchool: { updatedAt: string } }).departmentSchool.updatedAt;
    expect((await deleteSchool("Publisher", id, { updatedAt: newer })).status).toBe(200);
  });
});
