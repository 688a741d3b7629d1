import { expect, test, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { signIn } from "./admin-helpers";
import { approveOpenDraft, openContentEditor, saveDraft, sendForReview } from "./content-helpers";
import { expectAccessible } from "./axe";
import { holidayCalendar } from "../../lib/db/seed/content/pages/offices";

/**
 * A special page's structured parts are edited in the page's own editor: the holiday calendar's
 * table of breaks. A problem is shown at its field; the change reaches visitors once approved;
 * the seeded row is put back the same way.
 */
test.describe.configure({ mode: "serial", timeout: 240_000 });
const slow = expect.configure({ timeout: 20_000 });

const SEEDED = "Diwali / mid-semester break";
const ROW = holidayCalendar.breaks.findIndex((entry) => entry.item.en === SEEDED);
const CHANGED = `Diwali and mid-semester break ${Date.now().toString(36)}`;

/** The English input of the seeded break's entry in the editor's list of breaks. */
function breakText(page: Page) {
  const entry = page.getByRole("group", { name: "Breaks" }).getByRole("listitem").nth(ROW);
  return entry.getByRole("group", { name: /^Break/ }).getByLabel("English");
}

async function publishDraft(page: Page) {
  await saveDraft(page);
  await sendForReview(page);
  await approveOpenDraft(page);
}

async function visitorRow(page: Page, name: string) {
  await page.goto("/holiday-calendar");
  return page.getByRole("table", { name: /Vacations and breaks/ }).getByRole("rowheader", { name, exact: true });
}

test("staff change a row of the holiday calendar's table, and visitors see it once published", async ({
  page,
  browser,
}) => {
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await slow(page).toHaveURL(/\/admin\/dashboard$/);
  await openContentEditor(page, "Holiday Calendar");
  await expectAccessible(page);

  // An empty English text is refused at its field, and nothing is saved.
  await slow(breakText(page)).toHaveValue(SEEDED);
  await breakText(page).fill("");
  await page.getByRole("button", { name: "Save draft" }).click();
  // Named by the labels on the form, not by its path in the data.
  await slow(page.getByRole("alert").filter({ hasText: `Break ${ROW + 1} › Break (English)` })).toBeVisible();
  await slow(page.getByText("Write the English text.").first()).toBeVisible();

  await breakText(page).fill(CHANGED);
  await publishDraft(page);

  const visitor = await (await browser.newContext()).newPage();
  await slow(await visitorRow(visitor, CHANGED)).toBeVisible();
  await slow(await visitorRow(visitor, SEEDED)).toHaveCount(0);

  // Put the seeded text back, the same way.
  await openContentEditor(page, "Holiday Calendar");
  await slow(breakText(page)).toHaveValue(CHANGED);
  await breakText(page).fill(SEEDED);
  await publishDraft(page);
  await slow(await visitorRow(visitor, SEEDED)).toBeVisible();
});
