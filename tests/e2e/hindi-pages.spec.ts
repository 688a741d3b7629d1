import { expect, test } from "@playwright/test";
import { expectHindiPage } from "./hindi-helpers";

/**
 * The admission pages, the student-support cells, contact and the website policy pages (help, the
 * accessibility statement, privacy, terms, hyperlinking, copyright, content archival) in Hindi.
 * `share` is the least Devanagari share of <main>: the contact page's is lower because its campus
 * table shows the 22 campus records (names, addresses, directors) as the university wrote them, in
 * English, marked lang="en" (about 0.58 of its letters are Devanagari).
 */
const PAGES = [
  { path: "/admission", share: 0.6 },
  { path: "/admission/process-and-guidelines", share: 0.6 },
  { path: "/admission/guidelines", share: 0.6 },
  { path: "/admission/refund-policy", share: 0.6 },
  { path: "/amenities/Anti-Ragging", share: 0.6 },
  { path: "/amenities/Scholarship", share: 0.6 },
  { path: "/amenities/Equal-Opportunity", share: 0.6 },
  { path: "/amenities/ICC", share: 0.6 },
  { path: "/contact", share: 0.45 },
  { path: "/help", share: 0.6 },
  { path: "/accessibility-statement", share: 0.6 },
  { path: "/privacy-policy", share: 0.6 },
  { path: "/terms-and-conditions", share: 0.6 },
  { path: "/hyperlinking-policy", share: 0.6 },
  { path: "/copyright-policy", share: 0.6 },
  { path: "/content-archival-policy", share: 0.6 },
];

for (const { path, share } of PAGES) {
  test(`/hi${path}: Hindi page with its language links, switch and no axe violation`, async ({ page }) => {
    await page.goto(`/hi${path}`);
    await expectHindiPage(page, { english: path, hindi: `/hi${path}`, share });
  });
}

test("the Hindi admission page has its headings, tables and links in Hindi, leading to Hindi pages", async ({
  page,
}) => {
  await page.goto("/hi/admission");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("प्रवेश 2025-26");
  await expect(main.getByRole("heading", { name: "प्रवेश के लिए पंजीकरण" })).toBeVisible();
  await expect(main.getByRole("table", { name: "2025-26 के सीट आवंटन राउंड और उनकी तिथियाँ" })).toBeVisible();
  await expect(main.getByRole("rowheader", { name: "डिप्लोमा, राउंड 1" })).toBeVisible();
  await expect(main.getByText("अंतिम अद्यतन:")).toBeVisible();
  await main.getByRole("link", { name: "शुल्क वापसी नीति" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/hi/admission/refund-policy");
  await expect(page.getByRole("heading", { name: "शुल्क वापसी के लिए आवेदन कैसे करें" })).toBeVisible();
});

test("names and campus records without Hindi are marked English on Hindi pages", async ({ page }) => {
  await page.goto("/hi/amenities/ICC");
  await expect(page.getByRole("cell", { name: "पीठासीन अधिकारी" })).toBeVisible();
  await expect(page.locator('main [lang="en"]', { hasText: "Kamna Sachdeva" })).toHaveCount(1);

  await page.goto("/hi/contact");
  const campuses = page.getByRole("table", { name: "परिसरों के पते, निदेशक और मानचित्र" });
  await expect(campuses.getByRole("columnheader", { name: "निदेशक" })).toBeVisible();
  const firstCampus = campuses.getByRole("rowheader").first().getByRole("link");
  await expect(firstCampus).toHaveAttribute("lang", "en");
});

test("the accessibility statement's screen-reader table is in Hindi, and the English page is unchanged", async ({
  page,
}) => {
  await page.goto("/hi/accessibility-statement");
  const table = page.getByRole("table", { name: "स्क्रीन रीडर, उनके प्लेटफ़ॉर्म और लाइसेंस" });
  await expect(table.getByRole("columnheader", { name: "लाइसेंस" })).toBeVisible();
  await expect(table.getByRole("row", { name: /NVDA/ })).toContainText("निःशुल्क");

  await page.goto("/accessibility-statement");
  await expect(page.getByRole("heading", { name: "Screen reader access" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Screen readers, their platforms and licences" })).toContainText(
    "Commercial",
  );
  await expect(page.getByText("Last updated:")).toBeVisible();
});
