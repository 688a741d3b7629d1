import { expect, test } from "@playwright/test";
import { saveDraft, workflowStaff } from "./content-helpers";

/**
 * Issue 26, item 9: a tender's pre-bid minutes (a dated PDF or link) are entered in the tender
 * form and shown in the tenders table's "Pre-bid Minutes" column; a problem in them is named by
 * the labels on the form ("Minutes 1 › Label (English)"), not by its path in the data. The tender
 * stays a draft, seen through a preview link, so the public tenders lists other specs read do not change.
 */
const slow = expect.configure({ timeout: 20_000 });

test("pre-bid minutes: refused by their labels when incomplete, then shown in the tenders table", async ({
  browser,
  page,
}) => {
  test.setTimeout(240_000);
  const { editing } = await workflowStaff(browser, page, "pre-bid");
  const number = `GEM/2026/B/${Date.now()}`;

  await editing.goto("/admin/content/tenders/new");
  await editing.getByLabel("Bid number").fill(number);
  await editing.getByLabel("Title (English)").fill("Supply of laboratory benches");
  await editing.getByLabel("Department (English)").fill("DSEU");
  await editing.getByLabel("Category").fill("Goods");
  await editing.getByRole("button", { name: "Create the tender as a draft" }).click();
  await slow(editing.getByRole("button", { name: "Save draft" })).toBeVisible();

  const minutes = editing.getByRole("group", { name: "Pre-bid minutes" });
  await minutes.getByRole("button", { name: /^Add minutes/ }).click();
  await editing.getByRole("button", { name: "Save draft" }).click();
  const alert = editing.getByRole("alert").filter({ hasText: "There are problems with 2 fields." });
  await slow(alert).toBeVisible();
  await expect(
    alert.getByRole("link", { name: /^Minutes 1 › Label \(English\): Write the English text\.$/ }),
  ).toBeVisible();
  await expect(alert.getByRole("link", { name: /^Minutes 1 › PDF or link: Give a link\.$/ })).toBeVisible();
  await expect(alert).not.toContainText("preBidMinutes");

  const entry = minutes.getByRole("listitem").first();
  await entry.getByLabel("Date").fill("2026-01-12");
  await entry
    .getByRole("group", { name: /^Label/ })
    .getByLabel("English")
    .fill("Minutes of the pre-bid meeting");
  await entry.getByLabel("PDF or link").fill("https://gem.gov.in/minutes/e2e");
  await saveDraft(editing);

  await editing.getByRole("button", { name: "Create a preview link" }).click();
  const previewHref = await editing.getByRole("link", { name: /Open the draft on its page/ }).getAttribute("href");
  expect(previewHref).toBeTruthy();
  const preview = await (await browser.newContext()).newPage();
  await preview.goto(previewHref!);
  await slow(preview).toHaveURL(/\/tenders$/);
  const row = preview.getByRole("row").filter({ hasText: number });
  await slow(row).toBeVisible();
  // Tender Document, then Pre-bid Minutes: the eighth data cell (the bid number is the row's header).
  const cell = row.getByRole("cell").nth(7);
  await expect(cell.getByRole("link", { name: /Minutes of the pre-bid meeting/ })).toHaveAttribute(
    "href",
    "https://gem.gov.in/minutes/e2e",
  );
  await expect(cell.locator("time")).toHaveAttribute("datetime", "2026-01-12");
  await expect(preview.getByRole("columnheader", { name: "Pre-bid Minutes" })).toBeVisible();
});
