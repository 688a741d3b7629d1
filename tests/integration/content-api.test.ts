/**
 * /api/v1/content (issue 13's API): the public reads, and the role matrix of every staff write on
 * pages and on the other types: anonymous and expired tokens get 401, Faculty and Admissions 403,
 * an Editor 403 on the publisher's steps; refused calls change nothing.
 */
jest.mock("next/cache", () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: jest.fn() }));

import { and, eq } from "drizzle-orm";
import { contentItems, contentRevisions } from "@/lib/db/schema";
import * as listRoute from "@/app/api/v1/content/[type]/route";
import * as checkRoute from "@/app/api/v1/content/[type]/check/route";
import * as itemRoute from "@/app/api/v1/content/[type]/[id]/route";
import * as publishRoute from "@/app/api/v1/content/[type]/[id]/publish/route";
import * as submitRoute from "@/app/api/v1/content/[type]/[id]/submit/route";
import * as sendBackRoute from "@/app/api/v1/content/[type]/[id]/send-back/route";
import * as unpublishRoute from "@/app/api/v1/content/[type]/[id]/unpublish/route";
import * as scheduleRoute from "@/app/api/v1/content/[type]/[id]/schedule/route";
import * as previewRoute from "@/app/api/v1/content/[type]/[id]/preview/route";
import * as revisionsRoute from "@/app/api/v1/content/[type]/[id]/revisions/route";
import * as diffRoute from "@/app/api/v1/content/[type]/[id]/revisions/diff/route";
import * as restoreRoute from "@/app/api/v1/content/[type]/[id]/revisions/[revisionId]/restore/route";
import { apiRequest, call, setupApiTest, snapshot, type ApiTestContext } from "./api-helpers";

let context: ApiTestContext;
beforeAll(async () => {
  context = await setupApiTest();
}, 180_000);
afterAll(() => context.testDb.teardown());

const db = () => context.testDb.handle.db;

type Caller = "anonymous" | "expired" | "Faculty" | "Admissions" | "Editor" | "Publisher" | "Admin";
const REFUSED_EVERYWHERE: [Caller, number][] = [
  ["anonymous", 401],
  ["expired", 401],
  ["Faculty", 403],
  ["Admissions", 403],
];
const token = (caller: Caller) => (caller === "anonymous" ? undefined : context.tokens[caller]);

async function itemId(type: string, key: string): Promise<string> {
  const [row] = await db()
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(and(eq(contentItems.type, type), eq(contentItems.key, key)));
  if (!row) throw new Error(`no ${type} ${key}`);
  return row.id;
}

async function version(id: string): Promise<number> {
  const [row] = await db().select({ version: contentItems.version }).from(contentItems).where(eq(contentItems.id, id));
  return row!.version;
}

async function firstRevision(id: string): Promise<string> {
  const rows = await db()
    .select({ id: contentRevisions.id, version: contentRevisions.version })
    .from(contentRevisions)
    .where(eq(contentRevisions.itemId, id));
  return rows.sort((a, b) => a.version - b.version)[0]!.id;
}

type Write = {
  name: string;
  /** Callers beyond Admin that may do it. */
  allowed: Caller[];
  run: (caller: Caller, segment: string, id: string) => Promise<{ status: number; body: Record<string, unknown> }>;
  /** Puts the item in a state where this step can succeed. */
  prepare?: (segment: string, id: string) => Promise<void>;
};

const saveBody = async (segment: string, id: string) => {
  const v = await version(id);
  if (segment === "pages") return { summary: `A summary saved at version ${v}.`, version: v };
  const { body } = await call(
    itemRoute.GET,
    apiRequest("GET", `content/${segment}/${id}`, { token: context.tokens.Admin }),
    { type: segment, id },
  );
  return { data: withFirstTextChanged((body.data as { item: { draft: unknown } }).item.draft, v), version: v };
};

/** The data with its first English text changed (a save of unchanged data is a no-op that records nothing). */
function withFirstTextChanged(data: unknown, version: number): unknown {
  let changed = false;
  const walk = (value: unknown): unknown => {
    if (changed || value === null || typeof value !== "object") return value;
    if (Array.isArray(value)) return value.map(walk);
    const record = value as Record<string, unknown>;
    if (typeof record.en === "string") {
      changed = true;
      // One short mark, replaced at each save, so a text never grows past its limit.
      return { ...record, en: `${record.en.replace(/ v\d+$/, "")} v${version}` };
    }
    return Object.fromEntries(Object.entries(record).map(([key, inner]) => [key, walk(inner)]));
  };
  return walk(data);
}

const submitDraft = async (segment: string, id: string) => {
  await call(
    itemRoute.PUT,
    apiRequest("PUT", `content/${segment}/${id}`, { token: context.tokens.Admin, json: await saveBody(segment, id) }),
    { type: segment, id },
  );
};
const toReview = async (segment: string, id: string) => {
  await submitDraft(segment, id);
  await call(submitRoute.POST, apiRequest("POST", `content/${segment}/${id}/submit`, { token: context.tokens.Admin }), {
    type: segment,
    id,
  });
};
const publishNow = async (segment: string, id: string) => {
  await call(
    publishRoute.POST,
    apiRequest("POST", `content/${segment}/${id}/publish`, { token: context.tokens.Admin }),
    { type: segment, id },
  );
};

