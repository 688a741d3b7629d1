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
 * The accessibility statement's screen-reader table is now part of its page item: an Editor
 * changes the platform of the last screen reader (Orca) in the page's editor, a Publisher
 * approves, and visitors see it in the table. The seeded platform is put back the same way at the
 * end; the other specs read only the table's first rows.
 */
test.describe.configure({ mode: "serial", timeout: 300_000 });
// Staff pages with many controls, and server actions, are slow on a busy machine.
const slow = expect.configure({ timeout: 20_000 });

const PAGE_PATH = "/accessibility-statement";
const PAGE_TITLE = "Accessibility Statement";
const SEEDED_PLATFORM = "Linux";
const stamp = Date.now().toString(36);
const CHANGED_PLATFORM = `Linux and BSD (changed ${stamp})`;

/** The table's rows (screen reader, platform, licence) as an anonymous visitor gets them. */
async function rowsSeenByVisitors(browser: Browser): Promise<string[][]> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(PAGE_PATH);
  const table = page.getByRole("table", { name: "Screen readers, their platforms and licences" });
  await slow(table.getByRole("rowheader")).toHaveCount(6);
  const rows = await table
    .locator("tbody tr")
    .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent?.trim() ?? "")));
  await page.context().close();
  return rows;
}

/** The Editor sets Orca's platform and sends the page for review; the Publisher approves it. */
async function setOrcaPlatform(editing: Page, publishing: Page, from: string, to: string) {
  await openContentEditor(editing, PAGE_TITLE);
  const orca = await openListEntry(editing, "Screen readers", /^Screen reader 6: Orca$/);
  const platform = orca.getByRole("group", { name: "Platform" }).getByRole("textbox", { name: /^English/ });
  await slow(platform).toHaveValue(from);
  await platform.fill(to);

  await saveDraft(editing);
  await sendForReview(editing);
  await approveFromReviewList(publishing, PAGE_TITLE);
}

test("an Editor's change to the screen-reader table reaches visitors once a Publisher approves it", async ({
  browser,
  page,
}) => {
  const { editing, publishing } = await workflowStaff(browser, page, "fields-policy");
  const seeded = await rowsSeenByVisitors(browser);
  expect(seeded[5]![0]).toMatch(/^Orca\b/);
  expect(seeded[5]!.slice(1)).toEqual([SEEDED_PLATFORM, "Free"]);

  await setOrcaPlatform(editing, publishing, SEEDED_PLATFORM, CHANGED_PLATFORM);
  // Only that cell changed: the rest of the table is the seeded one, in its order.
  expect(await rowsSeenByVisitors(browser)).toEqual(
    seeded.map((row, i) => (i === 5 ? [row[0], CHANGED_PLATFORM, row[2]] : row)),
  );

  await setOrcaPlatform(editing, publishing, CHANGED_PLATFORM, SEEDED_PLATFORM);
  expect(await rowsSeenByVisitors(browser)).toEqual(seeded);
});
