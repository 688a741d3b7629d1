import { expect, test, type Page } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import hi from "../../messages/hi.json" with { type: "json" };
import { axeViolations } from "./axe";

/**
 * GIGW's government identity: every page names the Government of NCT of Delhi with its link and
 * links the National Portal, in the footer, in both languages; the Web Information Manager is
 * shown on /contact and /help (the seed names none: the university has not yet).
 */
async function expectGovernmentLinks(page: Page, words: typeof en.footer) {
  const footer = page.getByRole("contentinfo");
  const newTab = (name: string) => new RegExp(`^${name}\\s+\\(`);
  const links = [
    [words.delhiPortal, "https://delhi.gov.in"],
    [words.nationalPortal, "https://www.india.gov.in"],
  ] as const;
  for (const [name, href] of links) {
    const link = footer.getByRole("link", { name: newTab(name) }).last();
    await expect(link).toHaveAttribute("href", href);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
  await expect(footer.getByRole("heading", { name: words.governmentLinks })).toBeVisible();
  // The identity line and the list both lead to delhi.gov.in.
  await expect(footer.locator('a[href="https://delhi.gov.in"]')).toHaveCount(2);
}

test("the footer names the Government of NCT of Delhi and links the National Portal, in English", async ({ page }) => {
  await page.goto("/about-us/history");
  await expect(page.getByRole("contentinfo")).toContainText("A university of the Government of NCT of Delhi");
  await expectGovernmentLinks(page, en.footer);
});

test("and in Hindi", async ({ page }) => {
  await page.goto("/hi/contact");
  // The link's "(opens in a new tab)" for screen readers sits inside the line.
  await expect(page.getByRole("contentinfo")).toContainText(
    /राष्ट्रीय राजधानी क्षेत्र दिल्ली सरकार \(नए टैब में खुलता है\)\s*का विश्वविद्यालय/,
  );
  await expectGovernmentLinks(page, hi.footer);
});

for (const [path, words] of [
  ["/contact", en.webInformationManager],
  ["/help", en.webInformationManager],
  ["/hi/contact", hi.webInformationManager],
] as const) {
  test(`${path} shows the Web Information Manager, to be named by the university`, async ({ page }) => {
    await page.goto(path);
    const section = page.getByRole("region", { name: words.heading });
    await expect(section).toContainText(words.notNamed);
    expect(await axeViolations(page, path)).toEqual([]);
  });
}
