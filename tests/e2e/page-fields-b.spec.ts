import { expect, test, type Browser, type Page } from "@playwright/test";
import {
  approveFromReviewList,
  openContentEditor,
  openListEntry,
  saveDraft,
  sendForReview,
  workflowStaff,
} from "./content-helpers";
import { placement } from "../../lib/db/seed/content/pages/placement";

/**
 * The placement page's statistics are page fields: an Editor changes one figure in the page's
 * editor (a count that is not a number is refused at its field), a Publisher approves, and a
 * visitor sees the new figure; the seeded figure is put back the same way (the specs share a DB).
 */
test.describe.configure({ mode: "serial", timeout: 300_000 });
const slow = expect.configure({ timeout: 20_000 });

const PAGE_TITLE = placement.page.title;
const LABEL = "Company visits";
const ROW = placement.highlights.findIndex((entry) => entry.label.en === LABEL);
const SEEDED = placement.highlights[ROW]!.value;
const stamp = Date.now().toString(36);
const CHANGED = `210+ ${stamp}`;

/** The figure's input of the "Company visits" entry in the editor's list of statistics. */
async function figure(page: Page) {
  return (await openListEntry(page, "Placement statistics", ROW)).getByLabel("Figure");
}

async function saveAndSend(page: Page) {
  await saveDraft(page);
  await sendForReview(page);
}

/** The figure a visitor reads under "Company visits" on the placement page. */
async function visitorFigure(browser: Browser) {
  const page = await (await browser.newContext()).newPage();
  await page.goto("/placement");
  const statistics = page.getByRole("region", { name: "Placement statistics" });
  return statistics
    .locator("dl > div")
    .filter({ has: page.getByText(LABEL, { exact: true }) })
    .locator("dd");
}

test("an Editor changes a figure of the placement statistics, and visitors see it once a Publisher approves", async ({
  browser,
  page,
}) => {
  const { editing, publishing } = await workflowStaff(browser, page, "fields-b");
  await slow(await visitorFigure(browser)).toHaveText(SEEDED);

  await openContentEditor(editing, PAGE_TITLE);
  const seededFigure = await figure(editing);
  await slow(seededFigure).toHaveValue(SEEDED);

  // A chart's count left empty is refused at its field, and nothing is saved.
  const count = (await openListEntry(editing, "Recruiters of diploma students (chart)", 0)).getByLabel(
    "Students selected",
  );
  const seededCount = String(placement.recruitersDiploma[0]!.selected);
  await slow(count).toHaveValue(seededCount);
  await count.fill("");
  await editing.getByRole("button", { name: "Save draft" }).click();
  // Named by the labels on the form, not by its path in the data.
  await slow(
    editing.getByRole("alert").filter({
      hasText: "Recruiters of diploma students (chart) › Company 1 › Students selected",
    }),
  ).toBeVisible();
  await slow(editing.getByText("Give students selected as a number.").first()).toBeVisible();
  await count.fill(seededCount);

  await seededFigure.fill(CHANGED);
  await saveAndSend(editing);
  // Not yet approved: visitors still read the published figure.
  await slow(await visitorFigure(browser)).toHaveText(SEEDED);

  await approveFromReviewList(publishing, PAGE_TITLE);
  await slow(await visitorFigure(browser)).toHaveText(CHANGED);

  // Put the seeded figure back, the same way.
  await openContentEditor(editing, PAGE_TITLE);
  const changedFigure = await figure(editing);
  await slow(changedFigure).toHaveValue(CHANGED);
  await changedFigure.fill(SEEDED);
  await saveAndSend(editing);
  await approveFromReviewList(publishing, PAGE_TITLE);
  await slow(await visitorFigure(browser)).toHaveText(SEEDED);
});
