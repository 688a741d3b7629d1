/**
 * The content services on a seeded database: the seed's items, drafts that visitors do not see,
 * review and publishing by role, version conflicts that name who saved, field-level problems,
 * revisions with diffs and restore, emergency unpublish (audited), scheduled publish and
 * unpublish seen at the first read after their time (also by the whole-page cache), and the
 * editor-side checks.
 */
jest.mock("next/cache", () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: jest.fn() }));

import { and, eq } from "drizzle-orm";
import { revalidateTag } from "next/cache";
import { auditLog, contentItems, storedFiles } from "@/lib/db/schema";
import { ForbiddenError, UnauthorizedError } from "@/lib/errors";
import { newId } from "@/lib/ids";
import { publicPagesGeneration } from "@/lib/cache/page-generation";
import { seedContent } from "@/lib/content/seed";
import { ContentConflictError, ContentValidationError } from "@/lib/content/errors";
import { findPublished, findPublishedPage, listPublished } from "@/lib/content/queries";
import { verifyPreviewToken } from "@/lib/content/preview";
import {
  checkContent,
  createContentItem,
  createPreviewLink,
  diffRevisions,
  getContentItem,
  getSingleContentItem,
  listContentItems,
  listRevisions,
  publish,
  restoreRevision,
  saveDraft,
  savePagePatch,
  schedule,
  sendBack,
  submitForReview,
  unpublish,
} from "@/lib/content/service";
import type { ContentData } from "@/lib/content/schema";
import { searchSite } from "@/lib/search/search";
import { siteContacts } from "@/lib/content/site-contacts";
import { site } from "@/lib/db/seed/content/site";
import { actorOf, type ApiTestContext, setupApiTest } from "./api-helpers";

/** The token with one character of its signature changed (not the last: its low bits are padding). */
function tampered(token: string): string {
  const at = token.length - 10;
  return `${token.slice(0, at)}${token[at] === "A" ? "B" : "A"}${token.slice(at + 1)}`;
}

let context: ApiTestContext;
beforeAll(async () => {
  context = await setupApiTest();
}, 180_000);
afterAll(() => context.testDb.teardown());
beforeEach(() => jest.mocked(revalidateTag).mockClear());

const db = () => context.testDb.handle.db;
const actor = (role: "Admin" | "Editor" | "Publisher" | "Faculty" | "Admissions") => actorOf(context, role);
const editor = () => actor("Editor");
const publisher = () => actor("Publisher");
const HOUR = 60 * 60 * 1000;

async function pageItem(path: string) {
  const [row] = await db()
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.type, "page"), eq(contentItems.key, path)));
  return getContentItem(editor(), row!.id);
}

describe("the seed", () => {
  it("publishes the content of lib/db/seed/content/, with the admission pop-up's defaults", async () => {
    const popup = await findPublished("admission-popup", "admission-popup");
    expect(popup?.data.enabled).toBe(true);
    expect(popup?.data.items.map((item) => item.href)).toEqual(["/admission/result/diploma/round4", "/admission"]);
    // The seed's "03.09.2025" is stored as the day it names.
    expect(popup?.data.items[1]?.startingDate).toBe("2025-09-03");
    expect((await findPublishedPage("/about-us/history"))?.data.title.en).toBe("History of DSEU");
    expect((await listPublished("tender")).length).toBeGreaterThan(0);
  });

  it("is idempotent and never overwrites a staff edit", async () => {
    expect(await db().transaction((tx) => seedContent(tx))).toBe(0);
    const page = await pageItem("/about-us/Vision-and-Mission");
    await savePagePatch(editor(), page.id, { title: "Vision and Mission (edited)", version: page.version });
    const [row] = await db().select().from(contentItems).where(eq(contentItems.id, page.id));
    // A seeded row that staff saved is no longer the seed's: changing the input later leaves it alone.
    expect(row!.seeded).toBe(false);
    expect(await db().transaction((tx) => seedContent(tx))).toBe(0);
    expect((await getContentItem(editor(), page.id)).draft).toMatchObject({
      title: { en: "Vision and Mission (edited)" },
    });
  });
});

