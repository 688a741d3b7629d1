import { expect, test } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { signIn } from "./admin-helpers";
import { axeViolations } from "./axe";
import { adminToken, uploadNotices } from "./notice-fixtures";

/**
 * A notice's history (issue 26, item 7) as staff use it: from the notice manager's row, the
 * history page lists the upload and the change with who made them and what changed; "Restore this
 * version" brings the first title and section back, says so, lists the restore first and the
 * manager shows the old title again. The page passes axe at desktop and phone widths. Run once
 * (desktop project): the widths are set here.
 */
const slow = expect.configure({ timeout: 20_000 });

test("a notice's changes are listed with who made them, and an earlier version can be restored", async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const first = `Hostel fee circular ${stamp}`;
  const changed = `Hostel fee circular (revised) ${stamp}`;
  const [id] = await uploadNotices(request, [{ title: first, section: "students" }]);
  const response = await request.put(`/api/v1/notice/${id}`, {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    form: { fileName: changed, section: "admission" },
  });
  expect(response.status(), await response.text()).toBe(200);

  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await slow(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto(`/admin/view-pdfs?q=${stamp}`);
  await page.getByRole("link", { name: `History “${changed}”` }).click();
  await slow(page.getByRole("heading", { level: 1, name: `History of “${changed}”` })).toBeVisible();

  const entries = page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 2 }) });
  await expect(entries).toHaveCount(2);
  await expect(entries.first().getByRole("heading")).toHaveText(`Changed by ${E2E_ADMIN.email}`);
  await expect(entries.first().getByRole("listitem").first()).toHaveText(`Title: ${first} → became ${changed}`);
  await expect(entries.last().getByRole("heading")).toHaveText(`Added by ${E2E_ADMIN.email}`);
  for (const width of [1280, 412]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page, `notice history at ${width}`)).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await entries
    .last()
    .getByRole("button", { name: /^Restore this version/ })
    .click();
  await slow(page.getByRole("status")).toContainText("The earlier version's details are back.");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`History of “${first}”`);
  await expect(entries.first().getByRole("heading")).toHaveText(`Restored an earlier version by ${E2E_ADMIN.email}`);

  await page.goto(`/admin/view-pdfs?q=${stamp}`);
  const row = page.getByRole("table").getByRole("rowheader");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(first);
  await expect(row).not.toContainText("revised");
});
