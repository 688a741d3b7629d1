import { expect, type Page } from "@playwright/test";

/** The admission notifications open by themselves on the home page once it has hydrated. */
export function admissionDialog(page: Page) {
  return page.getByRole("dialog", { name: "Admission Notifications" });
}

/**
 * Opens the home page and waits until it is interactive, which the admission dialog opening
 * shows; then closes that dialog unless the test wants it.
 */
export async function openHome(page: Page, { keepAdmissionDialog = false } = {}) {
  await page.goto("/");
  // Hydration can take a while on a busy machine.
  await expect(admissionDialog(page)).toBeVisible({ timeout: 15_000 });
  if (!keepAdmissionDialog) {
    await page.keyboard.press("Escape");
    await expect(admissionDialog(page)).toBeHidden();
    // The browser fires "close" in a later task, and the page hands focus back after that: let both happen.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  }
}

/** Whether the document's scrolling is switched off (a modal dialog or the drawer is open). */
export async function pageScrollLocked(page: Page) {
  return page.evaluate(() => getComputedStyle(document.documentElement).overflow === "hidden");
}

const CLOCK_START = new Date("2025-09-10T10:00:00+05:30").getTime();

/** Fake timers for the page, starting from a fixed moment; time flows until pauseClock(). Call before the page opens. */
export async function installClock(page: Page) {
  await page.clock.install({ time: CLOCK_START });
}

/** Stops the page's fake time (a minute after its start) and lets React settle, so that timers fire only when the test says. */
export async function pauseClock(page: Page) {
  await page.clock.pauseAt(CLOCK_START + 60_000);
  await page.waitForTimeout(100);
}

/** Presses Tab `times` times and reports whether focus stayed inside `selector` every time. */
export async function tabStaysInside(page: Page, selector: string, times: number) {
  for (let i = 0; i < times; i++) {
    await page.keyboard.press(i % 3 === 2 ? "Shift+Tab" : "Tab");
    const inside = await page.evaluate((s) => Boolean(document.activeElement?.closest(s)), selector);
    if (!inside) return false;
  }
  return true;
}