describe("drafts, review and publishing", () => {
  it("keeps a draft from visitors until a publisher publishes it", async () => {
    const page = await pageItem("/about-us/history");
    const saved = await savePagePatch(editor(), page.id, {
      summary: "A new summary of the history.",
      body: "<p>New <b>text</b><script>x()</script></p>",
      version: page.version,
    });
    expect(saved.status).toBe("draft");
    expect(saved.version).toBe(page.version + 1);
    expect((saved.draft as ContentData<"page">).body.en).toBe("<p>New <b>text</b></p>");
    expect((await findPublishedPage("/about-us/history"))?.data.summary.en).not.toBe("A new summary of the history.");
    expect(jest.mocked(revalidateTag)).toHaveBeenCalledWith("content", { expire: 0 });

    const submitted = await submitForReview(editor(), page.id, { version: saved.version });
    expect(submitted.status).toBe("in_review");
    await expect(publish(editor(), page.id)).rejects.toThrow(ForbiddenError);
    const published = await publish(publisher(), page.id);
    expect(published.status).toBe("published");
    expect((await findPublishedPage("/about-us/history"))?.data.summary.en).toBe("A new summary of the history.");
  });

  it("lets a publisher send a draft back with a comment", async () => {
    const page = await pageItem("/about-us/annualReport");
    const saved = await savePagePatch(editor(), page.id, { title: "Annual Report 2025", version: page.version });
    await submitForReview(editor(), page.id);
    await expect(sendBack(editor(), page.id, { comment: "no" })).rejects.toThrow(ForbiddenError);
    await expect(sendBack(publisher(), page.id, { comment: "" })).rejects.toThrow(ContentValidationError);
    const back = await sendBack(publisher(), page.id, {
      comment: "Give the year of the report in the text too.",
      version: saved.version + 1,
    });
    expect(back).toMatchObject({ status: "draft", reviewComment: "Give the year of the report in the text too." });
  });

  it("refuses a save over a newer version and names who made it", async () => {
    const page = await pageItem("/about-us/About-the-University");
    await savePagePatch(publisher(), page.id, { title: "About DSEU", version: page.version });
    const stale = savePagePatch(editor(), page.id, { title: "About the university", version: page.version });
    await expect(stale).rejects.toThrow(ContentConflictError);
    await expect(stale).rejects.toMatchObject({
      status: 409,
      current: { updatedBy: context.users.Publisher.email, version: page.version + 1 },
    });
  });

  it("reports every bad field of a draft", async () => {
    const popup = await getSingleContentItem(editor(), "admission-popup");
    const data = popup.draft as ContentData<"admission-popup">;
    const bad = { ...data, heading: { en: "" }, items: [{ ...data.items[0]!, href: "javascript:alert(1)" }] };
    const error = (await saveDraft(editor(), popup.id, { data: bad, version: popup.version }).catch(
      (e: unknown) => e,
    )) as ContentValidationError;
    expect(error).toBeInstanceOf(ContentValidationError);
    expect(error.problems.map((p) => p.field).sort()).toEqual(["heading.en", "items.0.href"]);
    expect(error.details).toEqual({ errors: error.problems });
  });

  it("does nothing for callers without a content role", async () => {
    const page = await pageItem("/about-us/history");
    for (const caller of [actor("Faculty"), actor("Admissions")]) {
      await expect(savePagePatch(caller, page.id, { title: "x", version: page.version })).rejects.toThrow(
        ForbiddenError,
      );
      await expect(listContentItems(caller, "page")).rejects.toThrow(ForbiddenError);
    }
    await expect(unpublish({ kind: "anonymous" }, page.id, { reason: "x" })).rejects.toThrow(UnauthorizedError);
  });

  it("creates pages and tenders, one per key", async () => {
    const tender = await createContentItem(editor(), "tender", {
      number: "GEM/2026/B/1",
      title: { en: "Supply of lab benches" },
      department: { en: "DSEU" },
      category: "BID",
      startDate: "2026-01-01",
      closingDate: "2026-01-15",
      corrigenda: [{ date: "2026-01-05", label: { en: "Corrigendum 1" }, href: "https://gem.gov.in/c1" }],
      bidDocuments: [],
    });
    expect(tender).toMatchObject({ key: "GEM/2026/B/1", status: "draft", published: null });
    await expect(createContentItem(editor(), "tender", tender.draft)).rejects.toMatchObject({ status: 409 });
    await expect(createContentItem(editor(), "navigation", {})).rejects.toMatchObject({ status: 409 });
  });

  it("takes a tender's pre-bid minutes as a dated PDF or link, and keeps tenders without them valid", async () => {
    const tender = (number: string, preBidMinutes?: unknown) => ({
      number,
      title: { en: "Supply of lab benches" },
      department: { en: "DSEU" },
      category: "BID",
      startDate: "2026-01-01",
      closingDate: "2026-01-15",
      corrigenda: [],
      bidDocuments: [],
      ...(preBidMinutes === undefined ? {} : { preBidMinutes }),
    });
    const minutes = { date: "2026-01-08", label: { en: "Pre-bid meeting minutes" } };
    const linked = await createContentItem(
      editor(),
      "tender",
      tender("GEM/2026/B/2", [{ ...minutes, href: "https://gem.gov.in/minutes/2" }]),
    );
    expect((linked.draft as ContentData<"tender">).preBidMinutes).toEqual([
      { ...minutes, href: "https://gem.gov.in/minutes/2" },
    ]);
    const pdf = { ...minutes, href: "/files/0123456789abcdef01234567/minutes.pdf", fileId: "0123456789abcdef01234567" };
    const uploaded = await createContentItem(editor(), "tender", tender("GEM/2026/B/3", [pdf]));
    expect((uploaded.draft as ContentData<"tender">).preBidMinutes).toEqual([pdf]);

    // Without a date, or with an address that is neither on this site nor https, they are refused by field.
    for (const [entry, field] of [
      [{ label: minutes.label, href: "https://gem.gov.in/minutes/4" }, "preBidMinutes.0.date"],
      [{ ...minutes, href: "http://gem.gov.in/minutes/4" }, "preBidMinutes.0.href"],
    ] as const) {
      const refused = await createContentItem(editor(), "tender", tender("GEM/2026/B/4", [entry])).catch((e) => e);
      expect(refused).toBeInstanceOf(ContentValidationError);
      expect((refused as ContentValidationError).problems.map((p) => p.field)).toEqual([field]);
    }

    // A tender saved before the field existed has none, and stays valid; so do the seeded ones.
    const without = await createContentItem(editor(), "tender", tender("GEM/2026/B/5"));
    expect(without.draft).not.toHaveProperty("preBidMinutes");
    const published = await listPublished("tender");
    expect(published.length).toBeGreaterThan(0);
    for (const item of published) expect(item.data.preBidMinutes ?? []).toEqual([]);
  });
});

