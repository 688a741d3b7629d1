/**
 * The structured parts of special pages (lib/content/page-fields) on a seeded database: seeded from
 * lib/db/seed/content/, parsed with the page's own schema on every save (problems by field), published like the
 * rest of the page, and added from the seed to a page that staff saved before they moved.
 */
jest.mock("next/cache", () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: jest.fn() }));

import { and, desc, eq } from "drizzle-orm";
import { contentItems, contentRevisions } from "@/lib/db/schema";
import { seedContent } from "@/lib/content/seed";
import { ContentValidationError } from "@/lib/content/errors";
import { findPublishedPage } from "@/lib/content/queries";
import { getContentItem, publish, saveDraft } from "@/lib/content/service";
import type { PageData } from "@/lib/content/schema";
import { holidayCalendarFields } from "@/lib/content/page-fields/offices";
import { holidayCalendar } from "@/lib/db/seed/content/pages/offices";
import { searchSite } from "@/lib/search/search";
import { actorOf, type ApiTestContext, setupApiTest } from "./api-helpers";

let context: ApiTestContext;
beforeAll(async () => {
  context = await setupApiTest();
}, 180_000);
afterAll(() => context.testDb.teardown());

const db = () => context.testDb.handle.db;
const actor = (role: "Editor" | "Publisher") => actorOf(context, role);
const PATH = holidayCalendarFields.path;

async function holidayItem() {
  const [row] = await db()
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.type, "page"), eq(contentItems.key, PATH)));
  return getContentItem(actor("Editor"), row!.id);
}

const fieldsOf = (data: PageData) => holidayCalendarFields.schema.parse(data.fields);

describe("a special page's structured parts", () => {
  it("are seeded from its content module, every text as {en, hi?}", async () => {
    const page = await findPublishedPage(PATH);
    const fields = fieldsOf(page!.data);
    expect(fields.breaksYear).toBe(holidayCalendar.breaksYear);
    expect(fields.breaks.map((b) => [b.from, b.to])).toEqual(holidayCalendar.breaks.map((b) => [b.from, b.to]));
    expect(fields.breaks[0]!.item.en).toBe(
      typeof holidayCalendar.breaks[0]!.item === "string"
        ? holidayCalendar.breaks[0]!.item
        : holidayCalendar.breaks[0]!.item.en,
    );
    expect(fields.intro).toEqual(holidayCalendar.intro);
  });

  it("refuse a bad entry by field, and keep the item unchanged", async () => {
    const item = await holidayItem();
    const draft = item.draft as PageData;
    const bad = fieldsOf(draft);
    bad.breaks[1] = { ...bad.breaks[1]!, from: "31 December", item: { en: " " } };
    const error = await saveDraft(actor("Editor"), item.id, {
      data: { ...draft, fields: bad },
      version: item.version,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentValidationError);
    const fields = (error as ContentValidationError).problems.map((p) => p.field).sort();
    expect(fields).toEqual(["fields.breaks.1.from", "fields.breaks.1.item.en"]);
    expect((await holidayItem()).version).toBe(item.version);
  });

  it("are saved as a draft and reach visitors, and the site search, when published", async () => {
    const item = await holidayItem();
    const draft = item.draft as PageData;
    const fields = fieldsOf(draft);
    const added = { item: { en: "Staff retreat", hi: "" }, from: "2026-12-28", to: "2026-12-30" };
    const saved = await saveDraft(actor("Editor"), item.id, {
      data: { ...draft, fields: { ...fields, breaks: [...fields.breaks, added] } },
      version: item.version,
    });
    // An empty Hindi value is no Hindi value.
    expect(fieldsOf(saved.draft as PageData).breaks.at(-1)).toEqual({ ...added, item: { en: "Staff retreat" } });
    expect(fieldsOf((await findPublishedPage(PATH))!.data).breaks).toHaveLength(fields.breaks.length);

    const found = async () => (await searchSite("retreat")).groups.flatMap((group) => group.hits.map((hit) => hit.url));
    expect(await found()).not.toContain(PATH);

    await publish(actor("Publisher"), item.id, { version: saved.version });
    const live = fieldsOf((await findPublishedPage(PATH))!.data);
    expect(live.breaks.at(-1)?.item.en).toBe("Staff retreat");
    // The site search reads the published parts too.
    expect(await found()).toContain(PATH);
  });

  it("are added from the seed to a page staff saved before they moved, keeping the staff's words", async () => {
    const item = await holidayItem();
    const emptied = (data: unknown) => ({
      ...(data as PageData),
      title: { en: "Holidays, as staff wrote it" },
      fields: {},
    });
    await db()
      .update(contentItems)
      .set({ seeded: false, draft: emptied(item.draft), published: emptied(item.published) })
      .where(eq(contentItems.id, item.id));

    expect(await seedContent(db())).toBe(1);

    const after = await holidayItem();
    expect(after.version).toBe(item.version + 1);
    for (const data of [after.draft, after.published] as PageData[]) {
      expect(data.title.en).toBe("Holidays, as staff wrote it");
      expect(fieldsOf(data).breaksYear).toBe(holidayCalendar.breaksYear);
    }
    const [revision] = await db()
      .select()
      .from(contentRevisions)
      .where(eq(contentRevisions.itemId, item.id))
      .orderBy(desc(contentRevisions.version))
      .limit(1);
    expect(revision?.action).toBe("seed");

    // Parts that staff have are never replaced.
    expect(await seedContent(db())).toBe(0);
  });
});
