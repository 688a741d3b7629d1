import { expect, type Page } from "@playwright/test";

/** Sign-in and account set-up shared by the admin area's end-to-end tests. */
export async function signIn(page: Page, email: string, password: string, path = "/admin-login") {
  await page.goto(path);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** Creates an account of a role through /admin/users (an Admin must be signed in); answers its one-time password. */
export async function createAccount(page: Page, email: string, role: string): Promise<string> {
  await page.goto("/admin/users");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Role").selectOption(role);
  await page.getByLabel("Generate a password and show it once instead").check();
  await page.getByRole("button", { name: "Create account" }).click();
  const password = await page.getByTestId("one-time-password").textContent();
  expect(password).toMatch(/^\S{20}$/);
  return password!;
}