describe("revisions", () => {
  it("keeps every save, diffs two of them and restores an old one as a new draft", async () => {
    const popup = await getSingleContentItem(editor(), "admission-popup");
    const data = popup.draft as ContentData<"admission-popup">;
    const changed = {
      ...data,
      items: [{ ...data.items[0]!, href: "/admission/result/diploma/round3" }, data.items[1]!],
    };
    await saveDraft(editor(), popup.id, { data: changed, version: popup.version });
    const revisions = await listRevisions(editor(), popup.id);
    const [latest, previous] = revisions;
    expect(latest).toMatchObject({ action: "save", createdBy: context.users.Editor.email });
    const diff = await diffRevisions(editor(), popup.id, previous!.id, latest!.id);
    expect(diff.fields.map((f) => f.field)).toEqual(["items.0.href"]);
    expect(diff.fields[0]!.parts.some((p) => p.added && p.value.includes("round3"))).toBe(true);

    const restored = await restoreRevision(editor(), popup.id, previous!.id);
    expect(restored.status).toBe("draft");
    expect((restored.draft as ContentData<"admission-popup">).items[0]!.href).toBe("/admission/result/diploma/round4");
    expect((await listRevisions(editor(), popup.id))[0]).toMatchObject({
      action: "restore",
      version: restored.version,
    });
  });
});

describe("emergency unpublish", () => {
  it("lets an editor take an item down at once, audited with the reason", async () => {
    const page = await pageItem("/amenities/Sports");
    await unpublish(editor(), page.id, { reason: "Wrong phone number of the sports officer" });
    expect(await findPublishedPage("/amenities/Sports")).toBeUndefined();
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "content.unpublish"), eq(auditLog.entityId, page.id)));
    expect(entry).toMatchObject({
      actor: context.users.Editor.email,
      after: expect.objectContaining({ reason: "Wrong phone number of the sports officer", emergency: true }),
    });
    await publish(publisher(), page.id);
    expect(await findPublishedPage("/amenities/Sports")).toBeDefined();
  });
});

describe("scheduling", () => {
  it("takes a page down at unpublish-at: the first read after it sees nothing, and cached pages are dropped", async () => {
    const page = await pageItem("/amenities/Library");
    const now = Date.now();
    const at = new Date(now + HOUR);
    await expect(schedule(editor(), page.id, { unpublishAt: at.toISOString() })).rejects.toThrow(ForbiddenError);
    await expect(
      schedule(publisher(), page.id, { unpublishAt: new Date(now - HOUR).toISOString() }),
    ).rejects.toMatchObject({ field: "unpublishAt" });
    await schedule(publisher(), page.id, { unpublishAt: at.toISOString() });

    // A render before the time: the page is live, and the page cache learns when that ends.
    expect(await findPublishedPage("/amenities/Library", new Date(now))).toBeDefined();
    const generation = await publicPagesGeneration(now);
    expect(await publicPagesGeneration(at.getTime() - 1)).toBe(generation);
    expect(await publicPagesGeneration(at.getTime())).toBe(generation + 1);
    // The first read after the time, from the same cached rows.
    expect(await findPublishedPage("/amenities/Library", new Date(at.getTime() + 1))).toBeUndefined();
  });

  it("publishes an approved draft at publish-at, not before", async () => {
    const page = await pageItem("/amenities/ICC");
    const at = new Date(Date.now() + 2 * HOUR);
    await schedule(publisher(), page.id, { publishAt: at.toISOString() });
    const item = await getContentItem(editor(), page.id);
    await savePagePatch(editor(), page.id, { title: "Internal Complaints Committee (ICC)", version: item.version });
    const approved = await publish(publisher(), page.id);
    expect(approved.scheduled).toMatchObject({ title: { en: "Internal Complaints Committee (ICC)" } });
    expect((await findPublishedPage("/amenities/ICC", new Date()))?.data.title.en).not.toBe(
      "Internal Complaints Committee (ICC)",
    );
    const later = await findPublishedPage("/amenities/ICC", new Date(at.getTime() + 1000));
    expect(later?.data.title.en).toBe("Internal Complaints Committee (ICC)");
    expect(later?.updatedAt).toBe(at.toISOString());
  });
});

