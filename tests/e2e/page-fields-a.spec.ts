import { expect, test, type Browser, type Page } from "@playwright/test";
import {
  approveFromReviewList,
  openContentEditor,
  openListEntry,
  saveDraft,
  sendForReview,
  workflowStaff,
} from "./content-helpers";

/**
 * A page's structured part is content staff edit: an Editor changes one row of the programme
 * levels table of the Academic Regulations page, a Publisher approves, and the next visitor reads
 * the new level. The seeded level is put back the same way at the end (the specs share a database).
 */
test.describe.configure({ mode: "serial", timeout: 300_000 });
// Staff pages with many controls, and server actions, are slow on a busy machine.
const slow = expect.configure({ timeout: 20_000 });

const PAGE_PATH = "/academics/regulations";
const PAGE_TITLE = "Academic Regulations";
const PROGRAMME = "Two-Year M.Tech";
const SEEDED_LEVEL = "7.0";
const CHANGED_LEVEL = "7.5";

/** The page as a new anonymous visitor gets it (no cookie, so no draft is shown). */
async function asVisitor(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(PAGE_PATH);
  return page;
}
/** The programme's row of the levels table. */
const levelRow = (page: Page) =>
  page.getByRole("table", { name: /National Credit Framework|NCrF/ }).getByRole("row", { name: new RegExp(PROGRAMME) });

/** The Editor sets the programme's level in the page's structured parts, saves and sends it for review. */
async function setLevel(page: Page, level: string) {
  await openContentEditor(page, PAGE_TITLE);
  const entry = await openListEntry(page, "Programme levels", new RegExp(`^Programme \\d+: ${PROGRAMME}$`));
  await entry.getByLabel("Level on the National Credit Framework").fill(level);
  await saveDraft(page);
  await sendForReview(page);
}

test("an Editor's change to a row of a page's table reaches visitors once a Publisher approves it", async ({
  browser,
  page,
}) => {
  const { editing, publishing } = await workflowStaff(browser, page, "fields-a");

  await slow(levelRow(await asVisitor(browser))).toContainText(SEEDED_LEVEL);

  await setLevel(editing, CHANGED_LEVEL);
  // Sent for review is not yet published.
  await slow(levelRow(await asVisitor(browser))).toContainText(SEEDED_LEVEL);
  await approveFromReviewList(publishing, PAGE_TITLE);
  const after = await asVisitor(browser);
  await slow(levelRow(after)).toContainText(CHANGED_LEVEL);
  await slow(levelRow(after)).not.toContainText(SEEDED_LEVEL);

  // The seeded level again, for the specs that read this page.
  await setLevel(editing, SEEDED_LEVEL);
  await approveFromReviewList(publishing, PAGE_TITLE);
  await slow(levelRow(await asVisitor(browser))).toContainText(SEEDED_LEVEL);
});
