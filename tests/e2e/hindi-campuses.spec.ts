import { expect, test } from "@playwright/test";
import hi from "../../messages/hi.json" with { type: "json" };
import { expectHindiPage } from "./hindi-helpers";

/**
 * The campus pages in Hindi: the page's own words are Hindi; the campus records (names,
 * addresses, descriptions), which have no Hindi yet, are marked as English.
 */
test("/hi/campus/zone/north: the zone's campuses in Hindi, records marked English", async ({ page }) => {
  await page.goto("/hi/campus/zone/north");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("DSEU के उत्तरी ज़ोन के परिसर");
  await expect(
    page.getByRole("navigation", { name: "अन्य ज़ोन" }).getByRole("link", { name: "दक्षिणी ज़ोन" }),
  ).toHaveAttribute("href", "/hi/campus/zone/south");
  const firstCampus = page.getByRole("main").getByRole("heading", { level: 2 }).first();
  await expect(firstCampus).toHaveAttribute("lang", "en");
  expect(await firstCampus.getByRole("link").getAttribute("href")).toMatch(/^\/hi\/campus\/[^/]+$/);
  await expectHindiPage(page, { english: "/campus/zone/north", hindi: "/hi/campus/zone/north", share: 0.25 });
});

test("a Hindi campus page: its sections in Hindi, and an unknown campus is a Hindi 404", async ({ page }) => {
  await page.goto("/hi/campus/zone/north");
  const href = (await page
    .getByRole("main")
    .getByRole("heading", { level: 2 })
    .first()
    .getByRole("link")
    .getAttribute("href"))!;
  await page.goto(href);
  for (const name of ["परिसर के बारे में", "उपलब्ध कार्यक्रम", "पता"])
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "en");
  await expectHindiPage(page, { english: href.slice("/hi".length), hindi: href, share: 0.1 });

  const missing = await page.goto("/hi/campus/no-such-campus");
  expect(missing?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  // The server sends the site's not-found page for a page's notFound() (lib/server/not-found-markup.ts), in Hindi.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(hi.notFound.title);
});
