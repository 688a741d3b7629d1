import { expect, test } from "@playwright/test";
import { admissionDialog, openHome } from "./frame-helpers";

test.describe("admission notifications on the home page", () => {
  test("the server HTML has the page's content and the dialog closed", async ({ request }) => {
    const html = await (await request.get("/")).text();
    expect(html).toMatch(/<h1[^>]*>Delhi Skill and Entrepreneurship University<\/h1>/);
    expect(html).toContain("Information Bulletin");
    const dialogTag = html.match(/<dialog[^>]*aria-labelledby[^>]*>/g) ?? [];
    expect(dialogTag.length).toBeGreaterThan(0);
    for (const tag of dialogTag) expect(tag).not.toMatch(/\sopen[\s=>]/);
  });

  test("it opens on load with focus inside, its links and the starting date", async ({ page }) => {
    await openHome(page, { keepAdmissionDialog: true });
    const dialog = admissionDialog(page);
    await expect(dialog.getByRole("button", { name: "Close admission notifications" })).toBeFocused();
    await expect(dialog.getByRole("link", { name: "Diploma Round 4 seat allocation result" })).toHaveAttribute(
      "href",
      "/admission/result/diploma/round4",
    );
    const guidelines = dialog.getByRole("link", {
      name: "Walk-in admission guidelines for UG, B.Tech and PG, academic year 2025-26",
    });
    await expect(guidelines).toHaveAttribute("href", "/admission");
    await expect(guidelines).not.toHaveAttribute("target");
    await expect(dialog).toContainText("Starting date: 03.09.2025");
    // The rest of the page is inert behind it.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Delhi Skill and Entrepreneurship University");
  });

  test("it is not the largest contentful paint", async ({ page }) => {
    await openHome(page, { keepAdmissionDialog: true });
    const largest = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
            const last = entries[entries.length - 1];
            resolve(last?.element ? (last.element.closest("dialog") ? "dialog" : last.element.tagName) : "none");
          }).observe({ type: "largest-contentful-paint", buffered: true });
        }),
    );
    expect(largest).not.toBe("dialog");
    expect(largest).not.toBe("none");
  });

  test("the close button closes it and the keyboard starts again at the top of the page", async ({
    page,
  }, testInfo) => {
    await openHome(page, { keepAdmissionDialog: true });
    await admissionDialog(page).getByRole("button", { name: "Close admission notifications" }).click();
    await expect(admissionDialog(page)).toBeHidden();
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    test.skip(testInfo.project.name === "mobile", "the keyboard check needs a desktop keyboard");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
  });

  test("Escape closes it", async ({ page }) => {
    await openHome(page, { keepAdmissionDialog: true });
    await page.keyboard.press("Escape");
    await expect(admissionDialog(page)).toBeHidden();
  });

  test("a click outside it closes it; a click inside does not", async ({ page }) => {
    await openHome(page, { keepAdmissionDialog: true });
    await admissionDialog(page).getByText("Walk-in admissions: UG, B.Tech and PG").click();
    await expect(admissionDialog(page)).toBeVisible();
    await page.mouse.click(4, 4);
    await expect(admissionDialog(page)).toBeHidden();
  });

  test("Tab stays inside it while it is open", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === "mobile", "keyboard test on desktop");
    await openHome(page, { keepAdmissionDialog: true });
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest("dialog[open]")))).toBe(true);
    }
  });
});
