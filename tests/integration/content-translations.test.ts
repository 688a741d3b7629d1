/**
 * How much of the content has Hindi: the seed's Hindi (menus, home page), the report behind
 * /admin/translations and `npm run i18n:coverage`, and the per-item count of the content list.
 */
jest.mock("next/cache", () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: jest.fn() }));

import { and, eq } from "drizzle-orm";
import { contentItems } from "@/lib/db/schema";
import { ForbiddenError } from "@/lib/errors";
import { getContentItem, getSingleContentItem, listContentItems, publish, saveDraft } from "@/lib/content/service";
import { findPublished } from "@/lib/content/queries";
import { englishMark } from "@/lib/content/hindi-source";
import type { ContentData } from "@/lib/content/schema";
import * as itemRoute from "@/app/api/v1/content/[type]/[id]/route";
import { translationReport } from "@/lib/content/translation-report";
import { translationCoverage } from "@/lib/content/translation";
import { seedContent } from "@/lib/content/seed";
import { actorOf, apiRequest, call, tokenOf, type ApiTestContext, setupApiTest } from "./api-helpers";

let context: ApiTestContext;
beforeAll(async () => {
  context = await setupApiTest();
}, 180_000);
afterAll(() => context.testDb.teardown());

const actor = (role: "Editor" | "Publisher" | "Faculty" | "Admissions") => actorOf(context, role);

async function item(type: string, key: string) {
  const [row] = await context.testDb.handle.db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.type, type), eq(contentItems.key, key)));
  return getContentItem(actor("Editor"), row!.id);
}

test("the seed has Hindi for the menus, the home page and About the University", async () => {
  const report = await translationReport(actor("Editor"));
  const navigation = report.types.find((t) => t.type === "navigation")!;
  expect(navigation.translatedTexts).toBe(navigation.texts);
  const home = report.types.find((t) => t.type === "home")!;
  expect(home.translatedTexts / home.texts).toBeGreaterThan(0.9);
  const about = await item("page", "/about-us/About-the-University");
  expect(about.draft).toMatchObject({ body: { hi: expect.stringContaining("विश्वविद्यालय") } });
  expect(report.catalogue.translated).toBe(report.catalogue.keys);
  // Every seeded programme's name, description and eligibility has Hindi too.
  expect(report.programmes.items).toBeGreaterThan(0);
  expect(report.programmes.translatedTexts).toBe(report.programmes.texts);
});

/** The pages written in Hindi besides the About pages: their title, summary, lead and trail come from the seed. */
const HINDI_CONTENT_PAGES = [
  "/admission",
  "/admission/process-and-guidelines",
  "/admission/guidelines",
  "/admission/refund-policy",
  "/amenities/Anti-Ragging",
  "/amenities/Scholarship",
  "/amenities/Equal-Opportunity",
  "/amenities/ICC",
  "/contact",
  "/academics/academicAdministration",
  "/administration/chancellor",
  "/administration/vice-chancellor",
  "/administration/coe",
  "/administration/cof",
  "/registrar",
  "/administration/Other-Academic-Units",
  "/administration/Support-Services",
];

test("the seed has Hindi for every text of the admission, student-support, contact and officers' pages", async () => {
  for (const path of HINDI_CONTENT_PAGES) {
    const coverage = translationCoverage((await item("page", path)).draft);
    expect({ path, missing: coverage.missing }).toEqual({ path, missing: [] });
    expect(coverage.texts).toBeGreaterThanOrEqual(3);
  }
});

/** The other content pages and the alumni page: their title, summary, lead and trail in Hindi too. */
const MORE_HINDI_PAGES = [
  "/about-us/annualReport",
  "/academics/IQAC",
  "/academics/collaboration",
  "/academics/regulations",
  "/academics/academic-calendar",
  "/holiday-calendar",
  "/amenities/Library",
  "/amenities/Sports",
  "/ncc",
  "/placement",
  "/research",
  "/Entrepreneurship",
  "/UGC-Guidelines",
  "/mandatory-disclosures",
  "/alumni",
];

test("the seed has Hindi for every text of the other content pages and the alumni page", async () => {
  for (const path of MORE_HINDI_PAGES) {
    const coverage = translationCoverage((await item("page", path)).draft);
    expect({ path, missing: coverage.missing }).toEqual({ path, missing: [] });
  }
});

test("an install seeded before the Hindi gets it on the next start, unless staff have edited the item", async () => {
  const { db } = context.testDb.handle;
  const pageRow = async (path: string) => {
    const [row] = await db
      .select()
      .from(contentItems)
      .where(and(eq(contentItems.type, "page"), eq(contentItems.key, path)));
    return row!;
  };
  const [admissionRow, refundRow] = [await pageRow("/admission"), await pageRow("/admission/refund-policy")];
  // As an older seed wrote them: English only; the refund page since saved by staff.
  for (const row of [admissionRow, refundRow])
    await db
      .update(contentItems)
      .set({ draft: withHindi(row.draft), published: withHindi(row.published), seeded: row.id === admissionRow.id })
      .where(eq(contentItems.id, row.id));

  await db.transaction((tx) => seedContent(tx));
  expect(translationCoverage((await item("page", "/admission")).draft).missing).toEqual([]);
  expect(translationCoverage((await item("page", "/admission/refund-policy")).draft).translated).toBe(0);
});

test("only content staff see the report", async () => {
  await expect(translationReport(actor("Faculty"))).rejects.toThrow(ForbiddenError);
  await expect(translationReport(actor("Admissions"))).rejects.toThrow(ForbiddenError);
});

