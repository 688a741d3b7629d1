/**
 * Staff search over the text of every content item and record (issue 26, item 5; lib/search/staff-find.ts) on a
 * seeded database: a person's name found in the pages that name them and in their office-holder
 * record, a phone number however it is grouped, a word only in a draft (and one only in the
 * published version) labelled so, Hindi, % and _ taken as themselves, markup and addresses not
 * searched, who may search, and the query's length.
 */
jest.mock("next/cache", () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: jest.fn() }));

import { and, eq } from "drizzle-orm";
import { contentItems } from "@/lib/db/schema";
import { ForbiddenError, UnauthorizedError, ValidationError } from "@/lib/errors";
import { getContentItem, saveDraft } from "@/lib/content/service";
import type { ContentData } from "@/lib/content/schema";
import { FIND_LIMIT, findText, type FoundPlace } from "@/lib/search/staff-find";
import { actorOf, ANONYMOUS, type ApiTestContext, setupApiTest } from "./api-helpers";

let context: ApiTestContext;
beforeAll(async () => {
  context = await setupApiTest();
}, 180_000);
afterAll(() => context.testDb.teardown());

type Role = "Admin" | "Editor" | "Publisher" | "Faculty" | "Admissions";
const actor = (role: Role) => actorOf(context, role);
const find = (q: string, role: Role = "Editor") => findText(actor(role), { q });

async function pageId(path: string): Promise<string> {
  const [row] = await context.testDb.handle.db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(and(eq(contentItems.type, "page"), eq(contentItems.key, path)));
  if (!row) throw new Error(`no page ${path}`);
  return row.id;
}

const page = (places: FoundPlace[], path: string) =>
  places.find((place) => place.kind === "Page" && place.detail === path);
const marked = (places: FoundPlace[]) => places.flatMap((place) => place.snippets.map((snippet) => snippet.match));

describe("finding a fact", () => {
  it("finds the Registrar's name in the pages that name it and in the office-holder record", async () => {
    const { places, capped } = await find("gagan dhawan");
    expect(capped).toBe(false);
    const registrarPage = page(places, "/registrar");
    expect(registrarPage).toMatchObject({ name: "Registrar", foundIn: "both" });
    expect(registrarPage!.href).toBe(`/admin/content/pages/${await pageId("/registrar")}`);
    // The board pages and the facts copy the name too (what the search is for).
    expect(places.filter((place) => place.kind === "Page").length).toBeGreaterThanOrEqual(3);
    const holder = places.find((place) => place.kind === "Office holder" && place.name.startsWith("Registrar ("));
    expect(holder).toMatchObject({ foundIn: "record" });
    expect(holder!.href).toMatch(/^\/admin\/office-holders\/[0-9a-f]{24}$/);
    // Every snippet marks the words as they are written, with words around them.
    expect(new Set(marked(places).map((match) => match.toLowerCase()))).toEqual(new Set(["gagan dhawan"]));
    expect(registrarPage!.snippets[0]!.after.length).toBeGreaterThan(0);
    // Content first, then records.
    expect(places.findIndex((place) => place === holder)).toBeGreaterThan(places.indexOf(registrarPage!));
  });

  it("finds a title in every page and record that holds it, English and Hindi", async () => {
    const english = await find("Registrar");
    expect(english.places.filter((place) => place.kind === "Page").length).toBeGreaterThan(3);
    expect(english.places.some((place) => place.kind === "Office holder" && place.name.startsWith("Registrar"))).toBe(
      true,
    );
    const hindi = await find("कुलसचिव");
    const academics = hindi.places.find((place) => place.kind === "Page" && place.snippets.length > 0);
    expect(academics?.snippets[0]).toMatchObject({ match: "कुलसचिव", language: "hi" });
  });

  it("finds a phone number whatever separates its digits", async () => {
    for (const query of ["1800-180-5522", "1800 180 5522", "18001805522"]) {
      const { places } = await find(query);
      expect(places.length).toBeGreaterThan(0);
      expect(marked(places)).toContain("1800-180-5522");
    }
    const { places } = await find("91665 84808");
    expect(places).toContainEqual(
      expect.objectContaining({
        kind: "Office holder",
        name: "Training and Placement Officer, HQ (Dr. Ravinder Jhorar)",
        foundIn: "record",
      }),
    );
    expect(marked(places)).toContain("9166584808");
  });

  it("labels a word found only in the draft, and one found only in the published version", async () => {
    const id = await pageId("/registrar");
    const item = await getContentItem(actor("Editor"), id);
    const draft = item.draft as ContentData<"page">;
    await saveDraft(actor("Editor"), id, {
      data: {
        ...draft,
        summary: { ...draft.summary, en: "The Registrar's office, now also reached as Quillfeather desk." },
        body: { en: `${draft.body.en}<p>Ask the <strong>Quillfeather</strong> desk.</p>` },
      },
      version: item.version,
    });

    const drafted = await find("quillfeather");
    expect(drafted.places).toHaveLength(1);
    expect(drafted.places[0]).toMatchObject({ name: "Registrar", detail: "/registrar", foundIn: "draft", matches: 2 });
    expect(drafted.places[0]!.snippets.map((snippet) => snippet.match)).toEqual(["Quillfeather", "Quillfeather"]);
    // Rich text is read without its markup: the body's snippet is the words around the match.
    expect(drafted.places[0]!.snippets.map((snippet) => snippet.before)).toContainEqual(
      expect.stringMatching(/(^|\s)Ask the $/),
    );

    // The summary's old words are now only in the published version.
    const published = await find("honours, message");
    expect(page(published.places, "/registrar")).toMatchObject({ foundIn: "published" });
    expect(page((await find("gagan dhawan")).places, "/registrar")).toMatchObject({ foundIn: "both" });
  });
});