const WRITES: Write[] = [
  {
    name: "PUT (save a draft)",
    allowed: ["Editor", "Publisher"],
    run: async (caller, segment, id) =>
      call(
        itemRoute.PUT,
        apiRequest("PUT", `content/${segment}/${id}`, { token: token(caller), json: await saveBody(segment, id) }),
        { type: segment, id },
      ),
  },
  {
    name: "POST …/submit",
    allowed: ["Editor", "Publisher"],
    prepare: submitDraft,
    run: (caller, segment, id) =>
      call(submitRoute.POST, apiRequest("POST", `content/${segment}/${id}/submit`, { token: token(caller) }), {
        type: segment,
        id,
      }),
  },
  {
    name: "POST …/publish",
    allowed: ["Publisher"],
    prepare: toReview,
    run: (caller, segment, id) =>
      call(publishRoute.POST, apiRequest("POST", `content/${segment}/${id}/publish`, { token: token(caller) }), {
        type: segment,
        id,
      }),
  },
  {
    name: "POST …/send-back",
    allowed: ["Publisher"],
    prepare: toReview,
    run: (caller, segment, id) =>
      call(
        sendBackRoute.POST,
        apiRequest("POST", `content/${segment}/${id}/send-back`, {
          token: token(caller),
          json: { comment: "Check the dates." },
        }),
        { type: segment, id },
      ),
  },
  {
    name: "POST …/schedule",
    allowed: ["Publisher"],
    run: (caller, segment, id) =>
      call(
        scheduleRoute.POST,
        apiRequest("POST", `content/${segment}/${id}/schedule`, {
          token: token(caller),
          json: { unpublishAt: new Date(Date.now() + 86_400_000).toISOString() },
        }),
        { type: segment, id },
      ),
  },
  {
    name: "POST …/unpublish",
    allowed: ["Editor", "Publisher"],
    prepare: publishNow,
    run: (caller, segment, id) =>
      call(
        unpublishRoute.POST,
        apiRequest("POST", `content/${segment}/${id}/unpublish`, {
          token: token(caller),
          json: { reason: "Emergency: wrong link." },
        }),
        { type: segment, id },
      ),
  },
  {
    name: "POST …/revisions/{revisionId}/restore",
    allowed: ["Editor", "Publisher"],
    run: async (caller, segment, id) => {
      const revisionId = await firstRevision(id);
      return call(
        restoreRoute.POST,
        apiRequest("POST", `content/${segment}/${id}/revisions/${revisionId}/restore`, { token: token(caller) }),
        { type: segment, id, revisionId },
      );
    },
  },
  {
    name: "POST …/preview",
    allowed: ["Editor", "Publisher"],
    run: (caller, segment, id) =>
      call(previewRoute.POST, apiRequest("POST", `content/${segment}/${id}/preview`, { token: token(caller) }), {
        type: segment,
        id,
      }),
  },
];

const ITEMS: [string, string, string][] = [
  ["pages", "page", "/about-us/history"],
  ["admission-popup", "admission-popup", "admission-popup"],
  ["tenders", "tender", "GEM/2025/B/6290806"],
  ["navigation", "navigation", "navigation"],
  ["news", "news", "news"],
];