describe("editor-side checks", () => {
  it("warns about missing alt text, skipped headings, vague links, scanned PDFs and broken internal links", async () => {
    const scanned = newId();
    await db().insert(storedFiles).values({
      id: scanned,
      sha256: scanned,
      sizeBytes: 10,
      contentType: "application/pdf",
      originalName: "scan.pdf",
      storageKey: scanned,
      hasTextLayer: false,
    });
    const page = await pageItem("/about-us/history");
    const data = {
      ...(page.draft as ContentData<"page">),
      body: {
        en:
          `<h2>Start</h2><h4>Too deep</h4><p><a href="/admission">Click here</a> or <a href="/no-such-page">see this</a>` +
          ` or <a href="/files/${scanned}/scan.pdf">the scanned order (PDF)</a></p><img src="/images/home/banner.svg" alt="">`,
      },
    };
    const warnings = await checkContent(editor(), "page", data);
    expect(warnings.map((w) => w.code).sort()).toEqual([
      "broken-internal-link",
      "heading-skips-level",
      "image-without-alt",
      "pdf-without-text-layer",
      "vague-link-text",
    ]);
    expect(warnings.find((w) => w.code === "broken-internal-link")?.message).toContain("/no-such-page");
    await expect(checkContent(actor("Faculty"), "page", data)).rejects.toThrow(ForbiddenError);
  });
});

describe("preview links", () => {
  it("are signed for one item and expire", async () => {
    const page = await pageItem("/about-us/history");
    const { url, expiresAt } = await createPreviewLink(editor(), page.id);
    const token = decodeURIComponent(url.split("token=")[1]!);
    expect(await verifyPreviewToken(token)).toMatchObject({ id: page.id, type: "page", key: "/about-us/history" });
    expect(await verifyPreviewToken(tampered(token))).toBeUndefined();
    expect(await verifyPreviewToken(token, new Date(Date.parse(expiresAt) + 1000))).toBeUndefined();
    await expect(createPreviewLink({ kind: "anonymous" }, page.id)).rejects.toThrow(UnauthorizedError);
  });
});

describe("site search", () => {
  it("finds a page by the words staff publish, and no longer once it is unpublished", async () => {
    const page = await pageItem("/amenities/Library");
    const found = async () =>
      (await searchSite("bibliotheca")).groups.flatMap((group) => group.hits.map((hit) => hit.url));
    expect(await found()).toEqual([]);
    const saved = await savePagePatch(editor(), page.id, {
      summary: "The Library of DSEU, the bibliotheca of every campus.",
      version: page.version,
    });
    expect(await found()).toEqual([]);
    await publish(publisher(), saved.id);
    expect(await found()).toContain("/amenities/Library");
    await unpublish(editor(), page.id, { reason: "Checking the opening hours" });
    expect(await found()).not.toContain("/amenities/Library");
  });
});

describe("the university's contacts for pages, letters and emails", () => {
  it("come from the published site settings, and from the seed while none are published", async () => {
    const settings = await getSingleContentItem(editor(), "site-settings");
    const data = settings.draft as ContentData<"site-settings">;
    expect(await siteContacts()).toMatchObject({ admissionHelpdeskEmail: data.admissionHelpdeskEmail });

    const changed = { ...data, admissionHelpdeskEmail: "admission.desk@example.org", address: { en: "New address" } };
    const saved = await saveDraft(editor(), settings.id, { data: changed, version: settings.version });
    // A draft changes nothing for visitors.
    expect((await siteContacts()).admissionHelpdeskEmail).toBe(data.admissionHelpdeskEmail);
    await publish(publisher(), settings.id, { version: saved.version });
    expect(await siteContacts("hi")).toMatchObject({
      admissionHelpdeskEmail: "admission.desk@example.org",
      address: "New address",
    });

    await unpublish(editor(), settings.id, { reason: "Checking the fallback" });
    expect(await siteContacts()).toMatchObject({
      admissionHelpdeskEmail: site.admissionHelpdeskEmail,
      address: site.address,
    });
  });
});
