import { expect, test } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { createAccount, signIn } from "./admin-helpers";
import { axeViolations } from "./axe";

/**
 * Staff add a faculty member (issue 25, a declared record kind): an Editor opens Faculty members
 * from the admin menu, adds a member to a department through the form (a refused field first, said
 * by its field), and a visitor finds the new member on their profile and on their department's
 * page at once. The list, the new-member form and the member's form pass axe at two widths.
 */
test.describe.configure({ mode: "serial" });
test.slow();

const slow = expect.configure({ timeout: 20_000 });
const stamp = Date.now();
const editor = { email: `faculty.editor.${stamp}@example.org`, password: "" };
const FIRST = `Kavya${stamp}`;
const NAME = `Dr. ${FIRST} Menon`;

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await slow(page).toHaveURL(/\/admin\/dashboard$/);
  editor.password = await createAccount(page, editor.email, "Editor");
  await page.close();
});

test("an Editor adds a faculty member, whom visitors see on their profile and department page", async ({
  page,
  browser,
}) => {
  await signIn(page, editor.email, editor.password);
  await slow(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "Faculty members" }).click();
  await slow(page.getByRole("heading", { level: 1, name: "Faculty members" })).toBeVisible();
  for (const width of [1280, 480]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page, `faculty list at ${width}`)).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole("link", { name: "Add a faculty member" }).click();
  await slow(page.getByRole("heading", { level: 1, name: "Add a faculty member" })).toBeVisible();
  for (const width of [1280, 480]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page, `new faculty member form at ${width}`)).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByLabel(/^Salutation/).fill("Dr.");
  await page.getByLabel("First name", { exact: true }).fill(FIRST);
  await page.getByLabel(/^Surname/).fill("Menon");
  await page.getByLabel("Email", { exact: true }).fill("kavya at dseu");
  await page.getByLabel("Designation", { exact: true }).fill("Assistant Professor");
  await page.getByLabel("Faculty type", { exact: true }).selectOption("DSEU");
  const department = page.getByLabel(/^Department/);
  const departmentName = (await department.locator("option").nth(1).textContent())!;
  await department.selectOption({ label: departmentName });
  await page.getByRole("button", { name: "Add faculty member" }).click();
  await slow(page.getByRole("alert").filter({ hasText: "There is a problem with 1 field." })).toBeVisible();
  const email = page.getByLabel("Email", { exact: true });
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription(/Enter an email address like name@dseu\.ac\.in\./);

  await email.fill(`kavya.${stamp}@dseu.ac.in`);
  await page.getByRole("button", { name: "Add faculty member" }).click();
  await slow(page.getByRole("heading", { level: 1, name: NAME })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Faculty member added." })).toBeVisible();
  for (const width of [1280, 480]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page, `faculty member form at ${width}`)).toEqual([]);
  }
  const profile = (await page.getByRole("link", { name: "their profile" }).getAttribute("href"))!;

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(profile);
  await slow(visitor.getByRole("heading", { level: 1, name: NAME })).toBeVisible();
  // The profile names the department in its facts (and in the breadcrumb trail).
  await visitor.getByRole("main").locator("dl").getByRole("link", { name: departmentName }).click();
  // The department's own page (not the profile still on screen while the link loads) lists them.
  await visitor.waitForURL(/\/dept\//, { timeout: 60_000 });
  await slow(
    visitor.getByRole("link", { name: departmentName, exact: true }).and(visitor.locator("[aria-current=page]")),
  ).toBeVisible();
  await expect(visitor.getByRole("main").getByText(NAME).first()).toBeVisible();
  await visitor.close();
});
