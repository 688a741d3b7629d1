import { expect, test, type Browser, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { codeNow, wrongCode } from "../helpers/totp";
import { createAccount, signIn } from "./admin-helpers";
import { expectAccessible } from "./axe";

/**
 * Two-factor sign-in end to end, on a Publisher account made here (so no other spec's sign-ins are
 * touched): the dashboard asks for it, the account page sets it up from the shown secret (the code
 * is computed here, as the phone's app would), and from then on signing in asks for a code, an
 * authenticator's or a recovery code. axe at a desktop and a phone width on the set-up and on the
 * code step.
 */
test.describe.configure({ mode: "serial" });

const unique = Date.now().toString(36);
const publisher = { email: `totp.${unique}@example.org`, password: "" };
let secret = "";
let recoveryCodes: string[] = [];
// Its own address, so no other spec's sign-ins count against the limits of this one.
const ADDRESS = `203.0.113.${(Date.now() % 200) + 30}`;
test.use({ extraHTTPHeaders: { "x-forwarded-for": ADDRESS } });

const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 375, height: 800 },
];

async function accessibleAtTwoWidths(page: Page) {
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await expectAccessible(page);
  }
  await page.setViewportSize(WIDTHS[0]!);
}

async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": ADDRESS } });
  return context.newPage();
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(/\/admin-login$/, { timeout: 20_000 });
}

test("an Admin makes a Publisher account", async ({ page }) => {
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 20_000 });
  publisher.password = await createAccount(page, publisher.email, "Publisher");
});

test("the dashboard asks the Publisher to enrol; the account page sets it up with the app's first code", async ({
  browser,
}) => {
  const page = await freshPage(browser);
  await signIn(page, publisher.email, publisher.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 20_000 });
  const nudge = page.getByTestId("two-factor-nudge");
  await expect(nudge).toContainText("Turn on two-factor sign-in");
  await nudge.getByRole("link", { name: "Set up two-factor sign-in" }).click();
  await expect(page).toHaveURL(/\/admin\/account#two-factor$/);

  await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  const shown = page.getByTestId("totp-secret");
  await expect(shown).toBeVisible();
  await expect(page.getByRole("img", { name: "QR code to scan with your authenticator app" })).toBeVisible();
  secret = (await shown.textContent())!.replace(/\s/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expect(page.getByLabel("Code from the app")).toBeFocused();
  await accessibleAtTwoWidths(page);

  // A wrong code: told at the field, nothing switched on.
  await page.getByLabel("Code from the app").fill(wrongCode(secret));
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await expect(page.getByText("That code is not right. Enter the code the app shows now.")).toBeVisible();
  await expect(page.getByLabel("Code from the app")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Code from the app").fill(codeNow(secret));
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  const codes = page.getByTestId("recovery-codes").getByRole("listitem");
  await expect(codes).toHaveCount(10);
  recoveryCodes = (await codes.allTextContents()).map((code) => code.trim());
  for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  await expect(page.getByRole("heading", { name: "Your recovery codes" })).toBeFocused();
  await accessibleAtTwoWidths(page);
  await page.getByRole("button", { name: "I have saved my recovery codes" }).click();
  await expect(page.getByText("10 recovery codes are left.")).toBeVisible();

  await page.goto("/admin/dashboard");
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await expect(page.getByTestId("two-factor-nudge")).toHaveCount(0);
  await signOut(page);
  await page.context().close();
});

test("signing in asks for the code after the password; a wrong one is refused at the field, the app's code signs in", async ({
  page,
}) => {
  await signIn(page, publisher.email, publisher.password);
  const code = page.getByLabel("Code", { exact: true });
  await expect(page.getByRole("heading", { name: "Two-factor code" })).toBeVisible({ timeout: 20_000 });
  await expect(code).toBeFocused();
  await expect(page).toHaveURL(/\/admin-login/);
  await accessibleAtTwoWidths(page);

  await code.fill(wrongCode(secret));
  await page.keyboard.press("Enter");
  await expect(page.getByText("That code is not right, or has already been used.")).toBeVisible({ timeout: 20_000 });
  await expect(code).toHaveAttribute("aria-invalid", "true");
  await accessibleAtTwoWidths(page);

  // The set-up used the current step's code; the next step's is new (the window takes one either side).
  await code.fill(codeNow(secret, 1));
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 20_000 });
  await signOut(page);
});

test("a recovery code signs in once", async ({ page }) => {
  await signIn(page, publisher.email, publisher.password);
  await page.getByLabel("Code", { exact: true }).fill(recoveryCodes[0]!);
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 20_000 });
  await page.goto("/admin/account");
  await expect(page.getByText("9 recovery codes are left.")).toBeVisible();
  await signOut(page);

  await signIn(page, publisher.email, publisher.password);
  await page.getByLabel("Code", { exact: true }).fill(recoveryCodes[0]!);
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(page.getByText("That code is not right, or has already been used.")).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/admin-login/);
});

test("an Admin resets the Publisher's two-factor sign-in (a lost phone); the password alone signs in again", async ({
  page,
  browser,
}) => {
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 20_000 });
  await page.goto("/admin/users");
  const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: publisher.email }) });
  await expect(row.getByRole("cell").nth(2)).toHaveText("On");
  await row.getByRole("button", { name: `Reset two-factor of ${publisher.email}` }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `Two-factor sign-in is off for ${publisher.email}` }),
  ).toBeVisible();
  await expect(row.getByRole("cell").nth(2)).toHaveText("Off");
  await accessibleAtTwoWidths(page);

  const owner = await freshPage(browser);
  await signIn(owner, publisher.email, publisher.password);
  await expect(owner).toHaveURL(/\/admin\/dashboard$/, { timeout: 20_000 });
  await expect(owner.getByTestId("two-factor-nudge")).toBeVisible();
  await owner.context().close();
});
