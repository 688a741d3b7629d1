import { expect, test } from "@playwright/test";

/**
 * GIGW (issue 29, item 4): every public page says when it last changed, dated by the newest change
 * of what it shows (its records and content items), in the page's language. The crawl
 * (site-crawl.spec.ts) checks the line on every page it walks; these are the pages that lacked it:
 * the home page, the site map and the boards; a result round (its record's date); an empty board
 * (its section's newest change, else the day its words were reviewed); the sign-in and password
 * pages, in English only, dated by their words (lib/pages/fixed-text.ts).
 */
const PAGES = [
  "/",
  "/site-map",
  "/recruitment",
  "/examination",
  "/admission/result/pg",
  "/recruitment-rules",
  "/recruitment/archive/results",
];
const ENGLISH_ONLY = ["/admin-login", "/logindseu", "/forgot-password"];

for (const [language, prefix, label, pages] of [
  ["English", "", "Last updated:", [...PAGES, ...ENGLISH_ONLY]],
  ["Hindi", "/hi", "अंतिम अद्यतन:", PAGES],
] as const) {
  for (const path of pages) {
    const address = prefix && path === "/" ? prefix : `${prefix}${path}`;
    test(`${address} says when it was last updated (${language})`, async ({ page }) => {
      const response = await page.goto(address);
      expect(response?.status()).toBe(200);
      const line = page.locator("p", { hasText: label }).last();
      await expect(line).toBeVisible();
      const stamp = line.locator("time");
      const dateTime = await stamp.getAttribute("datetime");
      expect(Number.isNaN(Date.parse(dateTime ?? ""))).toBe(false);
      await expect(stamp).toHaveText(/\S+ \S+ \d{4}|\d{4}/);
    });
  }
}
