import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Staff sign-in through a sign-in page (the admin one unless told), as the admin specs use it. */
export async function signIn(page: Page, email: string, password: string, path = "/admin-login") {
  await page.goto(path);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** Creates an account of `role` on /admin/users (an Admin must be signed in) and answers its one-time password. */
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

/** No WCAG 2.1 A/AA violation that axe can find on the page as it is now. */
export async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}
