import { expect, test, type Browser, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { INVALID_CREDENTIALS } from "../../lib/auth/sign-in-schema";
import { createAccount, signIn } from "./admin-helpers";
import { expectAccessible } from "./axe";
import { mailTo } from "./mailbox";

/**
 * "Forgot password?" end to end: the mail leaves the server through SMTP to the run's real SMTP
 * server (smtp-server, tests/e2e/mail-server.ts), its link sets a new password once and ends the account's other
 * sessions; then the owner changes the password in the admin and stays signed in.
 */
test.describe.configure({ mode: "serial" });

const unique = Date.now().toString(36);
const editor = { email: `reset.${unique}@example.org`, password: "" };
const NEW_PASSWORD = "lantern orchard violin pebble";
const CHANGED_PASSWORD = "harbour thistle compass meadow";
// Its own address, so no other spec's requests count against the reset limits of this one.
const ADDRESS = `203.0.113.${(Date.now() % 200) + 20}`;
test.use({ extraHTTPHeaders: { "x-forwarded-for": ADDRESS } });

async function mailedLink(to: string): Promise<URL> {
  const { text } = await mailTo(to, /Set a new password/);
  const link = text.match(/https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/)?.[0];
  expect(link, text).toBeTruthy();
  return new URL(link!);
}

async function signedInPage(browser: Browser, account: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": ADDRESS } });
  const page = await context.newPage();
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 20_000 });
  return page;
}

test("an Admin makes an Editor account", async ({ page }) => {
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 20_000 });
  editor.password = await createAccount(page, editor.email, "Editor");
});

test("a mailed link sets a new password once and ends the account's other sessions", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const elsewhere = await signedInPage(browser, editor);

  await page.goto("/admin-login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Forgot password" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Send me a link" }).click();
  await expect(page.getByText("Enter the email address of your staff account.")).toBeVisible();
  await page.getByLabel("Email").fill(editor.email);
  await page.getByRole("button", { name: "Send me a link" }).click();
  const sent = page.getByRole("status").filter({ hasText: "If this address belongs to a staff account" });
  await expect(sent).toBeVisible();
  await expectAccessible(page);

  // An address without an account gets the very same answer, and no mail.
  const unknown = await page.request.post("/api/v1/auth/forgot-password", {
    data: { email: `nobody.${unique}@example.org` },
  });
  expect(unknown.status()).toBe(200);
  expect((await unknown.json()).message).toBe(await sent.textContent());

  const link = await mailedLink(editor.email);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole("heading", { level: 1, name: "Set a new password" })).toBeVisible();
  await expect(page.getByText(editor.email)).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("New password", { exact: true }).fill("password1234");
  await page.getByLabel("New password again").fill("password1234");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.locator("#password-error")).toContainText("too easy to guess");
  await expectAccessible(page);
  await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("New password again").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("heading", { name: "Your new password is set" })).toBeFocused();
  await expectAccessible(page);

  // The other browser's session has ended.
  await elsewhere.goto("/admin/dashboard");
  await expect(elsewhere).toHaveURL(/\/admin-login\?expired=1/);
  await elsewhere.context().close();

  // The link works once.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole("alert").filter({ hasText: "has expired or has already been used" })).toBeVisible();
  await expectAccessible(page);

  // The old password no longer signs in; the new one does.
  await signIn(page, editor.email, editor.password);
  await expect(page.getByRole("alert").filter({ hasText: INVALID_CREDENTIALS })).toBeVisible({ timeout: 20_000 });
  editor.password = NEW_PASSWORD;
  await signIn(page, editor.email, editor.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 20_000 });
});

test("the session list signs out the other browsers", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const elsewhere = await signedInPage(browser, editor);
  await signIn(page, editor.email, editor.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 20_000 });
  await page.goto("/admin/account");
  const sessions = page.getByTestId("sessions").getByRole("listitem");
  await expect.poll(() => sessions.count()).toBeGreaterThanOrEqual(2);
  await expect(sessions.filter({ hasText: "This browser" })).toHaveCount(1);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Sign out all other sessions" }).click();
  await expect(page.getByRole("status").filter({ hasText: /other sessions? ha(s|ve) ended/ })).toBeVisible();
  await expect(sessions).toHaveCount(1);
  await expect(page.getByText("No other browser is signed in to your account.")).toBeVisible();

  await elsewhere.goto("/admin/dashboard");
  await expect(elsewhere).toHaveURL(/\/admin-login\?expired=1/);
  await elsewhere.context().close();

  // "Sign out" on this browser's own entry ends it.
  await page.getByRole("button", { name: "Sign out this browser" }).click();
  await expect(page).toHaveURL(/\/admin-login/);
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin-login/);
});

test("changing one's own password keeps this browser signed in and ends the others", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const elsewhere = await signedInPage(browser, editor);
  await signIn(page, editor.email, editor.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 20_000 });
  await page.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "Your account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
  await page.getByLabel("Current password").fill("not my password");
  await page.getByLabel("New password", { exact: true }).fill(CHANGED_PASSWORD);
  await page.getByLabel("New password again").fill(CHANGED_PASSWORD);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.locator("#currentPassword-error")).toHaveText("The current password is not right.");
  await expect(page.getByLabel("Current password")).toBeFocused();
  await expectAccessible(page);

  await page.getByLabel("Current password").fill(editor.password);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your password is changed" })).toBeVisible({
    timeout: 20_000,
  });
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();

  await elsewhere.goto("/admin/dashboard");
  await expect(elsewhere).toHaveURL(/\/admin-login\?expired=1/);
  await elsewhere.context().close();
});
