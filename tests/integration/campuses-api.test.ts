/**
 * PATCH /api/v1/campuses/{id}, GET …/revisions and POST …/revisions/{revisionId}/restore (issue
 * 13's reference data): the role matrix (anonymous and expired tokens 401, Faculty and Admissions
 * 403, refused calls change nothing), each staff role's change, the JSON failures (400 by field,
 * 404, 409 naming who saved), and the legacy GET /api/v1/campus answering the change in its old shape.
 * POST /api/v1/campuses and DELETE /api/v1/campuses/{id}: the same role matrix, an addition the
 * legacy list shows and a deletion it no longer shows.
 */
jest.mock("next/cache", () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: jest.fn() }));

import { eq } from "drizzle-orm";
import { campuses, recordRevisions } from "@/lib/db/schema";
import { legacyCampusSchema } from "@/lib/campuses/legacy";
import * as campusRoute from "@/app/api/v1/campuses/[id]/route";
import * as campusesRoute from "@/app/api/v1/campuses/route";
import * as revisionsRoute from "@/app/api/v1/campuses/[id]/revisions/route";
import * as restoreRoute from "@/app/api/v1/campuses/[id]/revisions/[revisionId]/restore/route";
import * as legacyRoute from "@/app/api/v1/campus/route";
import { apiRequest, call, setupApiTest, snapshot, type ApiTestContext } from "./api-helpers";

let context: ApiTestContext;
beforeAll(async () => {
  context = await setupApiTest();
}, 180_000);
afterAll(() => context.testDb.teardown());

const db = () => context.testDb.handle.db;
type Caller = "anonymous" | "expired" | "Faculty" | "Admissions" | "Editor" | "Publisher" | "Admin";
const token = (caller: Caller) => (caller === "anonymous" ? undefined : context.tokens[caller]);

async function campus(name: string) {
  const [row] = await db().select().from(campuses).where(eq(campuses.name, name));
  if (!row) throw new Error(`no campus ${name}`);
  return { id: row.id, director: row.director, updatedAt: row.updatedAt.toISOString() };
}

const patch = (caller: Caller, id: string, json: unknown) =>
  call(campusRoute.PATCH, apiRequest("PATCH", `campuses/${id}`, { token: token(caller), json }), { id });
const revisions = (caller: Caller, id: string) =>
  call(revisionsRoute.GET, apiRequest("GET", `campuses/${id}/revisions`, { token: token(caller) }), { id });
const restore = (caller: Caller, id: string, revisionId: string) =>
  call(
    restoreRoute.POST,
    apiRequest("POST", `campuses/${id}/revisions/${revisionId}/restore`, { token: token(caller) }),
    { id, revisionId },
  );

const REFUSED: [Caller, number][] = [
  ["anonymous", 401],
  ["expired", 401],
  ["Faculty", 403],
  ["Admissions", 403],
];

describe("PATCH /api/v1/campuses/{id}", () => {
  it.each(REFUSED)("refuses %s with %i and changes nothing", async (caller, status) => {
    const { id, updatedAt } = await campus("DSEU Rajokri Campus");
    const before = await snapshot(context, campuses, recordRevisions);
    const response = await patch(caller, id, { director: "Nobody", updatedAt });
    expect(response.status).toBe(status);
    expect(response.body).toMatchObject({ status: "fail", message: expect.any(String) });
    expect(await snapshot(context, campuses, recordRevisions)).toEqual(before);
  });

  it.each<Caller>(["Editor", "Publisher", "Admin"])("lets the %s role change the director", async (caller) => {
    const { id, updatedAt } = await campus("DSEU Rajokri Campus");
    const director = `Dr. ${caller}`;
    const response = await patch(caller, id, { director, updatedAt });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: "success", data: { campus: { id, director } } });
    expect((await campus("DSEU Rajokri Campus")).director).toBe(director);
  });

  it("answers 400 by field, 404 for an unknown id, 409 naming who saved", async () => {
    const { id, updatedAt } = await campus("DSEU Pusa-II Campus");
    const bad = await patch("Editor", id, { name: "DSEU Pusa-I Campus", mapUrl: "http://x.example", updatedAt });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      status: "fail",
      fieldErrors: { mapUrl: "Use an https:// address, or leave it empty." },
    });
    const taken = await patch("Editor", id, { name: "DSEU Pusa-I Campus", updatedAt });
    expect(taken.status).toBe(400);
    expect(taken.body).toMatchObject({
      fieldErrors: { name: "DSEU Pusa-I Campus already has this name; give this campus another." },
    });

    const missing = await patch("Editor", "0123456789abcdef01234567", { updatedAt });
    expect(missing.status).toBe(404);

    const first = await patch("Publisher", id, { address: "Pusa, New Delhi-110012", updatedAt });
    expect(first.status).toBe(200);
    const stale = await patch("Editor", id, { address: "Elsewhere", updatedAt });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      status: "fail",
      message: expect.stringContaining(context.users.Publisher.email),
      conflict: { updatedBy: context.users.Publisher.email },
    });
  });
});

