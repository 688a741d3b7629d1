import { expect, test } from "@playwright/test";

test("the sitemap lists the data pages with dates from the data, as valid XML", async ({ page, request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("xml");
  const xml = await response.text();
  await page.goto("/courses");
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    return {
      error: doc.getElementsByTagName("parsererror").length > 0,
      urls: [...doc.getElementsByTagName("url")].map((url) => ({
        loc: url.getElementsByTagName("loc")[0]?.textContent ?? "",
        lastmod: url.getElementsByTagName("lastmod")[0]?.textContent ?? null,
      })),
    };
  }, xml);
  expect(parsed.error).toBe(false);
  const paths = parsed.urls.map((u) => new URL(u.loc).pathname + new URL(u.loc).search);
  for (const path of [
    "/",
    "/courses",
    "/courses/ug",
    "/campus/zone/north",
    "/academics/faculty",
    "/recruitment",
    "/tenders",
    "/about-us/history",
    "/administration/administrative/statutory-bodies?body=academic-council&part=minutes",
  ]) {
    expect(paths).toContain(path);
  }
  for (const prefix of ["/programs/", "/campus/dseu-", "/dept/", "/faculty/"])
    expect(
      paths.some((p) => p.startsWith(prefix)),
      prefix,
    ).toBe(true);
  expect(paths).not.toContain("/Courses");
  const courses = parsed.urls.find((u) => new URL(u.loc).pathname === "/courses");
  expect(courses?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T/);
});

test("robots.txt keeps crawlers out of the staff area, its sign-in and the API, and names the sitemap", async ({
  request,
}) => {
  const text = await (await request.get("/robots.txt")).text();
  for (const rule of ["Disallow: /admin/", "Disallow: /admin$", "Disallow: /admin-login", "Disallow: /api/"])
    expect(text).toContain(rule);
  expect(text).not.toMatch(/^Disallow: \/admin$/m);
  expect(text).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
});

test("an administrative sub-page without content shows 'under construction' with its name, as a noindex 404", async ({
  page,
}) => {
  const response = await page.goto("/administration/administrative/staff-welfare");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Under Construction" })).toBeVisible();
  await expect(page.getByText("Staff Welfare is currently being built. Stay tuned for updates!")).toBeVisible();
  expect(await page.locator('meta[name="robots"][content*="noindex"]').count()).toBeGreaterThan(0);
  await page.getByRole("link", { name: "Go Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("old links to administrative sub-pages answer in any case", async ({ page }) => {
  expect((await page.goto("/administration/administrative/statutes"))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Statutes, University Act, Ordinances");
  expect(new URL((await page.locator('link[rel="canonical"]').getAttribute("href"))!).pathname).toBe(
    "/administration/administrative/Statutes",
  );
});

test("every data page carries breadcrumbs as navigation and as BreadcrumbList", async ({ page }) => {
  await page.goto("/campus/zone/west");
  await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" })).toBeVisible();
  const lists = (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((t) => JSON.parse(t))
    .filter((d) => d["@type"] === "BreadcrumbList");
  expect(lists).toHaveLength(1);
  expect(lists[0].itemListElement.at(-1).name).toBe("West Zone campuses");
});
