/**
 * `GET /api/v1/audit?limit=&before=&actor=&kind=` (issue 26, item 7): Admins only, newest first,
 * each entry with its item's name; `before` pages on from the last entry's `at`.
 */
import { auditLog } from "@/lib/db/schema";
import { newId } from "@/lib/ids";
import * as auditRoute from "@/app/api/v1/audit/route";
import { apiRequest, call, CALLERS, setupApiTest, tokenOf, type ApiTestContext } from "./api-helpers";

let context: ApiTestContext;
beforeAll(async () => {
  context = await setupApiTest();
}, 120_000);
afterAll(() => context.testDb.teardown());

type Entry = {
  at: string;
  actor: string;
  action: string;
  kind: string;
  targetId: string | null;
  targetName: string | null;
};
const get = (query: string, caller: (typeof CALLERS)[number] = "Admin") =>
  call(auditRoute.GET, apiRequest("GET", `audit${query}`, { token: tokenOf(context, caller) }));

test("only an Admin may read the log: 401 without a valid token, 403 for every other role", async () => {
  const statuses = Object.fromEntries(
    await Promise.all(CALLERS.map(async (caller) => [caller, (await get("", caller)).status])),
  );
  expect(statuses).toEqual({ anonymous: 401, expired: 401, Faculty: 403, Editor: 403, Admissions: 403, Admin: 200 });
});

test("answers the newest entries by person and kind, and pages on with before", async () => {
  const editor = context.users.Editor;
  const start = Date.parse("2024-03-01T00:00:00Z");
  await context.testDb.handle.db.insert(auditLog).values(
    [0, 1, 2].map((index) => ({
      id: newId(),
      actorId: editor.id,
      actor: editor.email,
      action: "notice.delete",
      entityType: "api-audit-test",
      entityId: `item-${index}`,
      before: { title: `Notice ${index}` },
      createdAt: new Date(start + index * 60_000),
    })),
  );
  const first = await get(`?kind=api-audit-test&actor=${encodeURIComponent(editor.email)}&limit=2`);
  expect(first.status).toBe(200);
  const entries = (first.body.data as { entries: Entry[] }).entries;
  expect(entries).toEqual([
    expect.objectContaining({
      at: "2024-03-01T00:02:00.000Z",
      actor: editor.email,
      action: "notice.delete",
      kind: "api-audit-test",
      targetId: "item-2",
      targetName: "Notice 2",
    }),
    expect.objectContaining({ targetId: "item-1" }),
  ]);
  const next = await get(`?kind=api-audit-test&before=${encodeURIComponent(entries[1]!.at)}`);
  expect((next.body.data as { entries: Entry[] }).entries.map((entry) => entry.targetId)).toEqual(["item-0"]);
  expect((await get("?kind=api-audit-test&actor=nobody@example.org")).body.data).toEqual({ entries: [] });
});

test("refuses a limit or a before it cannot read, by field", async () => {
  const badLimit = await get("?limit=500");
  expect(badLimit.status).toBe(400);
  expect(badLimit.body).toMatchObject({ status: "fail", fieldErrors: { limit: expect.any(String) } });
  const badBefore = await get("?before=yesterday");
  expect(badBefore.body).toMatchObject({
    status: "fail",
    fieldErrors: { before: "Give before as an ISO date-time (an entry's `at`)." },
  });
});
