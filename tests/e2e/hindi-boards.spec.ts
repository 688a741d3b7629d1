import { expect, test } from "@playwright/test";
import hi from "../../messages/hi.json" with { type: "json" };
import { expectHindiPage } from "./hindi-helpers";
import { dayFromNow, uploadNotices } from "./notice-fixtures";

const words = hi.noticeBoards;
const tag = Date.now().toString(36);

// An open position, so that the job portal's table and its JobPosting are there in Hindi too.
test.beforeAll(async ({ request }, testInfo) => {
  await uploadNotices(request, [
    {
      title: `E2E Hindi board position ${tag} ${testInfo.project.name}`,
      section: "academic positions",
      endDate: dayFromNow(20),
      apply: "https://dseunt.samarth.edu.in/index.php/site/login",
      vacancies: "3",
    },
  ]);
});

/**
 * The notice boards, tenders, examination and the administrative offices in Hindi. `share` is the
 * least Devanagari share of <main>. The boards list notices (and examination documents) whose
 * titles are records in English, marked lang="en": how much of the page they are depends on how
 * many notices the other specs have uploaded, so their share is set low (on a freshly seeded site
 * it is 0.73 to 1.0). Team DSEU is mostly people's names (0.39), the Board of Management and the
 * employee policies list names and document titles as written (0.77, 0.66); the pages of fixed
 * words are above 0.6.
 */
const PAGES = [
  { path: "/announcements", share: 0.3 },
  { path: "/admission/information-bulletin?section=students", share: 0.3 },
  { path: "/recruitment", share: 0.3 },
  { path: "/recruitment/archive/non%20academic%20positions", share: 0.3 },
  { path: "/recruitment-rules", share: 0.3 },
  { path: "/tenders?archived=true", share: 0.6 },
  { path: "/examination", share: 0.4 },
  { path: "/administration/administrative", share: 0.6 },
  { path: "/administration/administrative/office-orders", share: 0.3 },
  { path: "/administration/administrative/statutory-bodies?body=academic-council&part=minutes", share: 0.3 },
  { path: "/administration/administrative/board-of-management", share: 0.5 },
  { path: "/administration/administrative/team-dseu", share: 0.3 },
  { path: "/administration/administrative/Statutes", share: 0.6 },
  { path: "/administration/administrative/advisory-board", share: 0.6 },
  { path: "/administration/administrative/employee-policy", share: 0.5 },
];

for (const { path, share } of PAGES) {
  test(`/hi${path}: Hindi page with its language links, switch and no axe violation`, async ({ page }) => {
    await page.goto(`/hi${path}`);
    await expectHindiPage(page, { english: path, hindi: `/hi${path}`, share });
  });
}

test("a Hindi board's search, tabs and archive switch stay on Hindi addresses", async ({ page }) => {
  await page.goto("/hi/announcements");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.announcements.title);
  const form = page.getByRole("search", { name: words.list.filterLabel });
  await expect(form).toHaveAttribute("action", "/hi/announcements");
  await page.getByLabel(words.list.searchByTitle).fill("swavalamban");
  await page.getByRole("button", { name: words.list.applyFilters }).click();
  // A GET form: the empty date fields travel too.
  await expect(page).toHaveURL(
    (url) => url.pathname === "/hi/announcements" && url.searchParams.get("q") === "swavalamban",
  );
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.locator("main ul.divide-y > li")).toHaveCount(1);
  await page.getByRole("link", { name: words.list.clearFilters }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/hi/announcements" && url.search === "");

  await page.getByRole("link", { name: words.list.seeArchived }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/hi/announcements" && url.search === "?archived=true");
  await expect(page.getByRole("heading", { level: 2, name: words.announcements.archivedHeading })).toBeVisible();

  await page.goto("/hi/admission/information-bulletin");
  const tabs = page.getByRole("navigation", { name: words.bulletin.tabs });
  await tabs.getByRole("link", { name: words.bulletin.sections["important links"] }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === "/hi/admission/information-bulletin" && url.search === "?section=important+links",
  );
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { level: 2, name: words.bulletin.sections["important links"] })).toBeVisible();
});

