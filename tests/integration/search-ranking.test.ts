jest.mock("next/cache", () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: jest.fn() }));

import { sql } from "drizzle-orm";
import { searchSite, type SearchHit } from "@/lib/search/search";
import { recordResultOpened, recordSearch, searchInsights } from "@/lib/search/insights";
import { listSynonymGroups, saveSynonymGroups } from "@/lib/search/synonym-store";
import { SYSTEM, type Actor } from "@/lib/auth/actor";
import { ForbiddenError, UnauthorizedError, ValidationError } from "@/lib/errors";
import * as clickRoute from "@/app/api/search/click/route";
import { SEEDED, setupTestDatabase, type TestDatabase } from "../helpers/test-database";

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await setupTestDatabase(SEEDED);
}, 180_000);
afterAll(() => testDb.teardown());

const first = async (query: string): Promise<SearchHit | undefined> => (await searchSite(query)).groups[0]?.hits[0];

/**
 * What a visitor types and what should come first (issue 27): the seeded site's records and pages,
 * in English and Hindi, misspelt, abbreviated. `title` is the first result's exact title, or a
 * pattern; `url` its address, or a pattern.
 */
const TABLE: { query: string; kind?: SearchHit["kind"]; title?: string | RegExp; url?: string | RegExp }[] = [
  // A campus's name finds the campus first, not the pages that mention it.
  { query: "dwarka", kind: "campus", title: "DSEU Dwarka Campus" },
  { query: "Okhla", kind: "campus", title: /Okhla/ },
  { query: "wazirpur", kind: "campus", title: /^DSEU Wazirpur-I{1,2} Campus$/ },
  { query: "pusa", kind: "campus", title: /^DSEU Pusa-I{1,2} Campus$/ },
  { query: "Aryabhatt", kind: "campus", title: "Aryabhatt DSEU Campus" },
  // Programme abbreviations and codes.
  { query: "BCA", kind: "programme", title: "Bachelor of Computer Applications (BCA)" },
  { query: "MCA", kind: "programme", title: "Master of Computer Applications (MCA)" },
  { query: "MBA", kind: "programme", title: /^MBA in / },
  { query: "B.Tech", kind: "programme", title: /^B\.Tech in / },
  { query: "btech", kind: "programme", title: /^B\.Tech in / },
  { query: "b tech", kind: "programme", title: /^B\.Tech in / },
  { query: "BTECH-CSE", kind: "programme", title: "B.Tech in Computer Science Engineering" },
  { query: "bca admission", kind: "programme", title: "Bachelor of Computer Applications (BCA)" },
  { query: "diploma in computer engineering", kind: "programme", title: "Diploma in Computer Engineering" },
  { query: "department of computer engineering", kind: "department", title: "Department of Computer Engineering" },
  // Listings, by what the menus call them; every tender is indexed too.
  { query: "tender", kind: "page", url: "/tenders" },
  { query: "tenders", kind: "page", url: "/tenders" },
  { query: "GEM/2025/B/6290806", kind: "tender", url: "/tenders?q=GEM%2F2025%2FB%2F6290806&archived=true" },
  { query: "result", kind: "notice", url: /^\/admission\/result\// },
  { query: "contact", kind: "page", url: "/contact" },
  { query: "scholarship", kind: "page", url: "/amenities/Scholarship" },
  { query: "examination", kind: "page", url: "/examination" },
  { query: "ugc", kind: "page", url: "/UGC-Guidelines" },
  // Synonyms (placement ↔ T & P Cell, fee ↔ fees ↔ शुल्क, phd ↔ research).
  { query: "placement", kind: "page", url: "/placement" },
  { query: "T & P Cell", kind: "page", url: "/placement" },
  { query: "fee", kind: "page", url: "/admission/refund-policy" },
  { query: "phd", kind: "page", url: "/research" },
  { query: "vc", kind: "page", url: "/administration/vice-chancellor" },
  // Office holders.
  { query: "registrar", kind: "page", url: "/registrar" },
  { query: "vice chancellor", kind: "page", url: "/administration/vice-chancellor" },
  { query: "Gagan Dhawan", kind: "office", url: "/registrar" },
  // Misspelt.
  { query: "dwarkaa", kind: "campus", title: "DSEU Dwarka Campus" },
  { query: "placment", kind: "page", url: "/placement" },
  { query: "admision", url: "/admission" },
  { query: "scholarshp", kind: "page", url: "/amenities/Scholarship" },
  // Hindi, and Hindi in English letters.
  { query: "प्रवेश", kind: "page", url: "/admission" },
  { query: "pravesh", kind: "page", url: "/admission" },
  { query: "शुल्क", kind: "page", url: "/admission/refund-policy" },
  { query: "कुलपति", kind: "page", url: "/administration/vice-chancellor" },
  { query: "अनुसंधान", kind: "page", url: "/research" },
];

describe("what visitors type comes first (issue 27: at least 30 queries)", () => {
  test("the table is long enough", () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(30);
  });

  test.each(TABLE)("$query", async ({ query, kind, title, url }) => {
    const hit = await first(query);
    expect(hit).toBeDefined();
    if (kind) expect(hit!.kind).toBe(kind);
    if (title) expect(hit!.title).toEqual(typeof title === "string" ? title : expect.stringMatching(title));
    if (url) expect(hit!.url).toEqual(typeof url === "string" ? url : expect.stringMatching(url));
  });
});

