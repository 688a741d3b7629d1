import { expect, test, type Page } from "@playwright/test";
import { installClock, openHome, pauseClock } from "./frame-helpers";

// The suite runs with reduced motion (playwright.config.ts); the motion itself is tested here.
test.use({ reducedMotion: "no-preference" });

const achievements = (page: Page) => page.getByRole("region", { name: "Recent achievements" });

/** The number (1-8) of the achievement slide on show. */
async function currentSlide(page: Page) {
  const label = await achievements(page)
    .locator('[aria-roledescription="slide"]:not([inert])')
    .getAttribute("aria-label");
  return Number(label!.split(" of ")[0]);
}

const after = (slide: number) => (slide % 8) + 1;

test.describe("achievements carousel", () => {
  test("8 slides; it advances every 3 seconds and wraps round", async ({ page }) => {
    await installClock(page);
    await openHome(page);
    await pauseClock(page);
    await expect(achievements(page).locator('[aria-roledescription="slide"]')).toHaveCount(8);
    await expect(achievements(page).locator("img")).toHaveCount(8);
    const start = await currentSlide(page);
    await page.clock.runFor(2900);
    expect(await currentSlide(page)).toBe(start);
    await page.clock.runFor(100);
    await expect.poll(() => currentSlide(page)).toBe(after(start));
    for (let i = 0; i < 7; i++) {
      const before = await currentSlide(page);
      await page.clock.runFor(3000);
      await expect.poll(() => currentSlide(page)).toBe(after(before));
    }
    expect(await currentSlide(page)).toBe(start);
  });

  test("a dot button jumps to its slide", async ({ page }) => {
    await installClock(page);
    await openHome(page);
    await pauseClock(page);
    await achievements(page).getByRole("button", { name: "Show slide 5 of 8" }).click();
    await expect.poll(() => currentSlide(page)).toBe(5);
    await expect(achievements(page).getByRole("button", { name: "Show slide 5 of 8" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(achievements(page).getByText("9 LPA highest UG package")).toBeVisible();
    // Rotation carries on from the chosen slide once the pointer leaves.
    await page.mouse.move(0, 0);
    await page.clock.runFor(3000);
    await expect.poll(() => currentSlide(page)).toBe(6);
  });

  test("the pause control stops it and play starts it again", async ({ page }) => {
    await installClock(page);
    await openHome(page);
    await pauseClock(page);
    await achievements(page).getByRole("button", { name: "Pause slideshow" }).click();
    await page.mouse.move(0, 0);
    const start = await currentSlide(page);
    await page.clock.runFor(15_000);
    expect(await currentSlide(page)).toBe(start);
    await achievements(page).getByRole("button", { name: "Play slideshow" }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(3000);
    await expect.poll(() => currentSlide(page)).toBe(after(start));
  });
});

test.describe("header banner", () => {
  test("three pictures rotate every 4 seconds and can be paused", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === "mobile", "the rotating banner is part of the desktop header only");
    await installClock(page);
    await openHome(page);
    await pauseClock(page);
    const banner = page.getByRole("region", { name: "DSEU banner" });
    const pictures = banner.getByRole("img", { includeHidden: true });
    await expect(pictures).toHaveCount(3);
    const visibleIndex = async () => {
      const current = await pictures.evaluateAll((imgs) =>
        imgs.map((img) => img.getAttribute("aria-hidden") === "false"),
      );
      expect(current.filter(Boolean)).toHaveLength(1);
      return current.indexOf(true);
    };
    const start = await visibleIndex();
    await expect(pictures.nth(start)).toBeVisible();
    await page.clock.runFor(3900);
    expect(await visibleIndex()).toBe(start);
    await page.clock.runFor(100);
    await expect.poll(visibleIndex).toBe((start + 1) % 3);
    await expect(pictures.nth(start)).toBeHidden();
    await expect(pictures.nth((start + 1) % 3)).toBeVisible();
    await page.clock.runFor(4000);
    await expect.poll(visibleIndex).toBe((start + 2) % 3);

    await page.getByRole("button", { name: "Pause banner" }).click();
    await page.mouse.move(0, 600);
    await page.clock.runFor(12_000);
    expect(await visibleIndex()).toBe((start + 2) % 3);
  });
});

test.describe("announcements strip", () => {
  test("it links to all announcements, lists the newest, and can be paused", async ({ page }) => {
    await openHome(page);
    const strip = page.locator('section[aria-labelledby="announcements-title"]');
    await expect(strip.getByRole("link", { name: "Announcements" })).toHaveAttribute("href", "/announcements");
    const notices = strip.locator("li a:visible");
    expect(await notices.count()).toBeGreaterThan(0);
    const track = strip.locator("[data-paused] > div");
    expect(await track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe("running");
    await strip.getByRole("button", { name: "Pause announcements" }).click();
    await page.mouse.move(0, 600);
    await expect(strip.getByRole("button", { name: "Play announcements" })).toHaveAttribute("aria-pressed", "true");
    expect(await track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe("paused");
  });
});

test.describe("for visitors who prefer reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("nothing moves by itself", async ({ page }, testInfo) => {
    await installClock(page);
    await openHome(page);
    await pauseClock(page);
    await expect(achievements(page).getByRole("button", { name: "Play slideshow" })).toBeVisible();
    await page.clock.runFor(20_000);
    expect(await currentSlide(page)).toBe(1);

    const track = page.locator('section[aria-labelledby="announcements-title"] [data-paused] > div');
    expect(await track.evaluate((el) => getComputedStyle(el).animationName)).toBe("none");
    await expect(page.getByRole("button", { name: /announcements/ })).toBeHidden();

    if (testInfo.project.name === "desktop") {
      await expect(page.getByRole("button", { name: "Play banner" })).toBeVisible();
      const current = page.getByRole("region", { name: "DSEU banner" }).locator('img[aria-hidden="false"]');
      await expect(current).toHaveAttribute("src", /banner-skill/);
    }
  });
});
