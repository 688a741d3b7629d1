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
 * A committee list is now part of its page item: an Editor renames a member of the Internal
 * Complaints Committee in the page's editor, a Publisher approves, and visitors see the new name
 * in the committee table. The seeded name is put back the same way at the end, as the other specs
 * read this table.
 */
test.describe.configure({ mode: "serial", timeout: 300_000 });
// Staff pages with many controls, and server actions, are slow on a busy machine.
const slow = expect.configure({ timeout: 20_000 });

const PAGE_PATH = "/amenities/ICC";
const PAGE_TITLE = "Internal Complaints Committee";
const SEEDED_NAME = "Mr. Nimit Kalra";
const stamp = Date.now().toString(36);
const CHANGED_NAME = `Mr. Nimit Kalra (changed ${stamp})`;

/** The names in the committee table as an anonymous visitor (no cookie, no draft mode) gets them. */
async function membersSeenByVisitors(browser: Browser): Promise<string[]> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(PAGE_PATH);
  const table = page.getByRole("table", { name: "Members of the Internal Complaints Committee" });
  await slow(table.getByRole("row")).toHaveCount(10);
  const names = await table.getByRole("rowheader").allTextContents();
  await page.context().close();
  return names;
}

/** The Editor sets the ninth member's name and sends the page for review; the Publisher approves it. */
async function renameNinthMember(editing: Page, publishing: Page, from: string, to: string) {
  await openContentEditor(editing, PAGE_TITLE);
  const member = await openListEntry(editing, "Members of the committee", new RegExp(`^Member 9: `));
  const summary = member.locator("summary").first();
  await slow(summary).toHaveText(`Member 9: ${from}`);
  const name = member.getByRole("textbox", { name: "Name", exact: true });
  await slow(name).toHaveValue(from);
  await name.fill(to);
  await slow(summary).toHaveText(`Member 9: ${to}`);

  await saveDraft(editing);
  await sendForReview(editing);
  await approveFromReviewList(publishing, PAGE_TITLE);
}

test("an Editor's change to a committee member reaches visitors once a Publisher approves it", async ({
  browser,
  page,
}) => {
  const { editing, publishing } = await workflowStaff(browser, page, "fields-c");
  const seeded = await membersSeenByVisitors(browser);
  expect(seeded[8]).toBe(SEEDED_NAME);

  await renameNinthMember(editing, publishing, SEEDED_NAME, CHANGED_NAME);
  // Only that entry changed: the rest of the table is the seeded one, in its order.
  expect(await membersSeenByVisitors(browser)).toEqual(seeded.map((name, i) => (i === 8 ? CHANGED_NAME : name)));

  await renameNinthMember(editing, publishing, CHANGED_NAME, SEEDED_NAME);
  expect(await membersSeenByVisitors(browser)).toEqual(seeded);
});