test("a page past the last one of a Hindi board says so in Hindi, with the page links in Hindi", async ({ page }) => {
  await page.goto("/hi/announcements?page=9");
  await expect(page.getByText("पृष्ठ 9 उपलब्ध नहीं है; इस सूची में केवल 1 पृष्ठ है।")).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
});

test("notice titles without Devanagari are marked English; dates and file words are Hindi", async ({ page }) => {
  await page.goto("/hi/announcements?q=swavalamban");
  const item = page.locator("main ul.divide-y > li").first();
  await expect(item.getByRole("link").locator('[lang="en"]')).toHaveText(/Swavalamban Skill to Enterprise Model/);
  await expect(item).toContainText(`${words.list.published} 14 अक्टू॰ 2023`);

  await page.goto("/hi/recruitment");
  const headers = await page.locator("main table thead th").allTextContents();
  expect(headers).toEqual([
    words.jobs.serial,
    words.jobs.title,
    words.jobs.notification,
    words.jobs.vacancies,
    words.jobs.startingDate,
    words.jobs.lastDate,
    words.jobs.apply,
  ]);
  const row = page.locator("main table tbody tr", { hasText: `E2E Hindi board position ${tag}` });
  await expect(row.getByRole("rowheader").locator('[lang="en"]')).toContainText("E2E Hindi board position");
  await expect(row.getByText(hi.notices.new, { exact: true })).toBeVisible();
  const archive = page.getByRole("link", { name: "संग्रहीत देखें: शैक्षणिक पद" });
  await expect(archive).toHaveAttribute("href", "/hi/recruitment/archive/academic%20positions");
  const postings = (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((text) => JSON.parse(text))
    .flatMap((data) => data["@graph"] ?? [])
    .filter((item: { "@type": string }) => item["@type"] === "JobPosting");
  expect(postings.length).toBeGreaterThan(0);
  expect(postings[0].description).toContain("दिल्ली कौशल एवं उद्यमिता विश्वविद्यालय");
  expect(new URL(postings[0].url).pathname).toBe("/hi/recruitment");
});

test("Hindi tenders show their Hindi titles; the archive switch stays in Hindi", async ({ page }) => {
  await page.goto("/hi/tenders");
  await expect(page.getByText(words.tenders.noOpen)).toBeVisible();
  await page.getByRole("link", { name: words.tenders.seeArchived }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/hi/tenders" && url.search === "?archived=true");
  const row = page.locator("main table tbody tr", { hasText: "GEM/2024/B/5226813" });
  await expect(row).toContainText("कार्ड होल्डर और लैनयार्ड सहित विद्यार्थी पहचान-पत्रों की छपाई");
  await expect(row.getByRole("rowheader").locator('[lang="en"]')).toHaveText("GEM/2024/B/5226813");
});

test("the administrative offices in Hindi: menu, tabs and the under-construction view", async ({ page }) => {
  await page.goto("/hi/administration/administrative/statutory-bodies");
  await page
    .getByRole("navigation", { name: words.statutoryBodies.bodiesTabs })
    .getByRole("link", { name: words.statutoryBodies.bodies["academic-council"] })
    .click();
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === "/hi/administration/administrative/statutory-bodies" &&
      url.search === "?body=academic-council&part=members",
  );
  const menu = page.getByRole("navigation", { name: words.offices.menu });
  await menu.getByRole("link", { name: "टीम DSEU" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/hi/administration/administrative/team-dseu");
  await expect(page.getByRole("heading", { level: 2, name: "परिसर निदेशक" })).toBeVisible();
  await expect(page.locator('main [lang="en"]', { hasText: "Ashok Kumar Nagawat" }).first()).toBeVisible();

  const missing = await page.goto("/hi/administration/administrative/staff-welfare");
  expect(missing?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.offices.underConstruction.heading);
  await expect(page.locator('main [lang="en"]', { hasText: "Staff Welfare" })).toBeVisible();
  await expect(page.getByRole("link", { name: words.offices.underConstruction.home })).toHaveAttribute("href", "/hi");
});
