import { expect, test } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { createAccount, signIn } from "./admin-helpers";
import { axeViolations } from "./axe";

/**
 * Find text (issue 26, item 5): an Editor opens /admin/find from the admin menu, types "Registrar"
 * and gets every place that names it (pages and the office-holder records), each with the word
 * marked in its snippet and a link to its editor, and follows one to the page's editor. A query of
 * one character is refused by its field. The page passes axe at desktop and phone widths, with
 * results and with the field's message.
 */
test.describe.configure({ mode: "serial" });
test.slow();

const slow = expect.configure({ timeout: 20_000 });
const editor = { email: `find.editor.${Date.now()}@example.org`, password: "" };

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await slow(page).toHaveURL(/\/admin\/dashboard$/);
  editor.password = await createAccount(page, editor.email, "Editor");
  await page.close();
});

test("an Editor finds every place that names the Registrar and opens one in its editor", async ({ page }) => {
  await signIn(page, editor.email, editor.password);
  await slow(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "Find text" }).click();
  await slow(page.getByRole("heading", { level: 1, name: "Find text" })).toBeVisible();

  const field = page.getByRole("searchbox", { name: "Word, name or number" });
  await field.fill("Registrar");
  await field.press("Enter");
  await slow(page).toHaveURL(/\/admin\/find\?q=Registrar$/);
  await expect(page.getByRole("status")).toHaveText(/^\d+ places name “Registrar”\.$/);
  const results = page.getByRole("region", { name: "Places that name “Registrar”" });
  // The Registrar's own page, and the office holders whose titles name the office.
  await expect(results.getByRole("link", { name: "Registrar", exact: true })).toHaveAttribute(
    "href",
    /^\/admin\/content\/pages\/[0-9a-f]{24}$/,
  );
  await expect(results.getByRole("link", { name: /^Registrar \(/ })).toHaveAttribute(
    "href",
    /^\/admin\/office-holders\/[0-9a-f]{24}$/,
  );
  await expect(results.locator("mark").first()).toHaveText(/^registrar$/i);
  await expect(results.getByText("In the record (visitors see it now)").first()).toBeVisible();

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page, `find text with results at ${width}`)).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await results.getByRole("link", { name: "Registrar", exact: true }).click();
  await slow(page).toHaveURL(/\/admin\/content\/pages\/[0-9a-f]{24}$/);
  await slow(page.getByRole("heading", { level: 1, name: "Page: Registrar" })).toBeVisible();
  await slow(page.getByRole("button", { name: "Save draft" })).toBeVisible();
});

test("a query of one character is refused by its field", async ({ page }) => {
  await signIn(page, editor.email, editor.password);
  await slow(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto("/admin/find");
  const field = page.getByRole("searchbox", { name: "Word, name or number" });
  await field.fill("R");
  await page.getByRole("button", { name: "Find", exact: true }).click();
  await slow(page).toHaveURL(/\/admin\/find\?q=R$/);
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(/Type at least 2 characters to find\.$/);
  await expect(page.getByRole("region", { name: /^Places that name/ })).toHaveCount(0);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page, `find text with a refused query at ${width}`)).toEqual([]);
  }
});
