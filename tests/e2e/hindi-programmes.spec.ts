import { expect, test } from "@playwright/test";
import { expectHindiPage } from "./hindi-helpers";
import { firstProgramIds } from "./pages-fixtures";

// Each page test runs axe on a long page and follows the language switch both ways.
test.slow();

/**
 * The programme pages in Hindi: the listing, a level and a programme, each a Hindi page by the
 * common checks; their own words, links that stay in Hindi, the filter by a Hindi name, and the
 * Hindi not-found view of an unknown programme.
 */
test("/hi/courses: Hindi listing whose level and programme links stay in Hindi", async ({ page }) => {
  await page.goto("/hi/courses");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("कार्यक्रम");
  await expect(page.getByRole("link", { name: "स्नातक (UG) कार्यक्रम" })).toHaveAttribute("href", "/hi/courses/ug");
  const programmeLinks = await page
    .locator('main a[href*="/programs/"]')
    .evaluateAll((links) => links.map((l) => l.getAttribute("href")));
  expect(programmeLinks.length).toBeGreaterThan(0);
  expect(programmeLinks.every((href) => href?.startsWith("/hi/programs/"))).toBe(true);
  // Programme codes, level acronyms and English department names are Latin; the words are Hindi.
  await expectHindiPage(page, { english: "/courses", hindi: "/hi/courses", share: 0.5, roundTrip: true });
});

test("/hi/courses filters by a programme's Hindi name and stays in Hindi", async ({ page }) => {
  await page.goto("/hi/courses");
  await page.getByLabel("नाम, कोड या विभाग").fill("कंप्यूटर एप्लिकेशंस");
  await page.getByRole("button", { name: "छाँटें" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/hi/courses" && url.searchParams.has("q"));
  await expect(page.getByRole("link", { name: "बैचलर ऑफ़ कंप्यूटर एप्लिकेशंस (BCA)" })).toBeVisible();
  await expect(page.getByRole("link", { name: "मास्टर ऑफ़ कंप्यूटर एप्लिकेशंस (MCA)" })).toBeVisible();
  await expect(page.getByText("2 कार्यक्रम।")).toBeVisible();
});

test("/hi/courses/diploma: a level's programmes in Hindi", async ({ page }) => {
  await page.goto("/hi/courses/diploma");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("डिप्लोमा कार्यक्रम");
  await expect(page.getByRole("link", { name: "कंप्यूटर इंजीनियरिंग में डिप्लोमा", exact: true })).toBeVisible();
  await expect(page.getByText("अवधि: 3 वर्ष · पूर्णकालिक").first()).toBeVisible();
  await expectHindiPage(page, {
    english: "/courses/diploma",
    hindi: "/hi/courses/diploma",
    share: 0.5,
    roundTrip: true,
  });
});

test("/hi/programs/{id}: a programme's facts, structure and structured data in Hindi", async ({ page, request }) => {
  const { withYears } = await firstProgramIds(request);
  const [english, hindi] = [`/programs/${withYears}`, `/hi/programs/${withYears}`];
  await page.goto(hindi);
  for (const term of ["कोड", "स्तर", "अवधि", "अध्ययन का प्रकार", "शुल्क", "विभाग"])
    await expect(page.locator("dt", { hasText: term }).first()).toBeVisible();
  await expect(page.locator("table tbody tr").first().locator("th")).toHaveText("वर्ष 1");
  const heading = await page.getByRole("heading", { level: 1 }).textContent();
  expect(heading).toMatch(/[\u0900-\u097F]/);
  const program = (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((text) => JSON.parse(text))
    .find((data) => data["@type"] === "EducationalOccupationalProgram");
  expect(program).toMatchObject({ name: heading, inLanguage: "hi-IN" });
  expect(program.programPrerequisites).toMatch(/[\u0900-\u097F]/);
  expect(await page.title()).toContain(heading!);
  await expectHindiPage(page, { english, hindi, share: 0.6, roundTrip: true });
});

for (const id of ["000000000000000000000000", "not-a-real-id"]) {
  test(`/hi/programs/${id}: 404 with the not-found view in Hindi`, async ({ page }) => {
    const response = await page.goto(`/hi/programs/${id}`);
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/नहीं मिला/);
    expect(await page.locator('meta[name="robots"][content*="noindex"]').count()).toBeGreaterThan(0);
  });
}
