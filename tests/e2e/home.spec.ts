import { expect, test } from "@playwright/test";
import { openHome } from "./frame-helpers";
import { uploadNotices } from "./notice-fixtures";

test.describe("home page", () => {
  test("renders the real DSEU content from the seeded database on the server", async ({ page, request }) => {
    const response = await request.get("/");
    const html = await response.text();
    // Content is in the HTML itself, for search engines and slow phones.
    expect(html).toContain("Information Bulletin");
    expect(html).toContain("Guru Nanak Dev");
    // Where a wrong language came from, should it ever: the final address and the page cache's answer.
    const answered = `${response.url()} (${response.status()}, page cache: ${response.headers()["x-page-cache"]})`;
    expect(html.match(/<html[^>]*\slang="([^"]*)"/)?.[1], answered).toBe("en");
    const structured = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]!),
    );
    expect(structured).toContainEqual(
      expect.objectContaining({ "@type": "CollegeOrUniversity", name: "Delhi Skill and Entrepreneurship University" }),
    );

    await page.goto("/");
    await expect(page).toHaveTitle(/Delhi Skill and Entrepreneurship University/);
    await expect(page.getByRole("heading", { level: 2, name: "Announcements" })).toBeVisible();
    for (const zone of ["central", "north", "south", "east", "west"]) {
      await expect(page.getByRole("link", { name: `${zone} zone` })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "VIEW ALL PROGRAMMES" })).toHaveAttribute("href", "/Courses");
  });

  test("a notice links to its PDF, served inline with safe headers", async ({ page, request }, testInfo) => {
    await uploadNotices(request, [
      { title: `E2E students' notice ${Date.now()} ${testInfo.project.name}`, section: "students" },
    ]);
    await page.goto("/");
    const href = await page
      .locator('section[aria-labelledby="bulletin-title"] a[href^="/files/"]')
      .first()
      .getAttribute("href");
    expect(href).toBeTruthy();
    const response = await request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    expect(response.headers()["content-disposition"]).toMatch(/^inline; filename=".+\.pdf"; filename\*=UTF-8''/);
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");

    const again = await request.get(href!, { headers: { "If-None-Match": response.headers()["etag"]! } });
    expect(again.status()).toBe(304);
  });

  test("skip link moves focus to the main content", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === "mobile", "keyboard test on desktop");
    // The admission notifications open over the page once it is interactive; closing them puts the keyboard back at the top.
    await openHome(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("#main-content")).toBeFocused();
  });
});
