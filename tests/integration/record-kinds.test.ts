/**
 * The shared suite of every declared record kind (lib/records/kinds.ts, issue 25), through its
 * /api/v1/<segment> staff routes on a seeded database: roles (anonymous and expired 401, Faculty
 * and Admissions 403, refused calls change nothing), an addition, validation by field, the list's
 * search, a save, a stale save refused naming who saved first (409), history with what each
 * revision changed, restore, the audit entries, and a deletion. Each kind gives below only what
 * is its own: a record to add, a change, and input each field refuses.
 */
jest.mock("next/cache", () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: jest.fn() }));

import { and, eq } from "drizzle-orm";
import { auditLog, recordRevisions } from "@/lib/db/schema";
import type { PgTable } from "drizzle-orm/pg-core";
import { RECORD_KINDS } from "@/lib/records/kinds";
import type { RecordKind } from "@/lib/records/define";
import type { EditableRecord } from "@/lib/reference/records";
import { recordService } from "@/lib/records/service";
import { actorOf, apiRequest, call, setupApiTest, snapshot, type ApiTestContext } from "./api-helpers";

type Caller = "anonymous" | "expired" | "Faculty" | "Admissions" | "Editor" | "Publisher" | "Admin";

/** What each kind brings to the suite. */
type KindCase = {
  /** A new record's fields (`stamp` keeps them unique between runs on one database). */
  create: (stamp: string) => Record<string, unknown>;
  /** A change to one field, and the field. */
  change: { field: string; value: unknown };
  /** Input each named field refuses, with the field's message. */
  invalid: { input: Record<string, unknown>; fieldErrors: Record<string, string> };
  /** Text the list's search finds the new record by. */
  searchFor: (stamp: string) => string;
};

const CASES: Record<string, KindCase> = {
  faculty: {
    create: (stamp) => ({
      salutation: "Dr.",
      firstname: `Suite${stamp}`,
      surname: "Member",
      email: `suite.${stamp}@dseu.ac.in`,
      designation: "Assistant Professor",
      facultyType: "DSEU",
    }),
    change: { field: "designation", value: "Associate Professor" },
    invalid: {
      input: { firstname: "", email: "not an email", facultyType: "Visiting" },
      fieldErrors: {
        firstname: "Enter the first name.",
        email: "Enter an email address like name@dseu.ac.in.",
        facultyType: "Choose one of the faculty types: DSEU, Deemed Deputation.",
      },
    },
    searchFor: (stamp) => `suite${stamp}`,
  },
  "office-holder": {
    create: (stamp) => ({ office: `suite-${stamp}`, title: "Dean, Suite Studies", name: `Prof. Suite ${stamp}` }),
    change: { field: "name", value: "Prof. Suite Changed" },
    invalid: {
      input: { title: "", email: "nope", position: -1 },
      fieldErrors: {
        title: "Enter the title.",
        email: "Enter an email address like name@dseu.ac.in, or leave it empty.",
        position: "Give a position of 0 or more.",
      },
    },
    searchFor: (stamp) => `suite-${stamp}`,
  },
  campus: {
    create: (stamp) => ({ name: `DSEU Suite Campus ${stamp}`, zone: "north", labs: ["Robotics"] }),
    change: { field: "director", value: "Prof. Suite Director" },
    invalid: {
      input: { name: "", zone: "middle", mapUrl: "http://example.org" },
      fieldErrors: {
        name: "Enter the name.",
        zone: "Choose one of the zones: central, north, south, east, west.",
        mapUrl: "Use an https:// address, or leave it empty.",
      },
    },
    searchFor: (stamp) => `suite campus ${stamp}`,
  },
  department: {
    create: (stamp) => ({ name: `Department of Suite Studies ${stamp}` }),
    change: { field: "nameHi", value: "सुइट अध्ययन विभाग" },
    invalid: {
      input: { name: "", hod: "not an email" },
      fieldErrors: { name: "Enter the name.", hod: "Enter an email like name@dseu.ac.in, or leave it empty." },
    },
    searchFor: (stamp) => `suite studies ${stamp}`,
  },
};

