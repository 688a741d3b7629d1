import { expect, test, type Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { openHome } from "./frame-helpers";
import { firstProgramIds } from "./pages-fixtures";

/**
 * The utility bar's text size (A- / A / A+) and high-contrast controls, and the layout at 200 %
 * zoom. The choices live in localStorage and are applied by an inline script allowed by its hash
 * in the Content-Security-Policy, before the page is shown.
 */

// Several page loads and axe scans per test: time for a busy machine.
test.describe.configure({ timeout: 120_000 });

const rootFontSize = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
const utilityBar = (page: Page) => page.getByRole("navigation", { name: "Utility" });

/** Records what <html> carried when <body> first appeared, i.e. before anything of the page was shown or hydrated. */
async function recordRootWhenBodyAppears(page: Page) {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.body) return;
      const root = document.documentElement;
      (window as unknown as { rootAtBody: string }).rootAtBody =
        `${root.getAttribute("data-text-size") ?? "normal"} ${root.className || "default"}`;
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

test("text size and high contrast: toggle buttons, applied to <html>, kept across a reload, in place before the page shows", async ({
  page,
}) => {
  const cspErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) cspErrors.push(message.text());
  });
  await recordRootWhenBodyAppears(page);
  await openHome(page);
  const bar = utilityBar(page);
  const normal = bar.getByRole("group", { name: "Text size" }).getByRole("button", { name: "A (normal text size)" });
  const larger = bar.getByRole("button", { name: "A+ (larger text)" });
  const smaller = bar.getByRole("button", { name: "A- (smaller text)" });
  const contrast = bar.getByRole("button", { name: "High contrast" });
  await expect(normal).toHaveAttribute("aria-pressed", "true");
  await expect(contrast).toHaveAttribute("aria-pressed", "false");
  await expect.poll(() => rootFontSize(page)).toBe("16px");

  // Keyboard: Enter on one button, Space on the other.
  await larger.focus();
  await page.keyboard.press("Enter");
  await expect(larger).toHaveAttribute("aria-pressed", "true");
  await expect(normal).toHaveAttribute("aria-pressed", "false");
  await expect.poll(() => rootFontSize(page)).toBe("20px");
  await contrast.focus();
  await page.keyboard.press("Space");
  await expect(contrast).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator("html")).toHaveClass(/\bhigh-contrast\b/);
  expect(await page.getByRole("contentinfo").evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
    "rgb(0, 0, 0)",
  );

  await page.goto("/courses");
  expect(await page.evaluate(() => (window as unknown as { rootAtBody: string }).rootAtBody)).toBe(
    "large high-contrast",
  );
  await expect(utilityBar(page).getByRole("button", { name: "A+ (larger text)" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(utilityBar(page).getByRole("button", { name: "High contrast" })).toHaveAttribute("aria-pressed", "true");
  await expect.poll(() => rootFontSize(page)).toBe("20px");

  await utilityBar(page).getByRole("button", { name: "A- (smaller text)" }).click();
  await utilityBar(page).getByRole("button", { name: "High contrast" }).click();
  // The choices are stored when they are applied: reload only after both show.
  await expect(page.locator("html")).toHaveAttribute("data-text-size", "small");
  await expect(page.locator("html")).not.toHaveClass(/high-contrast/);
  await page.reload();
  expect(await page.evaluate(() => (window as unknown as { rootAtBody: string }).rootAtBody)).toBe("small default");
  await expect.poll(() => rootFontSize(page)).toBe("14px");
  await expect(page.locator("html")).not.toHaveClass(/high-contrast/);
  await expect(smaller).toHaveAttribute("aria-pressed", "true");

  await utilityBar(page).getByRole("button", { name: "A (normal text size)" }).click();
  await page.reload();
  await expect.poll(() => rootFontSize(page)).toBe("16px");
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("dseu-")))).toEqual([]);
  expect(cspErrors).toEqual([]);
});

test("a stored text size does not shift the page while it loads", async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem("dseu-text-size", "large");
    type Shift = { value: number; sources: { node?: Node | null }[] };
    const shifts: string[] = [];
    (window as unknown as { shifts: string[] }).shifts = shifts;
    const describe = (node: Node | null | undefined) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}.${[...node.classList].slice(0, 4).join(".")}`
        : String(node?.nodeName);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[])
        shifts.push(`${entry.value.toFixed(4)} ${entry.sources.map((source) => describe(source.node)).join(", ")}`);
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto("/courses");
  await page.waitForLoadState("load");
  await expect.poll(() => rootFontSize(page)).toBe("20px");
  // Each shift with the elements that moved, so a failure names them.
  expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);
});

test("high contrast: strong focus ring, and no axe finding on a few pages", async ({ page, request }) => {
  const { withYears } = await firstProgramIds(request);
  await page.addInitScript(() => localStorage.setItem("dseu-contrast", "high"));
  const found: string[] = [];
  // The feedback form last: it is then sent empty, to scan its error state too.
  for (const route of ["/courses", `/programs/${withYears}`, "/recruitment", "/feedback"]) {
    await page.goto(route);
    await expect(page.locator("html")).toHaveClass(/\bhigh-contrast\b/);
    found.push(...(await axeViolations(page, `${route} (high contrast)`)));
  }
  await page.getByRole("main").getByRole("button", { name: "Send feedback" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toBeVisible();
  found.push(...(await axeViolations(page, "/feedback with errors (high contrast)")));
  expect(found).toEqual([]);

  // The form moves focus to its first wrong field once it has drawn the errors; the key press waits
  // for that, so it always starts from the same place.
  await expect(page.locator(":focus")).toHaveAttribute("aria-invalid", "true");
  await page.keyboard.press("Shift+Tab");
  const ring = () =>
    page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return { outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`, shadow: style.boxShadow };
    });
  await expect.poll(async () => (await ring()).outline).toBe("solid 3px rgb(255, 224, 0)");
  expect((await ring()).shadow).toContain("rgb(0, 0, 0)");
});

test.describe("at 200 % zoom", () => {
  test.skip(
    ({ isMobile }) => isMobile,
    "zoom is simulated on the desktop window: 1280 pixels at 200 % leave 640 CSS pixels",
  );
  // A 1280-pixel-wide screen zoomed to 200 %: 640 CSS pixels, each drawn with 2 device pixels.
  test.use({ viewport: { width: 640, height: 720 }, deviceScaleFactor: 2 });

  test("key pages fit the width without scrolling sideways, with the normal and the largest text size", async ({
    page,
    request,
  }) => {
    const { withYears } = await firstProgramIds(request);
    const routes = [
      "/",
      "/courses",
      `/programs/${withYears}`,
      "/recruitment",
      "/administration/administrative/board-of-management",
      "/grievance-form",
      "/feedback",
      "/site-map",
    ];
    const overflowing: string[] = [];
    for (const size of ["normal", "large"]) {
      if (size === "large") await page.evaluate(() => localStorage.setItem("dseu-text-size", "large"));
      for (const route of routes) {
        await page.goto(route);
        const { scrollWidth, clientWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
        }));
        if (scrollWidth > clientWidth)
          overflowing.push(`${route} (${size} text): ${scrollWidth} px wide in a ${clientWidth} px window`);
      }
    }
    expect(overflowing).toEqual([]);
  });
});
