/**
 * Issue 24, faults 1, 8 and 10 on a seeded database: a preview grant shows one item's draft and
 * nothing else (not another item, not after expiry, not when tampered with, not from Next's
 * draft-mode cookie); /api/preview hands a grant only to a followed link and sends nobody off the
 * site; preview links cannot be published as site links; a new page cannot take an address the
 * site owns.
 */
jest.mock("next/cache", () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: jest.fn() }));

import { and, eq } from "drizzle-orm";
import { GET as previewRoute } from "@/app/api/preview/route";
import { signApiToken } from "@/lib/auth/tokens";
import { contentItems } from "@/lib/db/schema";
import { ContentValidationError } from "@/lib/content/errors";
import { contentFor, listFor } from "@/lib/content/page-data";
import { pageCacheKey } from "@/lib/server/page-cache";
import { parseContentData } from "@/lib/content/parse";
import { createPreviewToken, PREVIEW_LIFETIME_SECONDS, verifyPreviewToken } from "@/lib/content/preview";
import { createContentItem, createPreviewLink, getSingleContentItem, saveDraft } from "@/lib/content/service";
import { hrefSchema, httpsUrlSchema } from "@/lib/content/links";
import type { ContentData } from "@/lib/content/schema";
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

const db = () => context.testDb.handle.db;
const editor = () => actorOf(context, "Editor");
const A = "/about-us/history";
const B = "/about-us/Vision-and-Mission";

async function pageRow(path: string) {
  const [row] = await db()
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.type, "page"), eq(contentItems.key, path)));
  return row!;
}

/** Saves a draft of the page at `path` whose title says `title`; visitors still see the published one. */
async function draftTitled(path: string, title: string) {
  const row = await pageRow(path);
  const data = row.draft as ContentData<"page">;
  await saveDraft(editor(), row.id, { data: { ...data, title: { ...data.title, en: title } }, version: row.version });
}

function previewRequest(query: string, headers: Record<string, string> = {}): Request {
  return new Request(`http://localhost/api/preview?${query}`, { headers });
}

