import { expect, test } from "@playwright/test";

/**
 * GIGW (issue 29, item 4): every public page says when it last changed, dated by the newest change
 * of what it shows (its records and content items), in the page's language.
 */
const PAGES = ["/", "/site-map", "/recruitment", "/examination"];

for (const [language, prefix, label] of [
  ["English", "", "Last updated:"],
  ["Hindi", "/hi", "अंतिम अद्यतन:"],
] as const) {
  for (const path of PAGES) {
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
