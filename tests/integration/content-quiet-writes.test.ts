/**
 * Issue 24, fault 13 (a) and (b): the public pop-up API follows the home page's rule (a hidden
 * pop-up's words are not given out), and a content save, publish or restore that changes nothing
 * records nothing: no version, revision or audit entry.
 */
jest.mock("next/cache", () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: jest.fn() }));
// The home page's data, read as an ordinary visit (no preview) outside a Next request.
jest.mock("next/server", () => ({ ...jest.requireActual("next/server"), connection: async () => undefined }));
jest.mock("next/headers", () => ({
  draftMode: async () => ({ isEnabled: false }),
  headers: async () => new Headers(),
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false }),
}));

import { eq } from "drizzle-orm";
import { auditLog, contentItems, contentRevisions } from "@/lib/db/schema";
import { admissionPopupNow } from "@/lib/content/page-data";
import {
  getSingleContentItem,
  listRevisions,
  publish,
  restoreRevision,
  saveDraft,
  savePagePatch,
} from "@/lib/content/service";
import type { ContentData } from "@/lib/content/schema";
import * as listRoute from "@/app/api/v1/content/[type]/route";
import { actorOf, apiRequest, call, setupApiTest, type ApiTestContext } from "./api-helpers";

let context: ApiTestContext;
beforeAll(async () => {
  context = await setupApiTest();
}, 240_000);
afterAll(() => context.testDb.teardown());

const db = () => context.testDb.handle.db;
const editor = () => actorOf(context, "Editor");
const publisher = () => actorOf(context, "Publisher");
const DAY = 24 * 60 * 60 * 1000;

type Popup = ContentData<"admission-popup">;

async function publishPopup(change: Partial<Popup>): Promise<void> {
  const item = await getSingleContentItem(editor(), "admission-popup");
  const saved = await saveDraft(editor(), item.id, {
    data: { ...(item.draft as Popup), ...change },
    version: item.version,
  });
  await publish(publisher(), saved.id, { version: saved.version });
}

async function popupFromApi(): Promise<unknown> {
  const { status, body } = await call(listRoute.GET, apiRequest("GET", "content/admission-popup"), {
    type: "admission-popup",
  });
  expect(status).toBe(200);
  return (body.data as { admissionPopup: unknown }).admissionPopup;
}

describe("the public pop-up API and the home page show the same pop-up", () => {
  test.each([
    ["switched off", { enabled: false, showFrom: undefined, showUntil: undefined }],
    ["not yet due", { enabled: true, showFrom: new Date(Date.now() + DAY).toISOString(), showUntil: undefined }],
    ["over", { enabled: true, showFrom: undefined, showUntil: new Date(Date.now() - DAY).toISOString() }],
  ])("a pop-up that is %s: neither gives its words", async (_, change) => {
    await publishPopup(change as Partial<Popup>);
    expect(await admissionPopupNow()).toBeUndefined();
    expect(await popupFromApi()).toBeNull();
  });

  test("a pop-up switched on inside its window: both show it", async () => {
    await publishPopup({ enabled: true, showFrom: undefined, showUntil: undefined });
    const shown = await admissionPopupNow();
    expect(shown).toBeDefined();
    expect(await popupFromApi()).toMatchObject({ heading: shown!.heading, items: shown!.items, visible: true });
  });
});

async function recorded(itemId: string) {
  const [row] = await db().select().from(contentItems).where(eq(contentItems.id, itemId));
  return {
    version: row!.version,
    revisions: await db().$count(contentRevisions, eq(contentRevisions.itemId, itemId)),
    audits: await db().$count(auditLog, eq(auditLog.entityId, itemId)),
  };
}

describe("a write that changes nothing records nothing", () => {
  test("saving, publishing and restoring the same data again", async () => {
    const item = await getSingleContentItem(editor(), "admission-popup");
    const data = item.draft as Popup;
    const changed = await saveDraft(editor(), item.id, {
      data: { ...data, heading: { ...data.heading, en: `${data.heading.en} (updated)` } },
      version: item.version,
    });
    const published = await publish(publisher(), item.id, { version: changed.version });
    const before = await recorded(item.id);

    const saved = await saveDraft(editor(), item.id, { data: published.draft, version: published.version });
    expect(saved).toMatchObject({ version: before.version, status: "published" });
    const again = await publish(publisher(), item.id, { version: saved.version });
    expect(again).toMatchObject({ version: before.version, status: "published" });
    const [latest] = await listRevisions(editor(), item.id);
    await restoreRevision(editor(), item.id, latest!.id);
    expect(await recorded(item.id)).toEqual(before);
  });

  test("a page patch that repeats the current title", async () => {
    const [page] = await db().select().from(contentItems).where(eq(contentItems.key, "/about-us/history"));
    const before = await recorded(page!.id);
    const title = (page!.draft as ContentData<"page">).title.en;
    const answer = await savePagePatch(editor(), page!.id, { title, version: page!.version });
    expect(answer.version).toBe(before.version);
    expect(await recorded(page!.id)).toEqual(before);
    // A real change is still recorded.
    await savePagePatch(editor(), page!.id, { title: `${title}!`, version: page!.version });
    expect(await recorded(page!.id)).toMatchObject({
      version: before.version + 1,
      revisions: before.revisions + 1,
      audits: before.audits + 1,
    });
  });
});