describe("preview grants", () => {
  beforeAll(async () => {
    await draftTitled(A, "Draft title of A");
    await draftTitled(B, "Draft title of B");
    await draftTitled("/help", "Draft title of the help page");
  });

  it("show the draft of the one item they name, and only while they are valid", async () => {
    const a = await pageRow(A);
    const { token, expiresAt } = await createPreviewToken({ id: a.id, type: "page", key: A });
    const grant = await verifyPreviewToken(token);
    expect(grant).toEqual({ id: a.id, type: "page", key: A, expiresAt });

    expect((await contentFor(grant, "page", A))?.data.title.en).toBe("Draft title of A");
    // The same grant for any other item: its live version.
    expect((await contentFor(grant, "page", B))?.data.title.en).toBe("Vision and Mission");
    expect((await contentFor(grant, "page", "/help"))?.data.title.en).not.toMatch(/Draft/);
    for (const type of ["navigation", "site-settings", "admission-popup", "news"] as const) {
      const single = await getSingleContentItem(editor(), type);
      const withGrant = await contentFor(grant, type, type);
      expect(withGrant?.id).toBe(single.id);
      expect(withGrant?.data).toEqual(single.published);
    }
    // Without a grant, the live version.
    expect((await contentFor(undefined, "page", A))?.data.title.en).toBe("History of DSEU");

    // Expired, tampered with, or another item under the same key: nothing.
    const after = new Date(expiresAt.getTime() + 1000);
    expect(await verifyPreviewToken(token, after)).toBeUndefined();
    const [head, payload, signature] = token.split(".");
    const otherPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, "base64url").toString()), k: B }),
    ).toString("base64url");
    expect(await verifyPreviewToken(`${head}.${otherPayload}.${signature}`)).toBeUndefined();
    expect(await verifyPreviewToken(tampered(token))).toBeUndefined();
    expect((await contentFor({ ...grant!, id: "0".repeat(24) }, "page", A))?.data.title.en).toBe("History of DSEU");
  });

  it("put a tender's draft in the list of tenders for its holder only", async () => {
    const [tender] = await db().select().from(contentItems).where(eq(contentItems.type, "tender")).limit(1);
    const data = tender!.draft as ContentData<"tender">;
    await saveDraft(editor(), tender!.id, {
      data: { ...data, title: { ...data.title, en: "Draft title of a tender" } },
      version: tender!.version,
    });
    const titles = async (grant: Awaited<ReturnType<typeof verifyPreviewToken>>) =>
      (await listFor(grant, "tender")).map((item) => item.data.title.en);
    const own = await createPreviewToken({ id: tender!.id, type: "tender", key: tender!.key });
    expect(await titles(await verifyPreviewToken(own.token))).toContain("Draft title of a tender");
    const a = await pageRow(A);
    const other = await createPreviewToken({ id: a.id, type: "page", key: A });
    expect(await titles(await verifyPreviewToken(other.token))).not.toContain("Draft title of a tender");
    expect(await titles(undefined)).not.toContain("Draft title of a tender");
    expect((await titles(undefined)).length).toBe((await titles(await verifyPreviewToken(own.token))).length);
  });

  it("keep their requests away from the whole-page cache", () => {
    const request = { method: "GET", url: A, headers: { cookie: "dseu_preview=x" } };
    expect(pageCacheKey(request)).toBeUndefined();
    expect(pageCacheKey({ ...request, headers: {} })).toBe(A);
  });

  it("are never Next's draft-mode cookie, nor another token of the site", async () => {
    // The shape of Next's __prerender_bypass value: the build's preview id, 32 hex digits.
    expect(await verifyPreviewToken("0f".repeat(16))).toBeUndefined();
    expect(await verifyPreviewToken("")).toBeUndefined();
    const apiToken = await signApiToken({
      id: "0".repeat(24),
      email: "x@example.org",
      role: "Admin",
      sessionVersion: 0,
    });
    expect(await verifyPreviewToken(apiToken)).toBeUndefined();
  });

  it("last an hour from the link", async () => {
    const a = await pageRow(A);
    const now = new Date("2026-01-01T00:00:00Z");
    const { token, expiresAt } = await createPreviewToken({ id: a.id, type: "page", key: A }, now);
    expect(expiresAt.getTime() - now.getTime()).toBe(PREVIEW_LIFETIME_SECONDS * 1000);
    expect(await verifyPreviewToken(token, new Date(expiresAt.getTime() - 1000))).toBeDefined();
  });
});