let context: ApiTestContext;
beforeAll(async () => {
  context = await setupApiTest();
}, 180_000);
afterAll(() => context.testDb.teardown());

const token = (caller: Caller) => (caller === "anonymous" ? undefined : context.tokens[caller]);
type Route = Record<string, (request: Request, context: { params: Promise<never> }) => Promise<Response>>;

function routesOf(kind: RecordKind<EditableRecord>) {
  const base = `@/app/api/v1/${kind.api.segment}`;
  /* eslint-disable @typescript-eslint/no-require-imports -- the route modules are found by the kind's segment */
  return {
    collection: require(`${base}/route`) as Route,
    item: require(`${base}/[id]/route`) as Route,
    revisions: require(`${base}/[id]/revisions/route`) as Route,
    restore: require(`${base}/[id]/revisions/[revisionId]/restore/route`) as Route,
  };
  /* eslint-enable @typescript-eslint/no-require-imports */
}

describe.each(RECORD_KINDS.map((kind) => [kind.key, kind] as const))("the %s record kind", (key, kind) => {
  const routes = routesOf(kind);
  const kindCase = CASES[key];
  const segment = kind.api.segment;
  const stamp = `${Date.now()}`;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const send = (route: Route, method: string, path: string, caller: Caller, params: any, json?: unknown) =>
    call(route[method] as never, apiRequest(method, `${segment}${path}`, { token: token(caller), json }), params);
  const list = (caller: Caller, query = "") => send(routes.collection, "GET", query, caller, {});
  const post = (caller: Caller, json: unknown) => send(routes.collection, "POST", "", caller, {}, json);
  const get = (caller: Caller, id: string) => send(routes.item, "GET", `/${id}`, caller, { id });
  const patch = (caller: Caller, id: string, json: unknown) =>
    send(routes.item, "PATCH", `/${id}`, caller, { id }, json);
  const remove = (caller: Caller, id: string, json: unknown) =>
    send(routes.item, "DELETE", `/${id}`, caller, { id }, json);
  const revisions = (caller: Caller, id: string) => send(routes.revisions, "GET", `/${id}/revisions`, caller, { id });
  const restore = (caller: Caller, id: string, revisionId: string) =>
    send(routes.restore, "POST", `/${id}/revisions/${revisionId}/restore`, caller, { id, revisionId });
  const item = (body: Record<string, unknown>) =>
    (body.data as Record<string, Record<string, unknown>>)[kind.api.item] as EditableRecord & Record<string, unknown>;

  it("has a case in this suite", () => {
    expect(kindCase).toBeDefined();
  });

  let added: EditableRecord & Record<string, unknown>;

  it.each<[Caller, number]>([
    ["anonymous", 401],
    ["expired", 401],
    ["Faculty", 403],
    ["Admissions", 403],
  ])("refuses %s with %i on every call and changes nothing", async (caller, status) => {
    const before = await snapshot(context, kind.table as PgTable, recordRevisions);
    const someId = "0123456789abcdef01234567";
    for (const response of [
      // A kind whose collection GET is the legacy public read answers it to anyone.
      ...(kind.api.legacyList ? [] : [await list(caller)]),
      await post(caller, kindCase!.create(`${stamp}x`)),
      await get(caller, someId),
      await patch(caller, someId, { updatedAt: new Date().toISOString() }),
      await remove(caller, someId, { updatedAt: new Date().toISOString() }),
      await revisions(caller, someId),
      await restore(caller, someId, someId),
    ]) {
      expect(response.status).toBe(status);
      expect(response.body).toMatchObject({ status: "fail", message: expect.any(String) });
    }
    expect(await snapshot(context, kind.table as PgTable, recordRevisions)).toEqual(before);
  });

  it("lets an Editor add one, audited, with its first revision; the list's search finds it", async () => {
    const created = await post("Editor", kindCase!.create(stamp));
    expect(created.status).toBe(201);
    added = item(created.body);
    expect(added).toMatchObject(kindCase!.create(stamp));
    const [entry] = await context.testDb.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, kind.key), eq(auditLog.entityId, added.id)));
    expect(entry).toMatchObject({ action: `${kind.key}.create`, actor: context.users.Editor.email });

    const q = kindCase!.searchFor(stamp);
    if (kind.api.legacyList) {
      const found = await recordService(kind).list(actorOf(context, "Editor"), { q });
      expect(found.items.map((record) => record.id)).toEqual([added.id]);
    } else {
      const found = await list("Editor", `?q=${encodeURIComponent(q)}`);
      expect(found.status).toBe(200);
      const items = (found.body.data as Record<string, { id: string }[]>)[kind.api.items]!;
      expect(items.map((record) => record.id)).toEqual([added.id]);
      expect(found.body).toMatchObject({ metadata: { page: 1, totalItems: 1, totalPages: 1 } });
    }
    expect((await get("Publisher", added.id)).body).toMatchObject({ data: { [kind.api.item]: { id: added.id } } });
  });

  it("refuses invalid fields by field, on an addition and on a save, and changes nothing", async () => {
    const before = await snapshot(context, kind.table as PgTable, recordRevisions);
    const { input, fieldErrors } = kindCase!.invalid;
    const refusedAdd = await post("Editor", { ...kindCase!.create(`${stamp}y`), ...input });
    expect(refusedAdd.status).toBe(400);
    expect(refusedAdd.body).toMatchObject({ status: "fail", fieldErrors });
    const refusedSave = await patch("Editor", added.id, { ...input, updatedAt: added.updatedAt });
    expect(refusedSave.status).toBe(400);
    expect(refusedSave.body).toMatchObject({ status: "fail", fieldErrors });
    const unknownField = await patch("Editor", added.id, { noSuchField: 1, updatedAt: added.updatedAt });
    expect(unknownField.status).toBe(400);
    expect(unknownField.body).toMatchObject({ message: expect.stringContaining("There is no field noSuchField") });
    expect(await snapshot(context, kind.table as PgTable, recordRevisions)).toEqual(before);
  });

  it("saves a change, refuses a save over it naming who saved first, keeps the history and restores", async () => {
    const { field, value } = kindCase!.change;
    const saved = await patch("Publisher", added.id, { [field]: value, updatedAt: added.updatedAt });
    expect(saved.status).toBe(200);
    expect(item(saved.body)[field]).toEqual(value);

    const stale = await patch("Editor", added.id, { [field]: added[field], updatedAt: added.updatedAt });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      status: "fail",
      message: expect.stringContaining(context.users.Publisher.email),
      conflict: { updatedBy: context.users.Publisher.email },
    });

    const history = await revisions("Editor", added.id);
    expect(history.status).toBe(200);
    const kept = (history.body.data as { revisions: { id: string; action: string; changes: unknown[] }[] }).revisions;
    expect(kept.map((revision) => revision.action)).toEqual(["update", "create"]);
    expect(kept[0]!.changes).toEqual([expect.objectContaining({ field })]);

    const restored = await restore("Admin", added.id, kept[1]!.id);
    expect(restored.status).toBe(200);
    expect(item(restored.body)[field]).toEqual(added[field]);
    const actions = await context.testDb.handle.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, kind.key), eq(auditLog.entityId, added.id)));
    expect(actions.map((entry) => entry.action).sort()).toEqual(
      [`${kind.key}.create`, `${kind.key}.restore`, `${kind.key}.update`].sort(),
    );
    added = item(restored.body);
  });

  it("deletes over the version last read: a stale one is refused, the audit keeps what it held", async () => {
    const stale = await remove("Editor", added.id, { updatedAt: new Date(0).toISOString() });
    expect(stale.status).toBe(409);
    const deleted = await remove("Editor", added.id, { updatedAt: added.updatedAt });
    expect(deleted.status).toBe(200);
    expect((await get("Editor", added.id)).status).toBe(404);
    const [entry] = await context.testDb.handle.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityType, kind.key),
          eq(auditLog.action, `${kind.key}.delete`),
          eq(auditLog.entityId, added.id),
        ),
      );
    expect(entry?.before).toMatchObject(kindCase!.create(stamp));
  });
});
