import { expect, test } from "@playwright/test";

const POLICY_PAGES = [
  ["/accessibility-statement", "Accessibility Statement"],
  ["/help", "Help"],
  ["/privacy-policy", "Privacy Policy"],
  ["/terms-and-conditions", "Terms and Conditions"],
  ["/hyperlinking-policy", "Hyperlinking Policy"],
  ["/copyright-policy", "Copyright Policy"],
  ["/content-archival-policy", "Content Archival Policy"],
  ["/site-map", "Site Map"],
] as const;

test.describe("website policy pages (GIGW)", () => {
  test("each answers 200 with its heading, a unique title, a canonical link and a last-updated date", async ({
    page,
  }) => {
    const titles = new Set<string>();
    for (const [path, heading] of POLICY_PAGES) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      titles.add(await page.title());
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path}$`));
      if (path !== "/site-map") await expect(page.getByText(/^Last updated:/)).toBeVisible();
    }
    expect(titles.size).toBe(POLICY_PAGES.length);
  });

  test("the accessibility statement lists screen readers in a table, marking external links", async ({ page }) => {
    await page.goto("/accessibility-statement");
    const table = page.getByRole("table", { name: "Screen readers, their platforms and licences" });
    await expect(table.getByRole("rowheader")).toHaveCount(6);
    await expect(table.getByRole("link", { name: /NVDA.*\(opens in a new tab\)/ })).toHaveAttribute("target", "_blank");
  });

  test("the site map is built from the navigation data", async ({ page }) => {
    await page.goto("/site-map");
    for (const name of ["Vision and Mission", "Academic Regulations", "North zone", "Job Portal", "Privacy Policy"]) {
      await expect(page.getByRole("main").getByRole("link", { name, exact: true })).toBeVisible();
    }
  });

  test("an unknown single-segment path is still a 404", async ({ request }) => {
    expect((await request.get("/no-such-policy")).status()).toBe(404);
  });
});
