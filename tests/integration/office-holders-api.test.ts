/**
 * The office holders' staff API (issue 13's reference data): PATCH /api/v1/office-holders/{id},
 * GET …/revisions and POST …/revisions/{revisionId}/restore. The role matrix (anonymous and
 * expired tokens 401, Faculty and Admissions 403, refused calls change nothing), a change by each
 * staff role, and the JSON failures: 400 by field, 404, 409 naming who saved. POST
 * /api/v1/office-holders and DELETE /api/v1/office-holders/{id}: the same role matrix, an
 * addition, a deletion, and a deletion refused while a page names the office.
 */
jest.mock("next/cache", () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: jest.fn() }));

import { eq } from "drizzle-orm";
import { officeHolders, recordRevisions } from "@/lib/db/schema";
import * as holderRoute from "@/app/api/v1/office-holders/[id]/route";
import * as holdersRoute from "@/app/api/v1/office-holders/route";
import * as revisionsRoute from "@/app/api/v1/office-holders/[id]/revisions/route";
import * as restoreRoute from "@/app/api/v1/office-holders/[id]/revisions/[revisionId]/restore/route";
import { apiRequest, call, setupApiTest, snapshot, type ApiTestContext } from "./api-helpers";

let context: ApiTestContext;
beforeAll(async () => {
  context = await setupApiTest();
}, 180_000);
afterAll(() => context.testDb.teardown());

const db = () => context.testDb.handle.db;
type Caller = "anonymous" | "expired" | "Faculty" | "Admissions" | "Editor" | "Publisher" | "Admin";
const token = (caller: Caller) => (caller === "anonymous" ? undefined : context.tokens[caller]);

async function holder(office: string) {
  const [row] = await db().select().from(officeHolders).where(eq(officeHolders.office, office));
  if (!row) throw new Error(`no office ${office}`);
  return { id: row.id, name: row.name, message: row.message, updatedAt: row.updatedAt.toISOString() };
}

const patch = (caller: Caller, id: string, json: unknown) =>
  call(holderRoute.PATCH, apiRequest("PATCH", `office-holders/${id}`, { token: token(caller), json }), { id });
const revisions = (caller: Caller, id: string) =>
  call(revisionsRoute.GET, apiRequest("GET", `office-holders/${id}/revisions`, { token: token(caller) }), { id });
const restore = (caller: Caller, id: string, revisionId: string) =>
  call(
    restoreRoute.POST,
    apiRequest("POST", `office-holders/${id}/revisions/${revisionId}/restore`, { token: token(caller) }),
    { id, revisionId },
  );

describe("the office holders' staff API", () => {
  it.each<[Caller, number]>([
    ["anonymous", 401],
    ["expired", 401],
    ["Faculty", 403],
    ["Admissions", 403],
  ])("refuses %s with %i on every call and changes nothing", async (caller, status) => {
    const { id, updatedAt } = await holder("registrar");
    const before = await snapshot(context, officeHolders, recordRevisions);
    for (const response of [
      await patch(caller, id, { name: "Someone Else", updatedAt }),
      await revisions(caller, id),
      await restore(caller, id, "0123456789abcdef01234567"),
    ]) {
      expect(response.status).toBe(status);
      expect(response.body).toMatchObject({ status: "fail", message: expect.any(String) });
    }
    expect(await snapshot(context, officeHolders, recordRevisions)).toEqual(before);
  });

  it.each<Caller>(["Editor", "Publisher", "Admin"])(
    "lets the %s role change the message, list the revisions and restore one",
    async (caller) => {
      const { id, message, updatedAt } = await holder("chancellor");
      const changed = `A message saved by the ${caller}.`;
      const saved = await patch(caller, id, { message: changed, updatedAt });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({
        status: "success",
        data: { officeHolder: { id, office: "chancellor", message: changed } },
      });

      const listed = await revisions(caller, id);
      expect(listed.status).toBe(200);
      const kept = (listed.body as { data: { revisions: { id: string; data: { message: string } }[] } }).data.revisions;
      expect(kept[0]!.data.message).toBe(changed);
      const previous = kept[1]!;

      const restored = await restore(caller, id, previous.id);
      expect(restored.status).toBe(200);
      expect(restored.body).toMatchObject({ data: { officeHolder: { id, message: previous.data.message } } });
      expect((await holder("chancellor")).message).toBe(message);
    },
  );

  it("answers 400 by field, 404 for an unknown id or revision, 409 naming who saved", async () => {
    const { id, updatedAt } = await holder("coe");
    const badEmail = await patch("Editor", id, { email: "nope", title: "", updatedAt });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body).toMatchObject({
      status: "fail",
      fieldErrors: {
        email: "Enter an email address like name@dseu.ac.in, or leave it empty.",
        title: "Enter the title.",
      },
    });
    const newOffice = await patch("Editor", id, { office: "registrar", updatedAt });
    expect(newOffice.status).toBe(400);
    expect(newOffice.body).toMatchObject({
      status: "fail",
      message: "There is no field office (the office and the id cannot change).",
    });

    for (const missing of [
      await patch("Editor", "0123456789abcdef01234567", { updatedAt }),
      await revisions("Editor", "not-an-id"),
      await restore("Editor", id, "0123456789abcdef01234567"),
    ]) {
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ status: "fail" });
    }

    const first = await patch("Publisher", id, { phone: "011 2345 6789", updatedAt });
    expect(first.status).toBe(200);
    const stale = await patch("Editor", id, { phone: "", updatedAt });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      status: "fail",
      message: expect.stringContaining(context.users.Publisher.email),
      conflict: { updatedBy: context.users.Publisher.email },
    });
  });
});

