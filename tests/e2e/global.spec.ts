import { expect, test } from "@playwright/test";

test.describe("global behaviours", () => {
  test("an unknown path answers 404 with the not-found page", async ({ page }) => {
    const response = await page.goto("/this/page/does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    await expect(
      page.getByText(
        "The page you’re looking for doesn’t exist or has been moved. Let’s get you back to something helpful.",
      ),
    ).toBeVisible();
    await page.getByRole("link", { name: "Go back home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Delhi Skill and Entrepreneurship University");
  });

  test("a hash in the URL scrolls to the element with that id", async ({ page }) => {
    await page.goto("/#campuses-title");
    await expect(page.locator("#campuses-title")).toBeInViewport();
  });

  test("after client-side navigation, a hash change scrolls to its element", async ({ page }) => {
    await page.goto("/this-is-missing");
    await page.getByRole("link", { name: "Go back home" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Delhi Skill and Entrepreneurship University");
    await page.evaluate(() => {
      window.location.hash = "study-title";
    });
    await expect(page.locator("#study-title")).toBeInViewport();
  });
});

test("while the next page loads, a full-screen loading view shows the logo and a loader", async ({ page }) => {
  await page.goto("/site-map");
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // Hold the next page's data so the navigation stays in flight.
  await page.route("**/help**", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("main").getByRole("link", { name: "Help", exact: true }).click();
  const loader = page.getByRole("status").filter({ has: page.getByRole("img", { name: "Loading..." }) });
  await expect(loader).toBeVisible();
  await expect(loader.getByRole("img", { name: "DSEU" })).toBeVisible();
  release();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Help");
  await expect(loader).toHaveCount(0);
});
