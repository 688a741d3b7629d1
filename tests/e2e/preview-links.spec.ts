import fs from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext, type Browser } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";

/**
 * Issue 24, faults 1 and 8, from outside as an attacker tries them: a preview link shows its own
 * item's draft and no other; Next's draft-mode cookie alone shows nothing; leaving preview ends
 * it; a prefetch gets no grant; answers that may show a draft are never cached; the exit address
 * never leads off the site.
 */
test.describe.configure({ mode: "serial" });

const stamp = Date.now().toString(36);
const A = { path: "/copyright-policy", draft: `Draft of the copyright policy, preview e2e ${stamp}` };
const B = { path: "/content-archival-policy", draft: `Draft of the archival policy, preview e2e ${stamp}` };

type Item = { id: string; version: number; draft: { body: { en: string; hi?: string } } };

/** The token with one character of its signature changed (not the last: its low bits are padding). */
function tampered(token: string): string {
  const at = token.length - 10;
  return `${token.slice(0, at)}${token[at] === "A" ? "B" : "A"}${token.slice(at + 1)}`;
}

let auth: Record<string, string> = {};
const originals = new Map<string, Item>();

async function staffItem(request: APIRequestContext, pagePath: string): Promise<Item> {
  const live = await request.get(`/api/v1/content/pages?path=${encodeURIComponent(pagePath)}`);
  expect(live.status()).toBe(200);
  const id = (await live.json()).data.page._id as string;
  const answer = await request.get(`/api/v1/content/pages/${id}`, { headers: auth });
  expect(answer.status()).toBe(200);
  return (await answer.json()).data.item;
}

async function saveBody(request: APIRequestContext, item: Item, body: string | { en: string; hi?: string }) {
  const saved = await request.put(`/api/v1/content/pages/${item.id}`, {
    headers: auth,
    data: { body, version: item.version },
  });
  expect(saved.status()).toBe(200);
}

async function previewLink(request: APIRequestContext, pagePath: string): Promise<string> {
  const item = await staffItem(request, pagePath);
  const answer = await request.post(`/api/v1/content/pages/${item.id}/preview`, { headers: auth });
  expect(answer.status()).toBe(200);
  return (await answer.json()).data.preview.url;
}

/** A visitor with nothing of their own: a fresh context. */
async function freshPage(browser: Browser) {
  return (await browser.newContext()).newPage();
}

test.beforeAll(async ({ request }) => {
  const login = await request.post("/api/v1/auth/login", { data: E2E_ADMIN });
  expect(login.status()).toBe(200);
  auth = { Authorization: `Bearer ${(await login.json()).token}` };
  for (const { path: pagePath, draft } of [A, B]) {
    const item = await staffItem(request, pagePath);
    originals.set(pagePath, item);
    await saveBody(request, item, `<p>${draft}</p>`);
  }
});

test.afterAll(async ({ request }) => {
  for (const [pagePath, original] of originals) {
    const current = await staffItem(request, pagePath);
    await saveBody(request, current, original.draft.body);
  }
});

test("a preview link shows its own item's draft and no other, uncached, until the visitor leaves preview", async ({
  browser,
  request,
}) => {
  const page = await freshPage(browser);
  const opened = page.waitForResponse((response) => new URL(response.url()).pathname === A.path);
  await page.goto(await previewLink(request, A.path));
  await expect(page).toHaveURL(new RegExp(`${A.path}$`));
  await expect(page.getByText(A.draft)).toBeVisible();
  const answer = await opened;

  // The same cookies do not show another item's draft.
  await page.goto(B.path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(B.draft)).toHaveCount(0);

  expect(answer.headers()["cache-control"]).toMatch(/private/);
  expect(answer.headers()["cache-control"]).toMatch(/no-store/);
  expect(answer.headers()["x-robots-tag"]).toMatch(/noindex/);
  expect(answer.headers()["x-page-cache"]).toBeUndefined();
  const cookies = await page.context().cookies();
  expect(cookies.map((cookie) => cookie.name)).not.toContain("__prerender_bypass");
  expect(cookies.find((cookie) => cookie.name === "dseu_preview")).toMatchObject({ httpOnly: true, sameSite: "Lax" });

  // Leaving preview ends it.
  await page.goto(`/api/preview?exit=${encodeURIComponent(A.path)}`);
  await expect(page).toHaveURL(new RegExp(`${A.path}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(A.draft)).toHaveCount(0);
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain("dseu_preview");
});

test("Next's draft-mode cookie alone shows no draft", async ({ browser, baseURL }) => {
  const manifest = JSON.parse(fs.readFileSync(path.join(".next", "prerender-manifest.json"), "utf8"));
  const page = await freshPage(browser);
  await page
    .context()
    .addCookies([{ name: "__prerender_bypass", value: manifest.preview.previewModeId, url: baseURL! }]);
  for (const { path: pagePath, draft } of [A, B]) {
    await page.goto(pagePath);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(draft)).toHaveCount(0);
  }
});

test("a preview link gives its grant only to a followed link, never to a prefetch, and is never cached", async ({
  request,
}) => {
  const link = await previewLink(request, A.path);
  for (const headers of <Record<string, string>[]>[
    { "next-router-prefetch": "1", rsc: "1" },
    { "sec-purpose": "prefetch" },
    { purpose: "prefetch" },
    { "sec-fetch-mode": "no-cors", "sec-fetch-dest": "empty" },
  ]) {
    // Next sends the router's requests without their `_rsc` parameter back with it (a 307) first.
    const prefetch = await request.get(link, { headers });
    expect(prefetch.status()).toBe(400);
    expect(prefetch.headers()["set-cookie"]).toBeUndefined();
  }
  const followed = await request.get(link, {
    headers: { "sec-fetch-mode": "navigate", "sec-fetch-dest": "document" },
    maxRedirects: 0,
  });
  expect(followed.status()).toBe(303);
  expect(followed.headers()["location"]).toBe(A.path);
  expect(followed.headers()["cache-control"]).toBe("private, no-store");
  expect(followed.headers()["set-cookie"]).toMatch(/dseu_preview=[^;]+;.*HttpOnly/i);

  const forged = await request.get(tampered(link), { maxRedirects: 0 });
  expect(forged.status()).toBe(401);
});

test("the exit address of a preview never leads off the site (fault 8)", async ({ request }) => {
  for (const exit of [
    "/\\evil.example/",
    "/\t/evil.example",
    "/%09/evil.example",
    "/\\/evil.example",
    "//evil.example",
  ]) {
    const answer = await request.get(`/api/preview?exit=${encodeURIComponent(exit)}`, { maxRedirects: 0 });
    expect(answer.headers()["location"]).toBe("/");
    expect(answer.status()).toBe(303);
  }
  const hindi = await request.get(`/api/preview?exit=${encodeURIComponent("/hi/खोज")}`, { maxRedirects: 0 });
  expect(hindi.headers()["location"]).toBe(`/hi/${encodeURIComponent("खोज")}`);
  expect(hindi.status()).toBe(303);
});