describe("what the query means", () => {
  it("takes % and _ as themselves", async () => {
    const id = await pageId("/registrar");
    const item = await getContentItem(actor("Editor"), id);
    const draft = item.draft as ContentData<"page">;
    const body = "<p>A 100% fee waiver for 1000 students; see form_b, not form-b or formsb.</p>";
    await saveDraft(actor("Editor"), id, { data: { ...draft, body: { en: body } }, version: item.version });

    // Not capped either: the database did not take them as wildcards (every record would match).
    for (const query of ["%%", "_%", "__", "a_b_c%"])
      expect(await find(query)).toEqual({ query, places: [], capped: false });
    const percent = await find("100%");
    expect(percent.places).toHaveLength(1);
    expect(marked(percent.places)).toEqual(["100%"]);
    const underscore = await find("form_b");
    expect(underscore.places).toHaveLength(1);
    expect(marked(underscore.places)).toEqual(["form_b"]);
  });

  it("searches the words staff read, not markup, addresses or keys", async () => {
    expect((await find("<strong>")).places).toEqual([]);
    // A page's address and an office's key are bookkeeping: the page names the office in words.
    expect((await find("/registrar")).places).toEqual([]);
    expect((await find("ar-academics")).places).toEqual([]);
  });

  it("lists at most the limit and says when there were more", async () => {
    const { places, capped } = await find("dseu");
    expect(places).toHaveLength(FIND_LIMIT);
    expect(capped).toBe(true);
  });
});

describe("who may search, and how much must be typed", () => {
  it("lets Editors, Publishers and Admins search, and refuses everyone else", async () => {
    for (const role of ["Editor", "Publisher", "Admin"] as const)
      expect((await find("Registrar", role)).places.length).toBeGreaterThan(0);
    await expect(findText(ANONYMOUS, { q: "Registrar" })).rejects.toThrow(UnauthorizedError);
    await expect(find("Registrar", "Faculty")).rejects.toThrow(ForbiddenError);
    await expect(find("Registrar", "Admissions")).rejects.toThrow(ForbiddenError);
  });

  it("refuses a query under 2 characters or over 100, with a message for the field", async () => {
    for (const query of ["a", "   a  ", "x".repeat(101)]) {
      const error = await find(query).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).fieldErrors.q).toMatch(/^Type at (least 2|most 100) characters/);
    }
  });

  it("reads control characters (a NUL, which PostgreSQL cannot compare) as spaces", async () => {
    const found = await find("Regis\u0000trar\u001b");
    expect(found.query).toBe("Regis trar");
    await expect(find("\u0000a\u0000")).rejects.toBeInstanceOf(ValidationError);
  });
});
