import { expect, test } from "@playwright/test";
import { openHome, pageScrollLocked, tabStaysInside } from "./frame-helpers";

test.describe("desktop navigation", () => {
  test.beforeEach(async ({}, testInfo) => {
    test.skip(testInfo.project.name === "mobile", "phones use the drawer instead of the menu bar");
  });

  test("hovering opens one dropdown at a time, and one nested list at a time", async ({ page }) => {
    await openHome(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "About Us" }).hover();
    await expect(nav.getByRole("link", { name: "History of DSEU" })).toBeVisible();
    await nav.getByRole("button", { name: "Academics" }).hover();
    await expect(nav.getByRole("link", { name: "History of DSEU" })).toBeHidden();
    await expect(nav.getByRole("link", { name: "Internal Quality Assurance Cell (IQAC)" })).toHaveAttribute(
      "href",
      "/academics/IQAC",
    );
    await expect(nav.getByRole("button", { name: "Academics" })).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("button", { name: "About Us" })).toHaveAttribute("aria-expanded", "false");

    await nav.getByRole("button", { name: "Admission", exact: true }).hover();
    await nav.getByRole("button", { name: "Admissions Portal" }).hover();
    await expect(nav.getByRole("link", { name: /Programs after 12th/ })).toBeVisible();
    await nav.getByRole("link", { name: "Information Bulletin" }).hover();
    await expect(nav.getByRole("link", { name: /Programs after 12th/ })).toBeHidden();
    await page.mouse.move(5, 700);
    await expect(nav.getByRole("link", { name: "Information Bulletin" })).toBeHidden();
  });

  test("the tree has the specified names and targets", async ({ page }) => {
    await openHome(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    const expectLink = async (group: string, name: string, href: string) => {
      const button = nav.getByRole("button", { name: group, exact: true });
      if ((await button.getAttribute("aria-expanded")) !== "true") await button.press("Enter");
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    };
    await expect(nav.getByRole("link", { name: "Home", exact: true })).toHaveAttribute("href", "/");
    for (const zone of ["Central", "North", "South", "East", "West"])
      await expectLink("Campuses", `${zone} zone`, `/campus/zone/${zone.toLowerCase()}`);
    await expectLink("Admission", "Admission 2025-26", "/admission");
    await expectLink("Administration", "Registrar", "/registrar");
    await expectLink("Student Life", "Anti-Ragging Cell", "/amenities/Anti-Ragging");
    await expectLink("Work with us", "Job Portal", "/recruitment");
    await expect(nav.getByRole("link", { name: "T & P Cell" })).toHaveAttribute("href", "/placement");
    await expect(nav.getByRole("link", { name: "Entrepreneurship" })).toHaveAttribute("href", "/Entrepreneurship");
    await expect(nav.getByRole("link", { name: "Research", exact: true })).toHaveAttribute("href", "/research");
    await expectLink("About Us", "Contact Us", "/contact");
    await expectLink("About Us", "Mandatory Disclosures", "/mandatory-disclosures");
    await expectLink("Admission", "Fee Refund Policy", "/admission/refund-policy");
  });

  test("the keyboard opens, moves through and closes a dropdown, returning focus", async ({ page }) => {
    await openHome(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    const about = nav.getByRole("button", { name: "About Us" });
    await about.focus();
    await page.keyboard.press("Enter");
    await expect(about).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(about).toHaveAttribute("aria-expanded", "false");
    await expect(about).toBeFocused();

    await page.keyboard.press("Space");
    await expect(about).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Space");
    await expect(about).toHaveAttribute("aria-expanded", "false");

    await page.keyboard.press("ArrowDown");
    await expect(nav.getByRole("link", { name: "About the University" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(nav.getByRole("link", { name: "Vision and Mission" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(about).toBeFocused();
    await expect(nav.getByRole("link", { name: "Vision and Mission" })).toBeHidden();

    // Opening another closes the first; leaving the bar closes everything.
    await page.keyboard.press("Enter");
    const academics = nav.getByRole("button", { name: "Academics" });
    await academics.focus();
    await page.keyboard.press("Enter");
    await expect(about).toHaveAttribute("aria-expanded", "false");
    await expect(academics).toHaveAttribute("aria-expanded", "true");

    const admission = nav.getByRole("button", { name: "Admission", exact: true });
    await admission.focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("End");
    await expect(nav.getByRole("button", { name: "Admissions Portal" })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(nav.getByRole("link", { name: /Programs after 10th/ })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(nav.getByRole("button", { name: "Admissions Portal" })).toBeFocused();
    await expect(admission).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(admission).toBeFocused();
    await expect(admission).toHaveAttribute("aria-expanded", "false");
  });

  test("a link in a dropdown goes to its page and the dropdown closes", async ({ page }) => {
    await openHome(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "About Us" }).click();
    await nav.getByRole("link", { name: "Annual Report" }).click();
    await expect(page).toHaveURL(/\/about-us\/annualReport$/);
    await expect(nav.getByRole("button", { name: "About Us" })).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("mobile drawer", () => {
  test.beforeEach(async ({}, testInfo) => {
    test.skip(testInfo.project.name === "desktop", "the drawer replaces the menu bar below 1280 px only");
  });

  test("the menu button slides in the drawer with two-level lists; focus and scroll stay locked; Escape returns to the button", async ({
    page,
  }) => {
    await openHome(page);
    const menu = page.getByRole("button", { name: "Menu", exact: true });
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await menu.click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    expect(await pageScrollLocked(page)).toBe(true);
    const scrollBefore = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 800);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);

    const nav = drawer.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Sports" })).toBeHidden();
    await nav.getByRole("button", { name: "Student Life" }).click();
    await expect(nav.getByRole("link", { name: "Sports" })).toHaveAttribute("href", "/amenities/Sports");
    await nav.getByRole("button", { name: "Admission" }).click();
    await nav.getByRole("button", { name: "Admissions Portal" }).click();
    await expect(nav.getByRole("link", { name: /Programs after Bachelor/ })).toBeVisible();
    await nav.getByRole("button", { name: "Student Life" }).click();
    await expect(nav.getByRole("link", { name: "Sports" })).toBeHidden();

    expect(await tabStaysInside(page, "dialog[open]", 40)).toBe(true);

    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();
    await expect.poll(() => pageScrollLocked(page)).toBe(false);
  });

  test("following a link closes the drawer; a tap outside closes it too", async ({ page }) => {
    await openHome(page);
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await drawer.getByRole("button", { name: "Work with us" }).click();
    await drawer.getByRole("link", { name: "Recruitment Rules" }).click();
    await expect(page).toHaveURL(/\/recruitment-rules$/);
    await expect(drawer).toBeHidden();

    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await expect(drawer).toBeVisible();
    const box = (await page.viewportSize())!;
    await page.mouse.click(box.width - 10, box.height / 2);
    await expect(drawer).toBeHidden();
  });
});

test.describe("sticky bar", () => {
  test("it stays at the top and turns compact past 100 pixels of scroll", async ({ page }) => {
    await openHome(page);
    const bar = page.locator("[data-compact]");
    await expect(bar).toHaveAttribute("data-compact", "false");
    await page.evaluate(() => window.scrollTo(0, 90));
    await expect(bar).toHaveAttribute("data-compact", "false");
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(bar).toHaveAttribute("data-compact", "true");
    expect((await bar.boundingBox())!.y).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toHaveAttribute("data-compact", "false");
  });

  test("phones get the map, search and menu buttons", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === "desktop", "phone header");
    await openHome(page);
    const map = page.getByRole("link", { name: /Map of DSEU/ });
    await expect(map).toBeVisible();
    await expect(map).toHaveAttribute("target", "_blank");
    await expect(page.getByRole("button", { name: "Search" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Menu", exact: true })).toBeVisible();
    await expect(
      page.getByRole("link", { name: /Delhi Skill and Entrepreneurship University/ }).first(),
    ).toHaveAttribute("href", "/");
  });

  test("desktop shows the address, opening the map in a new tab", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === "mobile", "desktop header");
    await openHome(page);
    const address = page.getByRole("banner").getByRole("link", { name: /Sector-9, Dwarka, New Delhi-110077/ });
    await expect(address).toBeVisible();
    await expect(address).toHaveAttribute("href", /google\.com\/maps/);
    await expect(address).toHaveAttribute("target", "_blank");
  });
});
