import { expect, test } from "@playwright/test";
import hi from "../../messages/hi.json" with { type: "json" };
import { expectHindiPage } from "./hindi-helpers";
import { firstFacultyId } from "./pages-fixtures";

// Each page test runs axe on a long page and follows the language switch both ways.
test.slow();

/**
 * Faculties, departments, faculty profiles and the university's officers in Hindi. Names of
 * Faculties, departments and people, designations and what members wrote about themselves are
 * records: shown as stored and marked English. `share` is the least Devanagari share of <main>,
 * lower where a page is mostly such records (the figures measured on the seed are in comments).
 */
const OFFICER_PAGES = [
  // Biographies, messages and the office's texts in Hindi (0.94, 0.77, 0.93, 0.90 and 0.76 on the
  // seed); the Registrar's and the Controller of Finance's pages list officers, English records.
  { path: "/administration/vice-chancellor", heading: "संदेश", share: 0.6 },
  { path: "/registrar", heading: "संदेश", share: 0.6 },
  { path: "/administration/chancellor", heading: "संदेश", share: 0.6 },
  { path: "/administration/coe", heading: "परीक्षा शाखा", share: 0.6 },
  { path: "/administration/cof", heading: "कार्यालय में संपर्क", share: 0.6 },
  // Every level of the chart names its current holders and their titles, English records (0.61).
  { path: "/academics/academicAdministration", heading: "संरचना", share: 0.5 },
  // Tables whose contact column names office holders and emails (0.67 and 0.74).
  { path: "/administration/Support-Services", heading: "सेवाएँ और संपर्क", share: 0.6 },
  { path: "/administration/Other-Academic-Units", heading: "इकाइयाँ", share: 0.6 },
];

for (const { path, heading, share } of OFFICER_PAGES) {
  test(`/hi${path}: the officer's page in Hindi, records marked English`, async ({ page }) => {
    await page.goto(`/hi${path}`);
    await expect(page.getByRole("main").getByRole("heading", { level: 2, name: heading })).toBeVisible();
    await expectHindiPage(page, { english: path, hindi: `/hi${path}`, share });
  });
}

test("the Hindi Vice Chancellor's page: the message and the biography in Hindi, the name marked English", async ({
  page,
}) => {
  await page.goto("/hi/administration/vice-chancellor");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("कुलपति");
  await expect(main.getByRole("heading", { level: 2, name: "Prof. (Dr.) Ashok Kumar Nagawat" })).toBeVisible();
  await expect(main.locator('#holder span[lang="en"]')).toHaveText("Prof. (Dr.) Ashok Kumar Nagawat");
  await expect(main.locator("blockquote")).toContainText("राष्ट्रीय शिक्षा नीति");
  await expect(main.locator("blockquote")).not.toHaveAttribute("lang", "en");
  await expect(main.getByRole("heading", { level: 3, name: "पूर्व पद" })).toBeVisible();
  // A related page with a Hindi version is linked in Hindi.
  await expect(main.getByRole("link", { name: "DSEU का शैक्षणिक प्रशासन" })).toHaveAttribute(
    "href",
    "/hi/academics/academicAdministration",
  );
});

test("/hi/academics/faculty: the Faculties in Hindi, their names marked English, links to Hindi pages", async ({
  page,
}) => {
  await page.goto("/hi/academics/faculty");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(hi.peoplePages.directory.title);
  await expect(main.getByRole("note")).toHaveText(hi.peoplePages.disclaimer);
  const schools = main.locator("li > h2");
  // The university's fifteen, and for a moment one more while admin-departments adds and deletes one.
  expect(await schools.count()).toBeGreaterThanOrEqual(15);
  await expect(schools.first()).toHaveAttribute("lang", "en");
  const links = await main.locator('a[href*="/dept/"]').evaluateAll((all) => all.map((a) => a.getAttribute("href")));
  expect(links.length).toBeGreaterThan(15);
  expect(links.every((href) => href?.startsWith("/hi/dept/"))).toBe(true);
  // Fifteen Faculty names and 105 department names, all English records (0.12 of the letters are Devanagari).
  await expectHindiPage(page, { english: "/academics/faculty", hindi: "/hi/academics/faculty", share: 0.1 });
});

test("a Hindi department page: its sections in Hindi, and choosing another department stays on /hi", async ({
  page,
}) => {
  await page.goto("/hi/academics/faculty");
  await page.getByRole("link", { name: "Department of Computer Engineering", exact: true }).click();
  await expect(page).toHaveURL(/\/hi\/dept\/[0-9a-f]{24}\?department=[0-9a-f]{24}$/);
  const main = page.getByRole("main");
  for (const name of ["विभागाध्यक्ष", "कार्यक्रम", "संकाय सदस्य"])
    await expect(main.getByRole("heading", { level: 3, name })).toBeVisible();
  await expect(main.getByRole("heading", { level: 4, name: "DSEU के संकाय सदस्य" })).toBeVisible();
  await expect(main.getByRole("heading", { level: 4, name: "डिप्लोमा" })).toBeVisible();
  await expect(main.getByRole("heading", { level: 2, name: "Department of Computer Engineering" })).toHaveAttribute(
    "lang",
    "en",
  );
  // Every programme and faculty member is linked to its Hindi page.
  const links = await main
    .locator('a[href*="/programs/"], a[href*="/faculty/"]')
    .evaluateAll((all) => all.map((a) => a.getAttribute("href")));
  expect(links.length).toBeGreaterThan(0);
  expect(links.every((href) => href?.startsWith("/hi/"))).toBe(true);

  const nav = page.getByRole("navigation", { name: hi.peoplePages.department.departments });
  const other = nav.getByRole("link").nth(1);
  const otherName = (await other.textContent())!;
  await other.click();
  await expect(page).toHaveURL(/\/hi\/dept\/[0-9a-f]{24}\?department=[0-9a-f]{24}$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(main.getByRole("heading", { level: 2, name: otherName })).toBeVisible();
  await expect(nav.getByRole("link", { name: otherName, exact: true })).toHaveAttribute("aria-current", "page");
  const url = new URL(page.url());
  // The names, designations and emails of the department's members are English records: the more
  // members a department lists, the lower the share (0.55 for a department with none).
  await expectHindiPage(page, {
    english: `${url.pathname.slice("/hi".length)}${url.search}`,
    hindi: `${url.pathname}${url.search}`,
    share: 0.15,
  });
});

test("/hi/faculty/{id}: a profile's labels and headings in Hindi, the member's own texts marked English", async ({
  page,
  request,
}) => {
  const id = await firstFacultyId(request);
  await page.goto(`/hi/faculty/${id}`);
  const main = page.getByRole("main");
  for (const term of ["पदनाम", "विभाग", "ईमेल"]) await expect(main.locator("dt", { hasText: term })).toBeVisible();
  for (const name of ["परिचय", "अनुसंधान"]) await expect(main.getByRole("heading", { level: 2, name })).toBeVisible();
  await expect(main.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "en");
  // A short profile: the name, designation, department, Faculty and email are English records (0.13).
  await expectHindiPage(page, { english: `/faculty/${id}`, hindi: `/hi/faculty/${id}`, share: 0.1 });
});

for (const path of ["/dept/000000000000000000000000", "/dept/not-a-real-id", "/faculty/000000000000000000000000"]) {
  test(`/hi${path}: 404 with the not-found view in Hindi`, async ({ page }) => {
    const response = await page.goto(`/hi${path}`);
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    // The server sends the site's not-found page for a page's notFound() (lib/server/not-found-markup.ts), in Hindi.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hi.notFound.title);
  });
}
