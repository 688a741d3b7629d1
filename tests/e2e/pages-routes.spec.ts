import { expect, test } from "@playwright/test";
import { dataPageRoutes, watchConsole } from "./pages-fixtures";

/**
 * Every route of the data-driven half of the site answers 200 with one <h1>, a title no other page
 * has, a description, a canonical link, and no console errors.
 */
test("every data page answers 200 with an h1, a unique title and no console errors", async ({ page, request }) => {
  test.setTimeout(300_000);
  const routes = await dataPageRoutes(request);
  const titles = new Map<string, string>();
  for (const route of routes) {
    const errors = watchConsole(page);
    const response = await page.goto(route);
    expect(response?.status(), route).toBe(200);
    await expect(page.locator("h1"), route).toHaveCount(1);
    await expect(page.locator("h1"), route).not.toBeEmpty();
    const title = await page.title();
    expect(titles.has(title), `${route} has the title of ${titles.get(title)}: ${title}`).toBe(false);
    titles.set(title, route);
    expect(await page.locator('meta[name="description"]').getAttribute("content"), route).toBeTruthy();
    expect(await page.locator('link[rel="canonical"]').getAttribute("href"), route).toMatch(/^https?:\/\//);
    // Hydration problems surface right after load.
    await page.waitForLoadState("load");
    await page.waitForTimeout(250);
    expect(errors, route).toEqual([]);
    page.removeAllListeners("console");
    page.removeAllListeners("pageerror");
  }
});

test("pages render their content on the server (real text in the HTML)", async ({ request }) => {
  const html = await (await request.get("/campus/zone/north")).text();
  expect(html).toContain("DSEU North Zone Campuses");
  expect(html).toContain("Guru Nanak Dev DSEU Campus");
  expect(await (await request.get("/academics/faculty")).text()).toContain(
    "Faculty of Computational and IT Enabled Skills",
  );
  expect(await (await request.get("/administration/administrative/board-of-management")).text()).toContain(
    "Prof. Ashok Kumar Nagawat",
  );
});

test("unknown ids, levels, zones, campuses and sub-pages answer 404", async ({ request }) => {
  for (const path of [
    "/programs/000000000000000000000000",
    "/programs/not-an-id",
    "/courses/phd",
    "/Courses/PhD",
    "/campus/zone/moon",
    "/campus/no-such-campus",
    "/dept/000000000000000000000000",
    "/faculty/000000000000000000000000",
    "/administration/administrative/no-such-office",
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});