const post = (caller: Caller, json: unknown) =>
  call(holdersRoute.POST, apiRequest("POST", "office-holders", { token: token(caller), json }));
const remove = (caller: Caller, id: string, json: unknown) =>
  call(holderRoute.DELETE, apiRequest("DELETE", `office-holders/${id}`, { token: token(caller), json }), { id });

describe("POST /api/v1/office-holders and DELETE /api/v1/office-holders/{id}", () => {
  const NEW = { office: "dean-fps", title: "Dean, Faculty of Public Services", name: "Prof. C. Dean" };

  it.each<[Caller, number]>([
    ["anonymous", 401],
    ["expired", 401],
    ["Faculty", 403],
    ["Admissions", 403],
  ])("refuses %s with %i and changes nothing", async (caller, status) => {
    const { id, updatedAt } = await holder("dean-feees");
    const before = await snapshot(context, officeHolders, recordRevisions);
    for (const response of [await post(caller, NEW), await remove(caller, id, { updatedAt })]) {
      expect(response.status).toBe(status);
      expect(response.body).toMatchObject({ status: "fail", message: expect.any(String) });
    }
    expect(await snapshot(context, officeHolders, recordRevisions)).toEqual(before);
  });

  it.each<Caller>(["Editor", "Publisher", "Admin"])(
    "lets the %s role add one (201), refuses its key again by field, and delete it at the version read",
    async (caller) => {
      const office = `${NEW.office}-${caller.toLowerCase()}`;
      const added = await post(caller, { ...NEW, office });
      expect(added.status).toBe(201);
      expect(added.body).toMatchObject({ status: "success", data: { officeHolder: { ...NEW, office, email: "" } } });
      const taken = await post(caller, { ...NEW, office, name: "Another" });
      expect(taken.status).toBe(400);
      expect(taken.body).toMatchObject({ status: "fail", fieldErrors: { office: expect.stringContaining(office) } });

      const { id, updatedAt } = await holder(office);
      const stale = await remove(caller, id, { updatedAt: new Date(Date.parse(updatedAt) - 1000).toISOString() });
      expect(stale.status).toBe(409);
      const deleted = await remove(caller, id, { updatedAt });
      expect(deleted.status).toBe(200);
      expect(deleted.body).toMatchObject({ status: "success" });
      expect(await db().select().from(officeHolders).where(eq(officeHolders.id, id))).toEqual([]);
      expect((await remove(caller, id, { updatedAt })).status).toBe(404);
    },
  );

  it("answers 400 by field for a bad addition, and 409 naming the page for an office a page needs", async () => {
    const bad = await post("Editor", { office: "Dean X", title: "", name: "N" });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      status: "fail",
      fieldErrors: {
        office: "Use lowercase letters, digits and single hyphens between them, like dean-academics.",
        title: "Enter the title.",
      },
    });

    const { id, updatedAt } = await holder("registrar");
    const before = await snapshot(context, officeHolders, recordRevisions);
    const refused = await remove("Admin", id, { updatedAt });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      status: "fail",
      message: expect.stringMatching(/^The office registrar is named by the page \/registrar, whose subject it is;/),
    });
    expect(await snapshot(context, officeHolders, recordRevisions)).toEqual(before);
  });
});
