/**
 * PATCH /api/v1/programs/{id} (issue 13's reference data): the role matrix (anonymous and expired
 * tokens 401, Faculty and Admissions 403, refused calls change nothing), a change by each staff
 * role, and the JSON failures: 400 by field, 404, 409 naming who saved. POST /api/v1/programs and
 * DELETE /api/v1/programs/{id}: the same role matrix, an addition and a deletion.
 */
jest.mock("next/cache", () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: jest.fn() }));

import { eq } from "drizzle-orm";
import { programCampuses, programs } from "@/lib/db/schema";
import * as programRoute from "@/app/api/v1/programs/[id]/route";
import * as programsRoute from "@/app/api/v1/programs/route";
import * as revisionsRoute from "@/app/api/v1/programs/[id]/revisions/route";
import * as restoreRoute from "@/app/api/v1/programs/[id]/revisions/[revisionId]/restore/route";
import { apiRequest, call, setupApiTest, snapshot, type ApiTestContext } from "./api-helpers";

let context: ApiTestContext;
beforeAll(async () => {
  context = await setupApiTest();
}, 180_000);
afterAll(() => context.testDb.teardown());

const db = () => context.testDb.handle.db;
type Caller = "anonymous" | "expired" | "Faculty" | "Admissions" | "Editor" | "Publisher" | "Admin";
const token = (caller: Caller) => (caller === "anonymous" ? undefined : context.tokens[caller]);

async function program(code: string) {
  const [row] = await db().select().from(programs).where(eq(programs.code, code));
  if (!row) throw new Error(`no programme ${code}`);
  return { id: row.id, fees: row.fees, updatedAt: row.updatedAt.toISOString() };
}

const patch = (caller: Caller, id: string, json: unknown) =>
  call(programRoute.PATCH, apiRequest("PATCH", `programs/${id}`, { token: token(caller), json }), { id });

describe("PATCH /api/v1/programs/{id}", () => {
  it.each<[Caller, number]>([
    ["anonymous", 401],
    ["expired", 401],
    ["Faculty", 403],
    ["Admissions", 403],
  ])("refuses %s with %i and changes nothing", async (caller, status) => {
    const { id, updatedAt } = await program("BCA");
    const before = await snapshot(context, programs, programCampuses);
    const response = await patch(caller, id, { fees: "₹1", updatedAt });
    expect(response.status).toBe(status);
    expect(response.body).toMatchObject({ status: "fail", message: expect.any(String) });
    expect(await snapshot(context, programs, programCampuses)).toEqual(before);
  });

  it.each<Caller>(["Editor", "Publisher", "Admin"])("lets the %s role change the fees", async (caller) => {
    const { id, updatedAt } = await program("BCA");
    const fees = `₹${caller.length},500 per semester`;
    const response = await patch(caller, id, { fees, updatedAt });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: "success", data: { program: { id, fees } } });
    expect((await program("BCA")).fees).toBe(fees);
  });

  it("answers 400 by field, 404 for an unknown id, 409 naming who saved", async () => {
    const { id, updatedAt } = await program("BMS-LT");
    const bad = await patch("Editor", id, { name: "", seatsX: 1, updatedAt });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ status: "fail", fieldErrors: { name: "Enter the name." } });

    const missing = await patch("Editor", "0123456789abcdef01234567", { updatedAt });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ status: "fail" });

    const first = await patch("Publisher", id, { duration: "4 Years", updatedAt });
    expect(first.status).toBe(200);
    const stale = await patch("Editor", id, { duration: "2 Years", updatedAt });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      status: "fail",
      message: expect.stringContaining(context.users.Publisher.email),
      conflict: { updatedBy: context.users.Publisher.email },
    });
  });
});

describe("the revisions of a programme", () => {
  const list = (caller: Caller, id: string) =>
    call(revisionsRoute.GET, apiRequest("GET", `programs/${id}/revisions`, { token: token(caller) }), { id });
  const restore = (caller: Caller, id: string, revisionId: string) =>
    call(
      restoreRoute.POST,
      apiRequest("POST", `programs/${id}/revisions/${revisionId}/restore`, { token: token(caller) }),
      { id, revisionId },
    );

  it("lists them for staff who may edit, and restores one as the programme's facts", async () => {
    const before = await program("BS-HM");
    await patch("Editor", before.id, { fees: "₹2 per year", updatedAt: before.updatedAt });
    const listed = await list("Publisher", before.id);
    expect(listed.status).toBe(200);
    const revisions = (listed.body as { data: { revisions: { id: string; action: string }[] } }).data.revisions;
    expect(revisions.map((r) => r.action)).toEqual(["update", "initial"]);
    const restored = await restore("Editor", before.id, revisions[1]!.id);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ status: "success", data: { program: { fees: before.fees } } });
    expect((await program("BS-HM")).fees).toBe(before.fees);
  });

  it.each<[Caller, number]>([
    ["anonymous", 401],
    ["Faculty", 403],
    ["Admissions", 403],
  ])("refuses %s with %i, and answers 404 for an unknown revision", async (caller, status) => {
    const { id } = await program("BS-RM");
    expect((await list(caller, id)).status).toBe(status);
    const refused = await restore(caller, id, "0123456789abcdef01234567");
    expect(refused.status).toBe(status);
    expect(refused.body).toMatchObject({ status: "fail" });
    expect((await restore("Editor", id, "0123456789abcdef01234567")).status).toBe(404);
  });
});

const post = (caller: Caller, json: unknown) =>
  call(programsRoute.POST, apiRequest("POST", "programs", { token: token(caller), json }));
const remove = (caller: Caller, id: string, json: unknown) =>
  call(programRoute.DELETE, apiRequest("DELETE", `programs/${id}`, { token: token(caller), json }), { id });

describe("POST /api/v1/programs and DELETE /api/v1/programs/{id}", () => {
  const NEW = { name: "M.Sc. in Applied Statistics", code: "MSC-AS", level: "PG", duration: "2 Years" };

  it.each<[Caller, number]>([
    ["anonymous", 401],
    ["expired", 401],
    ["Faculty", 403],
    ["Admissions", 403],
  ])("refuses %s with %i and changes nothing", async (caller, status) => {
    const { id, updatedAt } = await program("BCA");
    const before = await snapshot(context, programs, programCampuses);
    for (const response of [await post(caller, NEW), await remove(caller, id, { updatedAt })]) {
      expect(response.status).toBe(status);
      expect(response.body).toMatchObject({ status: "fail", message: expect.any(String) });
    }
    expect(await snapshot(context, programs, programCampuses)).toEqual(before);
  });

  it("adds a programme (201), refuses a taken code by field, and deletes it at the version read", async () => {
    const added = await post("Editor", NEW);
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ status: "success", data: { program: { ...NEW, mode: "Full Time" } } });
    const taken = await post("Editor", { ...NEW, name: "Another" });
    expect(taken.status).toBe(400);
    expect(taken.body).toMatchObject({ status: "fail", fieldErrors: { code: expect.stringContaining("MSC-AS") } });

    const { id, updatedAt } = await program("MSC-AS");
    const stale = await remove("Publisher", id, { updatedAt: new Date(Date.parse(updatedAt) - 1000).toISOString() });
    expect(stale.status).toBe(409);
    const deleted = await remove("Publisher", id, { updatedAt });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ status: "success" });
    expect(await db().select().from(programs).where(eq(programs.id, id))).toEqual([]);
    expect((await remove("Publisher", id, { updatedAt })).status).toBe(404);
  });
});
