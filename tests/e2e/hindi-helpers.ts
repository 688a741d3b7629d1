import { expect, type Page } from "@playwright/test";
import { axeViolations } from "./axe";

/** The home page opens the admission notifications by itself once it has hydrated: close them. */
export async function closeHomeDialog(page: Page, path: string) {
  if (path !== "/" && path !== "/hi") return;
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
}

/** The page's canonical path and its hreflang alternates, as paths. */
export async function languageLinks(page: Page) {
  const alternates = await page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((l) => [l.getAttribute("hreflang"), new URL(l.getAttribute("href")!).pathname]));
  return {
    canonical: new URL((await page.locator('head link[rel="canonical"]').getAttribute("href"))!).pathname,
    alternates: Object.fromEntries(alternates),
  };
}

/** The share of letters in <main> that are Devanagari. */
export async function devanagariShare(page: Page): Promise<number> {
  const text = await page.locator("main").innerText();
  const letters = [...text].filter((c) => /\p{L}|\p{M}/u.test(c));
  return letters.filter((c) => /[\u0900-\u097F]/.test(c)).length / letters.length;
}

/**
 * The statuses of the bundled Devanagari faces once the page's fonts have settled. CI's Chromium
 * has no Devanagari font of its own, so "loaded" is what keeps Hindi from showing as empty boxes.
 */
export async function devanagariFaceStatuses(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((face) => face.family.includes("Noto Sans Devanagari")).map((f) => f.status);
  });
}

/**
 * What every Hindi page must do: `lang="hi"`, its Devanagari face loaded, a canonical naming itself and hreflang links to both
 * languages, text inside <main> above the given Devanagari share, no axe violation, and a language
 * switch that leads to the same page in English. Call it with the Hindi page open. The pages the
 * Hindi issue names take the switch there and back (`roundTrip`); on the others the switch's
 * address is checked, which is what the round trip depends on, without two more page loads each.
 */
export async function expectHindiPage(
  page: Page,
  { english, hindi, share, roundTrip = false }: { english: string; hindi: string; share: number; roundTrip?: boolean },
) {
  const [hindiPath, englishPath] = [hindi.split("?")[0]!, english.split("?")[0]!];
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  expect(await languageLinks(page)).toEqual({
    canonical: hindiPath,
    alternates: { en: englishPath, hi: hindiPath, "x-default": englishPath },
  });
  expect(await devanagariShare(page)).toBeGreaterThan(share);
  expect(await devanagariFaceStatuses(page)).toContain("loaded");
  await closeHomeDialog(page, hindiPath);
  expect(await axeViolations(page, hindiPath)).toEqual([]);

  // Exact: a page may list a "Department of English".
  const toEnglish = page.getByRole("link", { name: "English", exact: true });
  if (!roundTrip) {
    expect(new URL((await toEnglish.getAttribute("href"))!, page.url()).pathname).toBe(englishPath);
    return;
  }
  await toEnglish.click();
  await expect(page).toHaveURL((url) => url.pathname === englishPath);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  expect((await languageLinks(page)).canonical).toBe(englishPath);
  await closeHomeDialog(page, englishPath);
  await page.getByRole("link", { name: "हिन्दी" }).click();
  await expect(page).toHaveURL((url) => url.pathname === hindiPath);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
}
