import { expect, test } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { signIn } from "./admin-helpers";
import { expectAccessible } from "./axe";

// Unique to this run, so the counts read below are this spec's own.
const run = Math.random().toString(36).slice(2, 8).replace(/\d/g, "q");
const nothingQuery = `zzqx${run}`;

test.describe("search: did you mean, nothing found, and the web team's insights", () => {
  test("a misspelt query offers the word the site uses and finds its page", async ({ page }) => {
    await page.goto("/search?q=scholarshp");
    const didYouMean = page.getByTestId("did-you-mean");
    await expect(didYouMean).toContainText("Did you mean");
    await expect(didYouMean.getByRole("link", { name: "scholarship" })).toHaveAttribute(
      "href",
      "/search?q=scholarship",
    );
    await expect(
      page.getByRole("region", { name: "Pages" }).getByRole("link", { name: "Scholarships" }),
    ).toHaveAttribute("href", "/amenities/Scholarship");
    await expectAccessible(page);
  });

  test("a query that finds nothing says so and offers the three default suggestions", async ({ page }) => {
    await page.goto(`/search?q=${nothingQuery}`);
    await expect(page.getByRole("main").getByRole("status")).toHaveText(`Nothing matches “${nothingQuery}”.`);
    const suggestions = page.getByRole("region", { name: "Try one of these" });
    await expect(suggestions.getByRole("link")).toHaveCount(3);
    await expect(suggestions.getByRole("link", { name: "Undergraduate courses" })).toBeVisible();
    await expectAccessible(page);
  });

  test("/hi/search finds Hindi words and their transliterations, leading to the Hindi pages", async ({ page }) => {
    for (const query of ["प्रवेश", "pravesh"]) {
      await page.goto(`/hi/search?q=${encodeURIComponent(query)}`);
      const first = page.getByRole("main").locator("a[data-search-result]").first();
      await expect(first, query).toHaveAttribute("href", "/hi/admission");
    }
  });

  test("/admin/search shows the query just made, what it found and the result opened", async ({ page, browser }) => {
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`/search?q=${nothingQuery}`);
    await visitor.goto(`/search?q=Aryabhatt`);
    // Opening a result sends the beacon (sendBeacon: its request is awaited here).
    const beacon = visitor.waitForRequest((request) => request.url().endsWith("/api/search/click"));
    await visitor.getByRole("link", { name: "Aryabhatt DSEU Campus" }).click();
    await beacon;
    await visitor.context().close();

    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto("/admin/search");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Site search");
    const zero = page.getByRole("region", { name: "Queries that found nothing" });
    await expect(zero.getByRole("row", { name: new RegExp(`^${nothingQuery} \\d+ 0 0$`) })).toBeVisible();
    const top = page.getByRole("region", { name: "Top queries" });
    await expect(top.getByRole("row", { name: /^aryabhatt \d+ \d+ [1-9]\d*$/ })).toBeVisible();
    await expect(page.getByLabel("Synonyms, one group a line")).toHaveValue(
      /^fee, fees, fee structure, refund, shulk, शुल्क$/m,
    );
    await expectAccessible(page);
  });
});