describe("the revisions of a campus", () => {
  it.each(REFUSED)("refuses %s with %i to list or restore them", async (caller, status) => {
    const { id } = await campus("DSEU Okhla-II Campus");
    expect((await revisions(caller, id)).status).toBe(status);
    const before = await snapshot(context, campuses, recordRevisions);
    expect((await restore(caller, id, "0123456789abcdef01234567")).status).toBe(status);
    expect(await snapshot(context, campuses, recordRevisions)).toEqual(before);
  });

  it("lists them newest first and restores one; the legacy GET /api/v1/campus shows each state in its old shape", async () => {
    const { id, director, updatedAt } = await campus("DSEU Okhla-II Campus");
    expect(await patch("Editor", id, { director: "Dr. Okhla", updatedAt })).toMatchObject({ status: 200 });

    const legacy = async () => {
      const response = await call(legacyRoute.GET, apiRequest("GET", "campus?zone=south zone"));
      expect(response.status).toBe(200);
      const list = (response.body.data as { campuses: unknown[] }).campuses;
      for (const item of list) legacyCampusSchema.strict().parse(item);
      return list.find((item) => (item as { _id: string })._id === id) as { campus_director: string };
    };
    expect((await legacy()).campus_director).toBe("Dr. Okhla");

    const listed = await revisions("Publisher", id);
    expect(listed.status).toBe(200);
    const items = (listed.body.data as { revisions: { id: string; action: string; data: { director: string } }[] })
      .revisions;
    expect(items.map((r) => [r.action, r.data.director])).toEqual([
      ["update", "Dr. Okhla"],
      ["initial", director],
    ]);

    const restored = await restore("Publisher", id, items[1]!.id);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ status: "success", data: { campus: { id, director } } });
    expect((await legacy()).campus_director).toBe(director);

    expect((await restore("Editor", id, "0123456789abcdef01234567")).status).toBe(404);
  });
});

const post = (caller: Caller, json: unknown) =>
  call(campusesRoute.POST, apiRequest("POST", "campuses", { token: token(caller), json }));
const remove = (caller: Caller, id: string, json: unknown) =>
  call(campusRoute.DELETE, apiRequest("DELETE", `campuses/${id}`, { token: token(caller), json }), { id });
const legacyNames = async () => {
  const response = await call(legacyRoute.GET, apiRequest("GET", "campus?zone=east zone"));
  return (response.body.data as { campuses: { name: string }[] }).campuses.map((c) => c.name);
};

describe("POST /api/v1/campuses and DELETE /api/v1/campuses/{id}", () => {
  const NEW = { name: "DSEU Shahdara Campus", zone: "east" };

  it.each(REFUSED)("refuses %s with %i and changes nothing", async (caller, status) => {
    const { id, updatedAt } = await campus("DSEU Rajokri Campus");
    const before = await snapshot(context, campuses, recordRevisions);
    for (const response of [await post(caller, NEW), await remove(caller, id, { updatedAt })]) {
      expect(response.status).toBe(status);
      expect(response.body).toMatchObject({ status: "fail", message: expect.any(String) });
    }
    expect(await snapshot(context, campuses, recordRevisions)).toEqual(before);
  });

  it.each<Caller>(["Editor", "Publisher", "Admin"])(
    "lets the %s role add one (201) that the legacy list shows, refuses its name again by field, and delete it",
    async (caller) => {
      const name = `DSEU Shahdara ${caller} Campus`;
      const added = await post(caller, { ...NEW, name });
      expect(added.status).toBe(201);
      expect(added.body).toMatchObject({
        status: "success",
        data: { campus: { name, zone: "east", slug: `dseu-shahdara-${caller.toLowerCase()}-campus` } },
      });
      expect(await legacyNames()).toContain(name);
      const taken = await post(caller, { name, zone: "west" });
      expect(taken.status).toBe(400);
      expect(taken.body).toMatchObject({ status: "fail", fieldErrors: { name: expect.stringContaining(name) } });

      const { id, updatedAt } = await campus(name);
      const stale = await remove(caller, id, { updatedAt: new Date(Date.parse(updatedAt) - 1000).toISOString() });
      expect(stale.status).toBe(409);
      const deleted = await remove(caller, id, { updatedAt });
      expect(deleted.status).toBe(200);
      expect(deleted.body).toMatchObject({ status: "success" });
      expect(await db().select().from(campuses).where(eq(campuses.id, id))).toEqual([]);
      expect(await legacyNames()).not.toContain(name);
      expect((await remove(caller, id, { updatedAt })).status).toBe(404);
    },
  );

  it("answers 400 by field for a campus without its name and zone", async () => {
    const response = await post("Editor", { director: "Dr. Someone" });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      status: "fail",
      fieldErrors: { name: "Enter the name.", zone: expect.stringMatching(/^Choose one of the zones/) },
    });
  });
});