describe("GET /api/preview", () => {
  async function link(path: string): Promise<string> {
    const { url } = await createPreviewLink(editor(), (await pageRow(path)).id);
    return url.split("?")[1]!;
  }

  it("stores the grant in an http-only cookie of its own and opens the item's page, uncached", async () => {
    const response = await previewRoute(previewRequest(await link(A), { "sec-fetch-mode": "navigate" }));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(A);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const cookies = response.headers.getSetCookie();
    const grant = cookies.find((cookie) => cookie.startsWith("dseu_preview="));
    expect(grant).toMatch(/HttpOnly/i);
    expect(grant).toMatch(/SameSite=Lax/i);
    expect(grant).toMatch(/Path=\//);
    // Next's draft-mode cookie is only ever cleared.
    expect(cookies.filter((cookie) => cookie.startsWith("__prerender_bypass="))).toEqual([
      expect.stringMatching(/^__prerender_bypass=;.*Max-Age=0/i),
    ]);
  });

  it("gives nothing to a prefetch, a prerender or a script's fetch", async () => {
    const query = await link(A);
    for (const headers of <Record<string, string>[]>[
      { "next-router-prefetch": "1" },
      { rsc: "1" },
      { purpose: "prefetch" },
      { "sec-purpose": "prefetch;prerender" },
      { "sec-fetch-mode": "cors" },
      { "sec-fetch-mode": "navigate", "sec-fetch-dest": "iframe" },
    ]) {
      const response = await previewRoute(previewRequest(query, headers));
      expect(response.status).toBe(400);
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });

  it("refuses a tampered or unknown link", async () => {
    const query = await link(A);
    for (const bad of [tampered(query), "token=nonsense", "token="]) {
      const response = await previewRoute(previewRequest(bad));
      expect(response.status).toBe(401);
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });

  it.each([
    "/\\evil.example/",
    "/\t/evil.example",
    "/%09/evil.example",
    "/\\/evil.example",
    "//evil.example",
    "https://evil.example/",
    "/.//evil.example",
  ])("ends preview and goes home, not to %j (fault 8)", async (exit) => {
    const response = await previewRoute(previewRequest(`exit=${encodeURIComponent(exit)}`));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/");
    expect(response.headers.getSetCookie()).toContainEqual(expect.stringMatching(/^dseu_preview=;.*Max-Age=0/i));
  });

  it("returns to a page of the site, with letters outside Latin-1 encoded (no 500)", async () => {
    const response = await previewRoute(previewRequest(`exit=${encodeURIComponent("/hi/खोज?q=दिल्ली")}`));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`/hi/${encodeURIComponent("खोज")}?q=${encodeURIComponent("दिल्ली")}`);
  });
});

describe("preview links as site links", () => {
  it.each([
    "/api/preview?token=x",
    "/api/preview/?token=x",
    "/API/Preview?token=x",
    "/api/%70review?token=x",
    "https://dseu.ac.in/api/preview?token=x",
  ])("are refused in every link field: %j", (href) => {
    expect(hrefSchema.safeParse(href).success).toBe(false);
    if (href.startsWith("https:")) expect(httpsUrlSchema.safeParse(href).success).toBe(false);
  });

  it("are refused in a menu, with the field named", async () => {
    const navigation = await getSingleContentItem(editor(), "navigation");
    const data = navigation.draft as ContentData<"navigation">;
    const spoiled = { ...data, utility: [{ ...data.utility[0]!, href: "/api/preview?token=x" }] };
    let problem: unknown;
    try {
      parseContentData("navigation", spoiled);
    } catch (error) {
      problem = error;
    }
    expect(problem).toBeInstanceOf(ContentValidationError);
    expect((problem as ContentValidationError).problems).toContainEqual({
      field: "utility.0.href",
      message: expect.stringMatching(/preview link/i),
    });
  });
});

describe("a new page's address (fault 10)", () => {
  it.each([
    ["//evil.example/x", /starts with one \//],
    ["/admin-login", /belong to the site itself/],
    ["/admin/users", /belong to the site itself/],
    ["/api/v1/notice", /belong to the site itself/],
    ["/files/x", /belong to the site itself/],
    ["/_next/static/x", /belong to the site itself/],
    ["/hi", /belong to the site itself/],
    ["/search", /already has a page of its own/],
    ["/admission/result", /already has a page of its own/],
  ])("refuses %j with the field named", async (path, message) => {
    const base = (await pageRow(A)).draft as ContentData<"page">;
    const attempt = createContentItem(editor(), "page", { ...base, path, fields: {} });
    await expect(attempt).rejects.toThrow(ContentValidationError);
    const error = (await attempt.catch((e: unknown) => e)) as ContentValidationError;
    expect(error.problems).toEqual([{ field: "path", message: expect.stringMatching(message) }]);
    expect(await pageRow(path)).toBeUndefined();
  });

  it("creates a page at a free address", async () => {
    const base = (await pageRow(A)).draft as ContentData<"page">;
    const created = await createContentItem(editor(), "page", { ...base, path: "/about-us/our-story", fields: {} });
    expect(created.key).toBe("/about-us/our-story");
  });
});
