import { expect, test, type Locator } from "@playwright/test";

/** A stored photograph: served from /files/ as an image, described by its alt text. */
async function expectStoredPhoto(image: Locator) {
  await expect(image).toHaveAttribute("src", /^\/files\/[0-9a-f]{24}\/[\w.-]+\.jpg$/);
  await expect(image).toHaveAttribute("alt", /\S/);
  const response = await image.page().request.get((await image.getAttribute("src"))!);
  expect(response.ok()).toBe(true);
  expect(response.headers()["content-type"]).toBe("image/jpeg");
}

test("the home banner is the university's photograph of its Dwarka campus", async ({ page }) => {
  await page.goto("/");
  const banner = page.locator("section", { has: page.getByRole("heading", { level: 1 }) }).locator("img");
  await expectStoredPhoto(banner);
  await expect(banner).toHaveAttribute("alt", /Dwarka campus/);
});

test("a campus page shows the campus's photograph", async ({ page }) => {
  await page.goto("/campus/dseu-dwarka-campus");
  const photo = page.getByRole("main").getByRole("img", { name: "DSEU Dwarka Campus" });
  await expectStoredPhoto(photo);
});