/** The item's data with every bilingual text given Hindi by `say`, or stripped of it when `say` is undefined. */
function withHindi(node: unknown, say?: (english: string) => string): unknown {
  if (Array.isArray(node)) return node.map((child) => withHindi(child, say));
  if (node && typeof node === "object") {
    const object = node as Record<string, unknown>;
    if (typeof object.en === "string")
      return say && object.en ? { en: object.en, hi: say(object.en) } : { en: object.en };
    return Object.fromEntries(Object.entries(object).map(([key, value]) => [key, withHindi(value, say)]));
  }
  return node;
}

test("an item is listed with the fields that lack Hindi until each has it, and the content list counts it", async () => {
  const englishOnly = await item("page", "/contact");
  const stripped = await saveDraft(actor("Editor"), englishOnly.id, {
    data: withHindi(englishOnly.draft),
    version: englishOnly.version,
  });
  const before = (await translationReport(actor("Editor"))).incomplete.find((entry) => entry.id === stripped.id)!;
  expect(before.translated).toBe(0);
  expect(before.missing).toEqual(expect.arrayContaining(["title", "summary", "crumbs.0.name"]));
  expect((await listContentItems(actor("Editor"), "page")).find((e) => e.id === stripped.id)!.hindi).toEqual({
    texts: before.texts,
    translated: 0,
  });

  await saveDraft(actor("Editor"), stripped.id, {
    data: withHindi(stripped.draft, (english) => `हिन्दी में: ${english}`),
    version: stripped.version,
  });
  const after = await translationReport(actor("Editor"));
  expect(after.incomplete.some((entry) => entry.id === stripped.id)).toBe(false);
  const listed = (await listContentItems(actor("Editor"), "page")).find((entry) => entry.id === stripped.id)!;
  expect(listed.hindi).toEqual({ texts: before.texts, translated: before.texts });
});

describe("Hindi written for an earlier English (issue 26, item 3)", () => {
  type Popup = ContentData<"admission-popup">;
  const withFirstLabel = (data: Popup, label: Popup["items"][number]["label"]): Popup => ({
    ...data,
    items: data.items.map((entry, index) => (index === 0 ? { ...entry, label } : entry)),
  });
  const publicPopup = async () => (await findPublished("admission-popup", "admission-popup"))!.data;

  test("is marked on save, reported, kept from visitors and the staff API says where, until the Hindi is updated or confirmed", async () => {
    const start = await getSingleContentItem(actor("Editor"), "admission-popup");
    const translated = await saveDraft(actor("Editor"), start.id, {
      data: withFirstLabel(start.draft as Popup, { en: "Round 3 result", hi: "राउंड 3 का परिणाम" }),
      version: start.version,
    });
    await publish(actor("Publisher"), translated.id, { version: translated.version });
    expect(translated.staleHindi).toEqual([]);
    expect((await publicPopup()).items[0]!.label).toEqual({ en: "Round 3 result", hi: "राउंड 3 का परिणाम" });

    // The English changes for a new round; the Hindi field is left as it was.
    const current = await getSingleContentItem(actor("Editor"), "admission-popup");
    const changed = await saveDraft(actor("Editor"), current.id, {
      data: withFirstLabel(current.draft as Popup, { en: "Round 4 result", hi: "राउंड 3 का परिणाम" }),
      version: current.version,
    });
    expect(changed.staleHindi).toEqual(["items.0.label"]);
    const answer = await call(
      itemRoute.GET,
      apiRequest("GET", `/content/admission-popup/${changed.id}`, { token: tokenOf(context, "Editor") }),
      { type: "admission-popup", id: changed.id },
    );
    expect(answer.status).toBe(200);
    expect((answer.body.data as { item: { staleHindi: string[] } }).item.staleHindi).toEqual(["items.0.label"]);
    const report = await translationReport(actor("Editor"));
    expect(report.incomplete.find((entry) => entry.id === changed.id)!.stale).toEqual(["items.0.label"]);

    const published = await publish(actor("Publisher"), changed.id, { version: changed.version });
    // Visitors get the new English, never the old round's Hindi under it.
    expect((await publicPopup()).items[0]!.label).toEqual({ en: "Round 4 result" });

    // Confirming that the Hindi still fits (the mark of the current English) clears it.
    const confirmed = await saveDraft(actor("Editor"), published.id, {
      data: withFirstLabel(published.draft as Popup, {
        en: "Round 4 result",
        hi: "राउंड 3 का परिणाम",
        hiFrom: englishMark("Round 4 result"),
      }),
      version: published.version,
    });
    expect(confirmed.staleHindi).toEqual([]);

    // Updating the Hindi after a later English change clears it too, and the Hindi reaches visitors.
    const again = await saveDraft(actor("Editor"), confirmed.id, {
      data: withFirstLabel(confirmed.draft as Popup, { en: "Round 5 result", hi: "राउंड 3 का परिणाम" }),
      version: confirmed.version,
    });
    expect(again.staleHindi).toEqual(["items.0.label"]);
    const updated = await saveDraft(actor("Editor"), again.id, {
      data: withFirstLabel(again.draft as Popup, { ...(again.draft as Popup).items[0]!.label, hi: "राउंड 5 का परिणाम" }),
      version: again.version,
    });
    expect(updated.staleHindi).toEqual([]);
    await publish(actor("Publisher"), updated.id, { version: updated.version });
    expect((await publicPopup()).items[0]!.label).toEqual({ en: "Round 5 result", hi: "राउंड 5 का परिणाम" });
  });
});