describe("what the content facts say nothing about", () => {
  // The facts name no hostel or other accommodation (../shared/spec/content-facts.md), so no page
  // may claim one: these find nothing, and the search offers its default suggestions instead.
  test.each(["hostel", "accommodation", "छात्रावास", "chhatravas"])("%s finds no invented page", async (query) => {
    expect((await searchSite(query)).total).toBe(0);
  });
});

describe("did you mean, and nothing found", () => {
  test("a misspelt word is offered as the index spells it, and its results are included", async () => {
    const result = await searchSite("scholarshp");
    expect(result.suggestion).toBe("scholarship");
    expect(result.total).toBeGreaterThan(0);
  });

  test("a known word is not corrected; nonsense finds nothing and offers nothing", async () => {
    expect((await searchSite("scholarship")).suggestion).toBeUndefined();
    const nothing = await searchSite("zzqxv");
    expect(nothing.total).toBe(0);
    expect(nothing.suggestion).toBeUndefined();
  });
});

describe("staff's synonyms", () => {
  test("a group staff add finds what its words did not; a refused text changes nothing", async () => {
    const before = await listSynonymGroups(SYSTEM);
    expect(before).toEqual(expect.arrayContaining([expect.arrayContaining(["fee", "fees", "शुल्क"])]));
    expect((await searchSite("zzqxv wonderland")).total).toBe(0);
    await expect(saveSynonymGroups(SYSTEM, "zzqxv wonderland\n")).rejects.toThrow(ValidationError);
    const text = [...before.map((group) => group.join(", ")), "zzqxv wonderland, scholarship"].join("\n");
    await saveSynonymGroups(SYSTEM, text);
    expect((await first("zzqxv wonderland"))?.url).toBe("/amenities/Scholarship");
    await saveSynonymGroups(SYSTEM, before.map((group) => group.join(", ")).join("\n"));
    expect((await searchSite("zzqxv wonderland")).total).toBe(0);
  });

  test("only Admin and Publisher edit them", async () => {
    const editor: Actor = { kind: "user", id: "e", email: "editor@example.org", role: "Editor" };
    await expect(listSynonymGroups(editor)).rejects.toThrow(ForbiddenError);
    await expect(saveSynonymGroups({ kind: "anonymous" }, "a, b")).rejects.toThrow(UnauthorizedError);
  });
});

describe("search insights", () => {
  test("searches and opened results are counted per week and query, without who searched", async () => {
    await recordSearch("  Hostel ", 0);
    await recordSearch("hostel", 0);
    await recordSearch("BCA", 4);
    await recordSearch("dwarka", 12);
    expect(await recordResultOpened("dwarka")).toBe(true);
    // A click for a query nobody searched adds nothing.
    expect(await recordResultOpened("never searched")).toBe(false);
    await expect(recordResultOpened(42)).rejects.toThrow(ValidationError);

    const insights = await searchInsights(SYSTEM);
    expect(insights.weeks).toHaveLength(1);
    expect(insights.totalSearches).toBe(4);
    expect(insights.top[0]).toEqual({ query: "hostel", searches: 2, results: 0, clicks: 0 });
    expect(insights.zeroResults.map((row) => row.query)).toEqual(["hostel"]);
    expect(insights.unopened.map((row) => row.query)).toEqual(["bca"]);
    expect(insights.top.find((row) => row.query === "dwarka")).toEqual({
      query: "dwarka",
      searches: 1,
      results: 12,
      clicks: 1,
    });
    // The table has no column for who searched.
    const columns = await testDb.handle.db.execute(
      sql`select column_name from information_schema.columns where table_name = 'search_query_stats' order by column_name`,
    );
    expect((columns as unknown as { rows: { column_name: string }[] }).rows.map((row) => row.column_name)).toEqual([
      "clicks",
      "query",
      "results",
      "searches",
      "week",
    ]);
  });

  test("POST /api/search/click counts an opened result; a body without a query is 400, one not JSON 415", async () => {
    const click = (body: string, type = "application/json") =>
      clickRoute.POST(
        new Request("http://localhost/api/search/click", {
          method: "POST",
          headers: { "content-type": type, "x-forwarded-for": "203.0.113.7" },
          body,
        }),
      );
    expect((await click(JSON.stringify({ query: "BCA" }))).status).toBe(204);
    const missing = await click("{}");
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ status: "fail", message: "Send the query whose result was opened." });
    expect((await click("query=BCA", "application/x-www-form-urlencoded")).status).toBe(415);
    const insights = await searchInsights(SYSTEM);
    expect(insights.top.find((row) => row.query === "bca")).toEqual({
      query: "bca",
      searches: 1,
      results: 4,
      clicks: 1,
    });
    expect(insights.unopened.map((row) => row.query)).toEqual([]);
  });

  test("are for Admin and Publisher only", async () => {
    const editor: Actor = { kind: "user", id: "e", email: "editor@example.org", role: "Editor" };
    const publisher: Actor = { kind: "user", id: "p", email: "publisher@example.org", role: "Publisher" };
    await expect(searchInsights(editor)).rejects.toThrow(ForbiddenError);
    await expect(searchInsights({ kind: "anonymous" })).rejects.toThrow(UnauthorizedError);
    await expect(searchInsights(publisher)).resolves.toEqual(expect.objectContaining({ totalSearches: 4 }));
  });
});
