import { expect, test, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { signIn } from "./admin-helpers";
import { axeViolations } from "./axe";
import { uploadNotices } from "./notice-fixtures";

/**
 * Bulk actions on notices (issue 26, item 9): staff tick two notices in the notice manager, archive
 * both after one confirmation that says how many and what happens, and find them in the archive;
 * there, "select all" and Unarchive bring them back. The list with a selection passes axe at desktop
 * and phone widths. Run once (desktop project): the widths are set here.
 */
test.describe.configure({ mode: "serial" });

const slow = expect.configure({ timeout: 20_000 });
const stamp = Date.now();
const titles = [`Bulk probe circular A ${stamp}`, `Bulk probe circular B ${stamp}`];

const list = (archived: boolean) => `/admin/view-pdfs?q=${stamp}${archived ? "&archived=true" : ""}`;
const box = (page: Page, title: string) => page.getByRole("checkbox", { name: `Select “${title}”` });
const rowHeaders = (page: Page) => page.getByRole("table").getByRole("rowheader");

test.beforeAll(async ({ request }) => {
  await uploadNotices(
    request,
    titles.map((title) => ({ title, section: "students" })),
  );
});

test.beforeEach(async ({ page }) => {
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await slow(page).toHaveURL(/\/admin\/dashboard$/);
});

test("two notices ticked are archived after one confirmation and are then in the archive", async ({ page }) => {
  await page.goto(list(false));
  await expect(rowHeaders(page)).toHaveCount(2);
  const bar = page.getByRole("group", { name: "Actions for the selected notices" });
  await expect(bar.getByRole("status")).toHaveText("No notices selected");
  await expect(bar.getByRole("button", { name: "Archive selected" })).toBeDisabled();

  for (const title of titles) await box(page, title).click();
  await expect(bar.getByRole("status")).toHaveText("2 notices selected");
  await expect(page.getByRole("checkbox", { name: "Select all notices on this page" })).toBeChecked();

  for (const width of [1280, 412]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page, `notice list with a selection at ${width}`)).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await bar.getByRole("button", { name: "Archive selected" }).click();
  const dialog = page.getByRole("dialog", { name: "Archive 2 notices?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("They leave the current notices of their public pages");
  for (const title of titles) await expect(dialog.getByRole("listitem").filter({ hasText: title })).toHaveCount(1);
  // Cancel is the safe answer and has the focus.
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await dialog.getByRole("button", { name: "Archive 2 notices" }).click();

  await slow(page.getByText("2 notices archived.")).toBeVisible();
  await slow(page.getByText("No current notices match.")).toBeVisible();
  await expect(rowHeaders(page)).toHaveCount(0);

  await page.goto(list(true));
  await expect(rowHeaders(page)).toHaveCount(2);
  for (const title of titles) await expect(rowHeaders(page).filter({ hasText: title })).toHaveCount(1);
});

test("in the archive, select all and Unarchive bring both back; Move asks for its section first", async ({ page }) => {
  await page.goto(list(true));
  await expect(rowHeaders(page)).toHaveCount(2);
  const bar = page.getByRole("group", { name: "Actions for the selected notices" });
  await page.getByRole("checkbox", { name: "Select all notices on this page" }).click();
  for (const title of titles) await expect(box(page, title)).toBeChecked();

  await bar.getByRole("button", { name: "Move selected" }).click();
  const section = bar.getByLabel("Move to section");
  await expect(section).toBeFocused();
  await expect(section).toHaveAccessibleDescription("Choose the section to move the notices to.");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await bar.getByRole("button", { name: "Unarchive selected" }).click();
  const dialog = page.getByRole("dialog", { name: "Unarchive 2 notices?" });
  await dialog.getByRole("button", { name: "Unarchive 2 notices" }).click();
  await slow(page.getByText("2 notices unarchived.")).toBeVisible();
  await slow(page.getByText("No archived notices match.")).toBeVisible();

  await page.goto(list(false));
  await expect(rowHeaders(page)).toHaveCount(2);
});
