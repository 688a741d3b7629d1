import { expect, test } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { createAccount, signIn } from "./admin-helpers";

test.describe.configure({ mode: "serial" });

const unique = Date.now();
const editor = { email: `editor.${unique}@example.org`, password: "" };
const facultyAccount = { email: `faculty.${unique}@example.org`, password: "" };

test("field-level messages, then one neutral message for wrong credentials", async ({ page }) => {
  await page.goto("/admin-login");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Enter your email address.")).toBeVisible();
  await expect(page.getByLabel("Email")).toBeFocused();
  await signIn(page, E2E_ADMIN.email, "not the password");
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Invalid credentials");
  await signIn(page, "nobody@example.org", "not the password");
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Invalid credentials");
});

test("an Admin signs in, sees the role, keeps no token where scripts can read it, and creates accounts", async ({
  page,
  context,
}) => {
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByTestId("admin-role")).toHaveText("Admin");
  // The session is the http-only cookie alone.
  expect(await page.evaluate(() => sessionStorage.length + localStorage.length)).toBe(0);
  expect((await context.cookies()).find((cookie) => cookie.name.endsWith("next-auth.session-token"))?.httpOnly).toBe(
    true,
  );
  await expect(page.getByRole("heading", { name: "Latest changes" })).toBeVisible();

  editor.password = await createAccount(page, editor.email, "Editor");
  facultyAccount.password = await createAccount(page, facultyAccount.email, "Faculty");
  await expect(page.getByRole("row", { name: new RegExp(editor.email) })).toContainText("Never");
});

test("an Editor cannot reach the users page", async ({ page }) => {
  await signIn(page, editor.email, editor.password);
  await expect(page.getByTestId("admin-role")).toHaveText("Editor");
  await expect(
    page.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "Users" }),
  ).toHaveCount(0);
  const response = await page.goto("/admin/users");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You do not have access to this page");
});

test("a Faculty account is refused at the staff sign-in and cannot open /admin", async ({ page }) => {
  await signIn(page, facultyAccount.email, facultyAccount.password);
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("This user isn't an admin.");
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  await expect(page).toHaveURL(/\/admin-login/);
});

test("signing out ends the session everywhere: a copied cookie no longer opens /admin", async ({ page, context }) => {
  await signIn(page, editor.email, editor.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const cookies = await context.cookies();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/admin-login/);
  await context.addCookies(cookies);
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin-login\?expired=1&next=%2Fadmin%2Fdashboard/);
  await expect(page.getByText("Your session has expired. please log in again!")).toBeVisible();
});

test("when a session ends mid-work, the next page asks to sign in again and returns there", async ({ browser }) => {
  const adminPage = await (await browser.newContext()).newPage();
  await signIn(adminPage, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(adminPage).toHaveURL(/\/admin\/dashboard$/);

  const editorPage = await (await browser.newContext()).newPage();
  await signIn(editorPage, editor.email, editor.password);
  await expect(editorPage).toHaveURL(/\/admin\/dashboard$/);

  await adminPage.goto("/admin/users");
  await adminPage
    .getByRole("row", { name: new RegExp(editor.email) })
    .getByRole("button", { name: /^Reset password/ })
    .click();
  const newPassword = await adminPage.getByTestId("one-time-password").textContent();

  await editorPage.goto("/admin/dashboard?view=latest");
  await expect(editorPage).toHaveURL(/\/admin-login\?expired=1&next=%2Fadmin%2Fdashboard%3Fview%3Dlatest/);
  await editorPage.getByLabel("Email").fill(editor.email);
  await editorPage.getByLabel("Password").fill(newPassword!);
  await editorPage.getByRole("button", { name: "Sign in" }).click();
  await expect(editorPage).toHaveURL(/\/admin\/dashboard\?view=latest$/);
});
