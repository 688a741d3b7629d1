import { expect, test, type Page } from "@playwright/test";
import { contentPages } from "../../lib/db/seed/content/pages";
import { OLD_ADDRESSES } from "../../lib/seo/public-routes";

// The old addresses of content pages (the bulletin's has its own tests in pages-boards.spec.ts).
const oldAddresses = Object.entries(OLD_ADDRESSES).filter(([, current]) =>
  contentPages.some((p) => p.path === current),
);
const routes = [...contentPages.map((p) => p.path), ...oldAddresses.map(([old]) => old)];

/**
 * Console errors of a page, collected while the test runs. Next.js prefetches the pages that
 * visible links point to; links to pages that other parts of the site provide (tenders, admin
 * sign-in, administrative offices, ...) answer 404 until those parts exist, so a failed prefetch
 * of a page that is not one of these content pages is not counted. Every other error is.
 */
function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const source = message.location().url ? new URL(message.location().url) : undefined;
    const otherPartsPrefetch =
      message.text().startsWith("Failed to load resource") &&
      source?.searchParams.has("_rsc") &&
      !routes.includes(source.pathname);
    if (!otherPartsPrefetch) errors.push(`${message.text()} ${message.location().url}`);
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

test.describe("content pages", () => {
  // The machine running the suite is shared; pages are given time to load under load.
  test.describe.configure({ timeout: 60_000 });
  for (const route of routes) {
    test(`${route} answers 200 with one h1, its breadcrumbs, a description and no console errors`, async ({ page }) => {
      const errors = watchConsole(page);
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toBeVisible();
      await expect(page.getByText(/^Last updated:/)).toBeVisible();
      expect(await page.locator('meta[name="description"]').getAttribute("content")).toBeTruthy();
      await page.waitForLoadState("load");
      expect(errors).toEqual([]);
    });
  }

  test("every canonical page has a title of its own, and the text is in the server's HTML", async ({ request }) => {
    const titles = new Map<string, string>();
    for (const page of contentPages) {
      const html = await (await request.get(page.path)).text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
      expect(title, page.path).toBeTruthy();
      expect(titles.get(title!), `${page.path} repeats the title of ${titles.get(title!)}`).toBeUndefined();
      titles.set(title!, page.path);
      expect(html).toContain(page.title.replace(/&/g, "&amp;"));
    }
  });

  test("each duplicated route names the canonical address in its canonical link", async ({ request }) => {
    for (const [alternate, canonical] of oldAddresses) {
      for (const path of [alternate, canonical]) {
        const html = await (await request.get(path)).text();
        const link = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
        expect(new URL(link!).pathname, path).toBe(canonical);
      }
    }
  });

  test("the officers' pages take names and messages from the database", async ({ page }) => {
    await page.goto("/vice-chancellor");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vice Chancellor");
    await expect(page.getByRole("heading", { level: 2, name: "Prof. (Dr.) Ashok Kumar Nagawat" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Message" })).toBeVisible();
    await page.goto("/registrar");
    const alsoHolds = page.getByRole("region", { name: "Also holds" });
    await expect(alsoHolds.getByText("Controller of Finance")).toBeVisible();
    await expect(alsoHolds.getByText("Director, IQAC")).toBeVisible();
  });

  test("placement statistics are a chart and, as its text alternative, a table", async ({ page }) => {
    await page.goto("/placement");
    const figure = page.getByRole("figure", { name: "Diploma students selected, by company" });
    await expect(figure.getByRole("img", { name: /Diploma students selected, by company/ })).toBeVisible();
    await expect(figure.locator("[data-bar]")).toHaveCount(17);
    await expect(figure.getByRole("row", { name: "Maruti Suzuki 137" })).toBeVisible();
    await expect(
      page.getByRole("table", { name: "Training and placement officers by zone" }).getByText("placements@dseu.ac.in"),
    ).toBeVisible();
  });

  test("committees are tables with row headers", async ({ page }) => {
    await page.goto("/amenities/ICC");
    const members = page.getByRole("table", { name: "Members of the Internal Complaints Committee" });
    await expect(members.getByRole("rowheader", { name: "Prof(Dr.) Kamna Sachdeva" })).toBeVisible();
    await expect(members.getByRole("row")).toHaveCount(10);
    await page.goto("/amenities/Anti-Ragging");
    await expect(page.getByRole("link", { name: "1800-180-5522" })).toHaveAttribute("href", "tel:18001805522");
  });

  test("the IQAC page links the order that constituted the committee, from the notices", async ({ page }) => {
    await page.goto("/academics/IQAC");
    const order = page
      .getByRole("region", { name: "The order constituting the committee" })
      .getByRole("link", { name: /Constitution of the Internal Quality Assurance Cell/ });
    // An uploaded order, or (the seed has no copy of the document) the page of its facts.
    await expect(order).toHaveAttribute("href", /^(\/files\/[0-9a-f]{24}\/|\/academics\/IQAC$)/);
    await expect(page.getByRole("table", { name: "Members of the IQAC committee" }).getByRole("row")).toHaveCount(21);
  });

  test("the collaborations can be searched and paged through links", async ({ page }) => {
    await page.goto("/academics/collaboration");
    const table = page.getByRole("table", { name: /Academic collaborations, page 1 of 9/ });
    await expect(table.getByRole("row")).toHaveCount(11);
    await page
      .getByRole("navigation", { name: "Pages of collaborations" })
      .getByRole("link", { name: "Page 9" })
      .click();
    await expect(page).toHaveURL(/\/academics\/collaboration\?page=9$/);
    await expect(
      page.getByRole("table", { name: /page 9 of 9/ }).getByRole("rowheader", { name: "Tech Mahindra Foundation" }),
    ).toBeVisible();

    await page.getByLabel("Search by partner or programme").fill("hdfc");
    await page.getByRole("main").getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\?q=hdfc$/);
    await expect(page.getByText("Showing 1–2 of 2 collaborations matching “hdfc”.")).toBeVisible();
    await expect(page.getByRole("rowheader")).toHaveText(["HDFC Bank", "HDFC Life Insurance"]);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
  });
});
