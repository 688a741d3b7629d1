import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** The rules of WCAG 2.0 and 2.1 at levels A and AA: what GIGW 3.0 asks for. */
export const WCAG_AA_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * axe's findings on the page as it is now, one line per rule and element, prefixed with `label`
 * so that a scan of many pages names the page at fault. The WCAG 2.0/2.1 A and AA rules, or only
 * the `rules` named.
 */
export async function axeViolations(page: Page, label: string, rules?: string[]): Promise<string[]> {
  // A toast fading in or out is half transparent for a moment: scan what the visitor reads once it settles.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const builder = new AxeBuilder({ page });
  const { violations } = await (rules ? builder.withRules(rules) : builder.withTags(WCAG_AA_TAGS)).analyze();
  return violations.flatMap((v) =>
    v.nodes.map(
      (n) => `${label}: ${v.id} at ${n.target.join(" ")} (${n.failureSummary?.split("\n")[1]?.trim() ?? v.help})`,
    ),
  );
}

/**
 * The rules whose outcome the layout decides: what changes when the same markup is laid out for a
 * phone (tap-target size, regions that scroll and so must take focus, zoom).
 */
export const PHONE_LAYOUT_RULES = ["target-size", "scrollable-region-focusable", "meta-viewport"];

/** Opens each route and scans it (for the WCAG A/AA rules, or the `rules` named); returns every finding. */
export async function scanRoutes(page: Page, routes: readonly string[], rules?: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const route of routes) {
    const response = await page.goto(route);
    if (response?.status() !== 200) found.push(`${route}: answered ${response?.status()}`);
    found.push(...(await axeViolations(page, route, rules)));
  }
  return found;
}

/** No WCAG 2.0/2.1 A or AA finding on the page as it is now. */
export async function expectAccessible(page: Page) {
  expect(await axeViolations(page, page.url())).toEqual([]);
}
