/**
 * Issue 25, item 1: the page registry's readers with a page staff make at a free address. Once
 * published it is in the sitemap (in Hindi too once every text is translated), found by the site
 * search and a sound link target; an address a page of the registry answers, a reserved one or a
 * taken one is refused at the address field.
 */
import { revalidateTag } from "next/cache";
import sitemap from "@/app/sitemap";
import { ContentValidationError } from "@/lib/content/errors";
import { createContentItem, publish, submitForReview } from "@/lib/content/service";
import { runContentChecks } from "@/lib/content/checks";
import { isFreePageAddress } from "@/lib/content/page-address";
import type { ContentData } from "@/lib/content/schema";
import { searchSite } from "@/lib/search/search";
import { decidePublicRoute } from "@/lib/seo/public-routes";
import { CONTENT_ROUTE_PREFIX, POLICY_PATHS } from "@/lib/pages/registry";
import { actorOf, type ApiTestContext, setupApiTest } from "./api-helpers";

jest.mock("next/cache", () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: jest.fn() }));
// Outside a request there is nothing to wait for.
jest.mock("next/server", () => ({ connection: async () => undefined }));

let context: ApiTestContext;
beforeAll(async () => {
  context = await setupApiTest();
}, 180_000);
afterAll(() => context.testDb.teardown());
beforeEach(() => jest.mocked(revalidateTag).mockClear());

const editor = () => actorOf(context, "Editor");
const publisher = () => actorOf(context, "Publisher");
const BASE = "http://localhost:3000";

function newPage(path: string, hindi: boolean): ContentData<"page"> {
  return {
    path,
    title: hindi ? { en: "Reading rooms", hi: "वाचनालय" } : { en: "Reading rooms" },
    summary: hindi
      ? { en: "Where the quillwort reading rooms are.", hi: "वाचनालय कहाँ हैं।" }
      : { en: "Where the quillwort reading rooms are." },
    crumbs: [],
    body: hindi ? { en: "<p>Open all day.</p>", hi: "<p>दिन भर खुले।</p>" } : { en: "<p>Open all day.</p>" },
    fields: {},
    lastReviewed: "2026-11-20",
  };
}

async function publishedPage(path: string, hindi = false) {
  const created = await createContentItem(editor(), "page", newPage(path, hindi));
  await submitForReview(editor(), created.id, { version: created.version });
  return publish(publisher(), created.id);
}

async function refusal(path: string): Promise<ContentValidationError> {
  const error = await createContentItem(editor(), "page", newPage(path, false)).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ContentValidationError);
  return error as ContentValidationError;
}

describe("a page staff make at a free address", () => {
  it("is served by the content route, listed in the sitemap once published, found by the search and a sound link", async () => {
    const path = "/about-us/reading-rooms";
    expect(isFreePageAddress(path)).toBe(true);
    expect(decidePublicRoute(path)).toEqual({ action: "rewrite", pathname: `${CONTENT_ROUTE_PREFIX}${path}` });
    const urls = async () => (await sitemap()).map((entry) => entry.url);
    expect(await urls()).not.toContain(`${BASE}${path}`);

    await publishedPage(path);
    expect(await urls()).toContain(`${BASE}${path}`);
    // Not translated: no Hindi address is listed.
    expect(await urls()).not.toContain(`${BASE}/hi${path}`);
    const hits = (await searchSite("quillwort")).groups.flatMap((group) => group.hits.map((hit) => hit.url));
    expect(hits).toContain(path);
    const warnings = await runContentChecks("page", {
      ...newPage("/x", false),
      body: { en: `<p><a href="${path}">Rooms</a></p>` },
    });
    expect(warnings.filter((warning) => warning.code === "broken-internal-link")).toEqual([]);
  });

  it("is listed in both languages once every text of it has Hindi", async () => {
    const path = "/student-life/reading-rooms";
    await publishedPage(path, true);
    const entry = (await sitemap()).find((e) => e.url === `${BASE}${path}`);
    expect(entry?.alternates?.languages).toMatchObject({ en: `${BASE}${path}`, hi: `${BASE}/hi${path}` });
    expect((await sitemap()).some((e) => e.url === `${BASE}/hi${path}`)).toBe(true);
  });

  it("may not take an address a page of the registry answers, a reserved one or a taken one", async () => {
    for (const path of ["/search", "/Search", "/campus/new-campus", POLICY_PATHS[1]!, "/chancellor"]) {
      expect((await refusal(path)).problems).toEqual([
        { field: "path", message: expect.stringMatching(/already has a page of its own/) },
      ]);
    }
    for (const path of ["/admin/x", `${CONTENT_ROUTE_PREFIX}/x`, "/hi/x"])
      expect((await refusal(path)).problems).toEqual([
        { field: "path", message: expect.stringMatching(/belong to the site itself/) },
      ]);
    await publishedPage("/taken-address");
    await expect(createContentItem(editor(), "page", newPage("/taken-address", false))).rejects.toMatchObject({
      status: 409,
      field: "path",
    });
  });
});