describe("public reads", () => {
  it("GET pages?path= answers the published page, and 404 for an unknown path", async () => {
    const { status, body } = await call(
      listRoute.GET,
      apiRequest("GET", "content/pages?path=/about-us/Vision-and-Mission"),
      { type: "pages" },
    );
    expect(status).toBe(200);
    expect((body.data as { page: Record<string, unknown> }).page).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      path: "/about-us/Vision-and-Mission",
      title: "Vision and Mission",
      summary: expect.any(String),
      body: expect.any(String),
      fields: {},
      lastReviewed: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      updatedAt: expect.any(String),
    });
    // A special page's structured parts come with it.
    const calendar = await call(listRoute.GET, apiRequest("GET", "content/pages?path=/holiday-calendar"), {
      type: "pages",
    });
    expect(calendar.body).toMatchObject({
      data: { page: { fields: { breaks: expect.arrayContaining([expect.objectContaining({ from: "2024-10-28" })]) } } },
    });
    expect(
      (await call(listRoute.GET, apiRequest("GET", "content/pages?path=/no/such/page"), { type: "pages" })).status,
    ).toBe(404);
    expect((await call(listRoute.GET, apiRequest("GET", "content/recipes"), { type: "recipes" })).status).toBe(404);
  });

  it.each([
    ["news", "news"],
    ["events", "events"],
    ["achievements", "achievements"],
    ["partners", "partners"],
    ["tenders", "tenders"],
    ["admission-popup", "admissionPopup"],
    ["navigation", "navigation"],
  ])("GET %s lists what visitors see", async (segment, key) => {
    const { status, body } = await call(listRoute.GET, apiRequest("GET", `content/${segment}`), { type: segment });
    expect(status).toBe(200);
    expect(body.status).toBe("success");
    expect((body.data as Record<string, unknown>)[key]).toBeTruthy();
  });

  it("a saved draft does not change the public answer until it is published", async () => {
    const id = await itemId("page", "/about-us/Vision-and-Mission");
    const read = async () =>
      (
        (
          await call(listRoute.GET, apiRequest("GET", "content/pages?path=/about-us/Vision-and-Mission"), {
            type: "pages",
          })
        ).body.data as { page: { title: string } }
      ).page.title;
    const saved = await call(
      itemRoute.PUT,
      apiRequest("PUT", `content/pages/${id}`, {
        token: context.tokens.Editor,
        json: { title: "Our Vision", version: await version(id) },
      }),
      { type: "pages", id },
    );
    expect(saved.status).toBe(200);
    expect(await read()).toBe("Vision and Mission");
    expect(
      (
        await call(
          publishRoute.POST,
          apiRequest("POST", `content/pages/${id}/publish`, { token: context.tokens.Editor }),
          { type: "pages", id },
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await call(
          publishRoute.POST,
          apiRequest("POST", `content/pages/${id}/publish`, { token: context.tokens.Publisher }),
          { type: "pages", id },
        )
      ).status,
    ).toBe(200);
    expect(await read()).toBe("Our Vision");
  });

  it("a stale version gets 409 naming who saved, bad input 400 by field", async () => {
    const id = await itemId("page", "/about-us/Vision-and-Mission");
    const v = await version(id);
    await call(
      itemRoute.PUT,
      apiRequest("PUT", `content/pages/${id}`, {
        token: context.tokens.Publisher,
        json: { summary: "First.", version: v },
      }),
      { type: "pages", id },
    );
    const stale = await call(
      itemRoute.PUT,
      apiRequest("PUT", `content/pages/${id}`, {
        token: context.tokens.Editor,
        json: { summary: "Second.", version: v },
      }),
      { type: "pages", id },
    );
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      status: "fail",
      conflict: { updatedBy: context.users.Publisher.email, version: v + 1 },
    });
    const bad = await call(
      itemRoute.PUT,
      apiRequest("PUT", `content/pages/${id}`, { token: context.tokens.Editor, json: { title: "", version: v + 1 } }),
      { type: "pages", id },
    );
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ status: "fail", errors: [{ field: "title.en" }] });
  });

  it("revisions, their diff and the checks answer staff only", async () => {
    const id = await itemId("page", "/about-us/Vision-and-Mission");
    const list = await call(
      revisionsRoute.GET,
      apiRequest("GET", `content/pages/${id}/revisions`, { token: context.tokens.Editor }),
      { type: "pages", id },
    );
    const revisions = (list.body.data as { revisions: { id: string }[] }).revisions;
    expect(revisions.length).toBeGreaterThan(1);
    const diff = await call(
      diffRoute.GET,
      apiRequest("GET", `content/pages/${id}/revisions/diff?from=${revisions.at(-1)!.id}&to=${revisions[0]!.id}`, {
        token: context.tokens.Editor,
      }),
      { type: "pages", id },
    );
    expect(diff.status).toBe(200);
    expect(
      (
        await call(
          revisionsRoute.GET,
          apiRequest("GET", `content/pages/${id}/revisions`, { token: context.tokens.Faculty }),
          { type: "pages", id },
        )
      ).status,
    ).toBe(403);
    expect(
      (await call(revisionsRoute.GET, apiRequest("GET", `content/pages/${id}/revisions`), { type: "pages", id }))
        .status,
    ).toBe(401);
    const check = await call(
      checkRoute.POST,
      apiRequest("POST", "content/news/check", { token: context.tokens.Editor, json: { data: { items: [] } } }),
      { type: "news" },
    );
    expect(check).toMatchObject({ status: 200, body: { data: { warnings: [] } } });
  });
});

describe.each(ITEMS)("staff writes on %s", (segment, type, key) => {
  let id: string;
  beforeAll(async () => {
    id = await itemId(type, key);
  });

  describe.each(WRITES.map((write) => [write.name, write] as const))("%s", (_name, write) => {
    it("is refused for anonymous, expired, Faculty and Admissions callers (and Editors where a publisher must act), changing nothing", async () => {
      const refused: [Caller, number][] = [
        ...REFUSED_EVERYWHERE,
        ...(write.allowed.includes("Editor") ? [] : ([["Editor", 403]] as [Caller, number][])),
      ];
      const before = await snapshot(context, contentItems, contentRevisions);
      for (const [caller, status] of refused) {
        const answer = await write.run(caller, segment, id);
        expect([caller, answer.status, answer.body.status]).toEqual([caller, status, "fail"]);
      }
      expect(await snapshot(context, contentItems, contentRevisions)).toEqual(before);
    });

    it.each([...write.allowed, "Admin" as Caller])("succeeds for %s", async (caller) => {
      await write.prepare?.(segment, id);
      const answer = await write.run(caller, segment, id);
      expect(answer.status).toBe(200);
    });
  });
});
