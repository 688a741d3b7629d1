import { expect, test, type Page } from "@playwright/test";
import { openHome, pageScrollLocked } from "./frame-helpers";

const overlay = (page: Page) => page.getByRole("dialog", { name: "Search DSEU" });
const input = (page: Page) => overlay(page).getByRole("combobox", { name: "Find a page or a faculty member" });
const optionNames = (page: Page) =>
  overlay(page)
    .getByRole("option")
    .evaluateAll((els) => els.map((el) => el.querySelector("span")!.textContent));
const selectedIndex = (page: Page) =>
  overlay(page)
    .getByRole("option")
    .evaluateAll((els) => els.findIndex((el) => el.getAttribute("aria-selected") === "true"));

async function openSearch(page: Page) {
  const faculty = page.waitForResponse((r) => r.url().includes("/api/v1/faculty?limit=500"));
  await page.getByRole("button", { name: "Search" }).click();
  await expect(overlay(page)).toBeVisible();
  return faculty;
}

test.describe("search overlay", () => {
  test("it opens full screen with the input focused and the three course suggestions", async ({ page }) => {
    await openHome(page);
    await openSearch(page);
    await expect(input(page)).toBeFocused();
    const box = (await overlay(page).boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(Math.round(box.width)).toBeGreaterThanOrEqual(viewport.width - 20);
    expect(Math.round(box.height)).toBe(viewport.height);
    expect(await pageScrollLocked(page)).toBe(true);
    await expect(overlay(page).getByRole("listbox", { name: "Suggestions" })).toBeVisible();
    await expect
      .poll(() => optionNames(page))
      .toEqual(["Undergraduate courses", "Postgraduate courses", "Diploma courses"]);
    await expect(input(page)).toHaveAttribute(
      "aria-controls",
      (await overlay(page).getByRole("listbox").getAttribute("id"))!,
    );
  });

  test("typing matches navigation names and faculty names, ignoring case; faculty are fetched once", async ({
    page,
  }) => {
    const facultyCalls: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/v1/faculty")) facultyCalls.push(r.url());
    });
    await openHome(page);
    const response = await openSearch(page);
    expect((await response).status()).toBe(200);

    await input(page).fill("LIBR");
    await expect.poll(() => optionNames(page)).toEqual(["Library"]);
    await input(page).fill("seat allocation");
    await expect
      .poll(() => optionNames(page))
      .toEqual(["Diploma Seat Allocation", "PG Seat Allocation", "UG Seat Allocation", "B.Tech Seat Allocation"]);
    await input(page).fill("dr. amit ramesh");
    await expect.poll(() => optionNames(page)).toEqual(["Dr. Amit Ramesh Khaparde"]);
    await input(page).fill("khaparde");
    await expect.poll(() => optionNames(page)).toContain("Dr. Amit Ramesh Khaparde");
    await input(page).fill("zzz-nothing");
    await expect.poll(() => optionNames(page)).toEqual([]);
    await expect(overlay(page).getByText("Nothing matches “zzz-nothing”.")).toBeVisible();

    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(overlay(page)).toBeVisible();
    await input(page).fill("khaparde");
    await expect.poll(() => optionNames(page)).toEqual(["Dr. Amit Ramesh Khaparde"]);
    expect(facultyCalls).toHaveLength(1);
    expect(facultyCalls[0]).toMatch(/\/api\/v1\/faculty\?limit=500/);
  });

  test("the highlight starts at none, moves with the arrows and stops at the ends; Enter goes there and closes", async ({
    page,
  }) => {
    await openHome(page);
    await openSearch(page);
    expect(await selectedIndex(page)).toBe(-1);
    await expect(input(page)).not.toHaveAttribute("aria-activedescendant");
    await page.keyboard.press("ArrowUp");
    expect(await selectedIndex(page)).toBe(-1);
    await page.keyboard.press("ArrowDown");
    expect(await selectedIndex(page)).toBe(0);
    for (let i = 0; i < 5; i++) await page.keyboard.press("ArrowDown");
    expect(await selectedIndex(page)).toBe(2);
    const third = overlay(page).getByRole("option").nth(2);
    await expect(input(page)).toHaveAttribute("aria-activedescendant", (await third.getAttribute("id"))!);
    for (let i = 0; i < 5; i++) await page.keyboard.press("ArrowUp");
    expect(await selectedIndex(page)).toBe(0);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/Courses\/pg$/);
    await expect(overlay(page)).toBeHidden();
  });

  test("a faculty row leads to the profile; typing resets the highlight", async ({ page }) => {
    await openHome(page);
    await (await openSearch(page)).finished();
    await input(page).fill("zone");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    expect(await selectedIndex(page)).toBe(1);
    await input(page).fill("khaparde");
    expect(await selectedIndex(page)).toBe(-1);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/faculty\/[0-9a-f]{24}$/);
    await expect(overlay(page)).toBeHidden();
  });

  test("a click on a row goes to its page", async ({ page }) => {
    await openHome(page);
    await openSearch(page);
    await overlay(page)
      .getByRole("option", { name: /Diploma courses/ })
      .click();
    await expect(page).toHaveURL(/\/Courses\/Diploma$/);
    await expect(overlay(page)).toBeHidden();
  });

  test("Escape closes it; closing resets query, suggestions and highlight; focus returns to the button", async ({
    page,
  }) => {
    await openHome(page);
    await openSearch(page);
    await input(page).fill("academic");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Escape");
    await expect(overlay(page)).toBeHidden();
    await expect(page.getByRole("button", { name: "Search" })).toBeFocused();
    await expect.poll(() => pageScrollLocked(page)).toBe(false);

    await page.getByRole("button", { name: "Search" }).click();
    await expect(input(page)).toHaveValue("");
    await expect
      .poll(() => optionNames(page))
      .toEqual(["Undergraduate courses", "Postgraduate courses", "Diploma courses"]);
    expect(await selectedIndex(page)).toBe(-1);

    await input(page).fill("library");
    await overlay(page).getByRole("button", { name: "Close search" }).click();
    await expect(overlay(page)).toBeHidden();
    await page.getByRole("button", { name: "Search" }).click();
    await expect(input(page)).toHaveValue("");
  });

  test("a failed faculty fetch is only logged; pages are still found", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.route("**/api/v1/faculty?**", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"status":"error","message":"boom"}' }),
    );
    await openHome(page);
    await page.getByRole("button", { name: "Search" }).click();
    await expect.poll(() => errors.some((text) => text.startsWith("Error fetching faculty data:"))).toBe(true);
    await input(page).fill("tender");
    await expect.poll(() => optionNames(page)).toEqual(["Tenders"]);
    await expect(overlay(page).getByRole("alert")).toHaveCount(0);
  });
});
