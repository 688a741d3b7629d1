import { expect, test } from "@playwright/test";
import { closeHomeDialog, expectHindiPage } from "./hindi-helpers";

/**
 * The Hindi version: the pages written in Hindi so far, at /hi with the English paths after it.
 * Each page: its language, hreflang links and canonical, the language switch there and back, text
 * mostly in Devanagari where the page's own words are Hindi, and no axe violation.
 */
const HINDI_PAGES = [
  { english: "/", hindi: "/hi", devanagariShare: 0.15 },
  { english: "/about-us/About-the-University", hindi: "/hi/about-us/About-the-University", devanagariShare: 0.8 },
  { english: "/about-us/Vision-and-Mission", hindi: "/hi/about-us/Vision-and-Mission", devanagariShare: 0.8 },
  { english: "/about-us/history", hindi: "/hi/about-us/history", devanagariShare: 0.8 },
];

for (const { english, hindi, devanagariShare: share } of HINDI_PAGES) {
  test(`${hindi}: Hindi page with its language links, switch and no axe violation`, async ({ page }) => {
    await page.goto(hindi);
    await expectHindiPage(page, { english, hindi, share, roundTrip: true });
    // The choice is remembered: a visit to / goes to the chosen language.
    await page.goto("/");
    await expect(page).toHaveURL(/\/hi$/);
  });
}

test("an old address without a Hindi version is served in English, and Hindi has no staff area or API", async ({
  request,
}) => {
  const bulletin = await request.get("/hi/informationbulletin", { maxRedirects: 0 });
  expect(bulletin.status()).toBe(307);
  expect(new URL(bulletin.headers().location!, "http://x").pathname).toBe("/informationbulletin");
  expect((await request.get("/hi/admin/dashboard", { maxRedirects: 0 })).status()).toBe(404);
  expect((await request.get("/hi/api/v1/notice", { maxRedirects: 0 })).status()).toBe(404);
  // Crawlers (no cookie) always get English at /.
  const home = await request.get("/", { maxRedirects: 0 });
  const answered = `${home.status()} ${home.headers().location ?? ""} (page cache: ${home.headers()["x-page-cache"]})`;
  expect(home.status(), answered).toBe(200);
  expect((await home.text()).match(/<html[^>]*\slang="([^"]*)"/)?.[1], answered).toBe("en");
});

test("the sitemap lists each Hindi page beside its English one, both naming each other", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  expect(xml).toMatch(/<loc>[^<]*\/hi\/about-us\/About-the-University<\/loc>/);
  expect(xml).toMatch(/hreflang="hi" href="[^"]*\/hi\/about-us\/About-the-University"/);
  expect(xml).toMatch(/hreflang="x-default" href="[^"]*\/about-us\/About-the-University"/);
});

test("the Hindi menu finds pages by their Hindi or English names", async ({ page }) => {
  await page.goto("/hi");
  await closeHomeDialog(page, "/hi");
  await page.getByRole("button", { name: "खोजें" }).click();
  const input = page.getByRole("combobox");
  await input.fill("पुस्तकालय");
  await expect(page.getByRole("option").first()).toContainText("पुस्तकालय");
  await input.fill("Library");
  await expect(page.getByRole("option").first()).toContainText("पुस्तकालय");
});
