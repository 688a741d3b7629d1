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
 * Who sits on the Board of Management is part of its page item: an Editor renames a head of
 * department in the page's editor, a Publisher approves, and visitors see the new name in the
 * Board's table. The seeded name is put back the same way at the end, as other specs read this page.
 */
test.describe.configure({ mode: "serial", timeout: 300_000 });
// Staff pages with many controls, and server actions, are slow on a busy machine.
const slow = expect.configure({ timeout: 20_000 });

const PAGE_PATH = "/administration/administrative/board-of-management";
const PAGE_TITLE = "Board of Management";
const SEEDED_NAME = "Prof. Shruti Tripathi";
const stamp = Date.now().toString(36);
const CHANGED_NAME = `Prof. Shruti Tripathi (changed ${stamp})`;

/** The members' names in the Board's table as an anonymous visitor (no cookie, no draft mode) gets them. */
async function membersSeenByVisitors(browser: Browser): Promise<string[]> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(PAGE_PATH);
  const table = page.getByRole("table", { name: "Members of the Board of Management and their offices" });
  const names = table.locator("tbody tr td:first-of-type");
  await slow(names).toHaveCount(12);
  const seen = await names.allTextContents();
  await page.context().close();
  return seen;
}

/** The Editor sets the second head of department's name and sends the page for review; the Publisher approves it. */
async function renameHead(editing: Page, publishing: Page, from: string, to: string) {
  await openContentEditor(editing, PAGE_TITLE);
  const seat = await openListEntry(editing, "Composition of the Board", /^Seat 6: HoD\(s\)$/);
  const name = seat.getByRole("textbox", { name: "Name", exact: true }).nth(1);
  await slow(name).toHaveValue(from);
  await name.fill(to);

  await saveDraft(editing);
  await sendForReview(editing);
  await approveFromReviewList(publishing, PAGE_TITLE);
}

test("an Editor's change to a Board member reaches visitors once a Publisher approves it", async ({
  browser,
  page,
}) => {
  const { editing, publishing } = await workflowStaff(browser, page, "fields-admin");
  const seeded = await membersSeenByVisitors(browser);
  expect(seeded.at(-1)).toBe(SEEDED_NAME);

  await renameHead(editing, publishing, SEEDED_NAME, CHANGED_NAME);
  // Only that member changed: the rest of the table is the seeded one, in its order.
  expect(await membersSeenByVisitors(browser)).toEqual([...seeded.slice(0, -1), CHANGED_NAME]);

  await renameHead(editing, publishing, CHANGED_NAME, SEEDED_NAME);
  expect(await membersSeenByVisitors(browser)).toEqual(seeded);
});
