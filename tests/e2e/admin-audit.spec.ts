import { expect, test, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { createAccount, signIn } from "./admin-helpers";
import { axeViolations } from "./axe";

/**
 * The audit log (issue 26, item 7): an Editor adds an office holder and renames them; the Admin
 * finds both writes on /admin/audit filtered by the Editor, the kind and today's day in India,
 * each in words with the item's name, follows the link to the item, and after deleting it still
 * finds the deletion under the item's name. The Editor is refused the page (403) and has no menu
 * entry for it. The page passes axe at two widths, with an entry's details open.
 */
test.describe.configure({ mode: "serial" });
test.slow();

const slow = expect.configure({ timeout: 20_000 });
const stamp = Date.now();
const editor = { email: `audit.editor.${stamp}@example.org`, password: "" };
const office = `dean-audit-${stamp}`;
const title = `Dean, Faculty of Audit Studies ${stamp}`;
const renamed = `Dean, Faculty of Audit Trails ${stamp}`;
// The day in India (UTC+05:30), as the filters read it.
const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

async function filterLog(page: Page, filters: { person?: string; kind?: string; from?: string; to?: string }) {
  await page.goto("/admin/audit");
  if (filters.person) await page.getByLabel("Person").selectOption({ label: filters.person });
  if (filters.kind) await page.getByLabel("Kind of item").selectOption({ label: filters.kind });
  if (filters.from) await page.getByLabel("From (day)").fill(filters.from);
  if (filters.to) await page.getByLabel("To (day)").fill(filters.to);
  await page.getByRole("button", { name: "Show changes" }).press("Enter");
  await slow(page).toHaveURL(/\/admin\/audit\?/);
}

const entries = (page: Page) => page.getByRole("table", { name: "Recorded changes, newest first" }).getByRole("row");

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await slow(page).toHaveURL(/\/admin\/dashboard$/);
  editor.password = await createAccount(page, editor.email, "Editor");
  await page.close();
});

test("an Editor's writes are found by person, kind and day, named in words and linked to the item", async ({
  page,
}) => {
  await signIn(page, editor.email, editor.password);
  await slow(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(
    page.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "Audit log" }),
  ).toHaveCount(0);
  const refused = await page.goto("/admin/audit");
  expect(refused?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1, name: "You do not have access to this page" })).toBeVisible();

  await page.goto("/admin/office-holders/new");
  await page.getByLabel("Office key").fill(office);
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Name", { exact: true }).fill(`Prof. Audit ${stamp}`);
  await page.getByRole("button", { name: "Add office holder" }).click();
  await slow(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await page.getByLabel("Title", { exact: true }).fill(renamed);
  await page.getByRole("button", { name: "Save office holder" }).click();
  await slow(page.getByRole("status").filter({ hasText: "Office holder saved." })).toBeVisible();

  await page.context().clearCookies();
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await slow(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "Audit log" }).click();
  await slow(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();

  await filterLog(page, { person: editor.email, kind: "office holder", from: today, to: today });
  const rows = entries(page);
  // The heading row, then the rename and the addition, newest first.
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText(editor.email);
  await expect(rows.nth(1)).toContainText("Changed");
  await expect(rows.nth(2)).toContainText("Added");
  await expect(rows.nth(2)).toContainText("office holder");
  await expect(page.getByTestId("audit-count")).toHaveText("2 changes.");

  // Before and after are shown as text, as stored.
  await rows.nth(1).getByText("Details").click();
  await expect(rows.nth(1).locator("pre").first()).toContainText(`"title": "Dean, Faculty of Audit Studies ${stamp}"`);
  await expect(rows.nth(1).locator("pre").nth(1)).toContainText(`"title": "${renamed}"`);
  for (const width of [1280, 480]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page, `audit log at ${width}`)).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // Another day finds none of them.
  await filterLog(page, { person: editor.email, from: "2020-01-01", to: "2020-01-02" });
  await expect(page.getByText("No change matches these filters.")).toBeVisible();

  await filterLog(page, { kind: "office holder", from: today });
  await page.getByRole("link", { name: renamed, exact: true }).first().click();
  await slow(page.getByRole("heading", { level: 1, name: renamed })).toBeVisible();

  await page.getByRole("button", { name: "Delete office holder…" }).click();
  await page.getByRole("button", { name: "Yes, delete this office holder" }).click();
  await slow(page.getByRole("status").filter({ hasText: "Office holder deleted." })).toBeVisible();

  // The deletion is found under the item's name though the item is gone; every change to it is one link away.
  await filterLog(page, { kind: "office holder", from: today, to: today });
  const deletion = entries(page).filter({ hasText: "Deleted" }).filter({ hasText: renamed });
  await expect(deletion).toHaveCount(1);
  await expect(deletion.getByRole("link", { name: renamed, exact: true })).toHaveCount(0);
  await deletion.getByRole("link", { name: /^Every change to it/ }).click();
  await slow(page.getByTestId("audit-count")).toHaveText("3 changes.");

  // The dashboard's latest changes say their actions in words too, and lead an Admin to the log.
  await page.goto("/admin/dashboard");
  const latest = page.getByRole("region", { name: "Latest changes" });
  await expect(latest).not.toContainText(/[a-z-]+\.(create|update|delete|login)\b/);
  await latest.getByRole("link", { name: "Every change, with filters, in the audit log" }).click();
  await slow(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
});

test("a day the calendar does not have is refused by its field", async ({ page }) => {
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await slow(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto("/admin/audit?from=2026-02-30");
  await expect(page.getByLabel("From (day)")).toHaveAccessibleDescription("Give the first day as a date (YYYY-MM-DD).");
  expect(await axeViolations(page, "audit log with a refused filter")).toEqual([]);
});
