import { expect, test, type Browser, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { createAccount, signIn } from "./admin-helpers";
import { axeViolations } from "./axe";

/**
 * Staff change an office holder (issue 13, reference data): an Editor rewrites the Registrar's
 * message and its Hindi on /admin/office-holders/{id}, sees each field's problem by its field,
 * saves, and a visitor sees the new message on the Registrar's page at once (through the
 * whole-page cache), in English and in Hindi. Restoring the seeded revision from the history puts
 * the seeded message back for visitors too, so the specs that read the leader pages run alongside.
 * Both admin pages pass axe.
 */
test.describe.configure({ mode: "serial" });
// Three saves, four visits and three axe scans on a machine the other specs share.
test.slow();

const slow = expect.configure({ timeout: 20_000 });
const stamp = Date.now();
const editor = { email: `office.editor.${stamp}@example.org`, password: "" };
const MESSAGE = `The Registrar's office answers every letter within a week (${stamp}).`;
const MESSAGE_HI = `कुलसचिव कार्यालय हर पत्र का उत्तर एक सप्ताह में देता है (${stamp})।`;
const SEEDED_START = "For us, a good education is measured by the change it allows you to bring about";

const messageField = (page: Page) => page.getByRole("textbox", { name: /^Message(?! in Hindi)/ });
const messageHiField = (page: Page) => page.getByRole("textbox", { name: /^Message in Hindi/ });

async function openRegistrar(page: Page) {
  await page.goto("/admin/office-holders");
  await page.getByRole("link", { name: "Registrar", exact: true }).click();
  await slow(page.getByRole("heading", { level: 1, name: "Registrar" })).toBeVisible();
}

/** The Registrar's page as an anonymous visitor gets it: a fresh context, no cookie. */
async function visitorMessage(browser: Browser, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(path);
  const quote = page.getByRole("main").locator("blockquote");
  const shown = { text: await quote.textContent(), lang: await quote.getAttribute("lang") };
  await context.close();
  return shown;
}

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await slow(page).toHaveURL(/\/admin\/dashboard$/);
  editor.password = await createAccount(page, editor.email, "Editor");
  await page.close();
});

test.beforeEach(async ({ page }) => {
  await signIn(page, editor.email, editor.password);
  await slow(page).toHaveURL(/\/admin\/dashboard$/);
});

test("the admin menu leads to the office holders, and both admin pages pass axe", async ({ page }) => {
  await page.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "Office holders" }).click();
  await slow(page.getByRole("heading", { level: 1, name: "Office holders" })).toBeVisible();
  const rows = page.getByRole("table", { name: "Office holders, in the order pages list them" }).getByRole("row");
  // In position order: the Chancellor first, then the Vice Chancellor.
  await expect(rows.nth(1)).toContainText("chancellor");
  await expect(rows.nth(2)).toContainText("vice-chancellor");
  expect(await axeViolations(page, "office holders list")).toEqual([]);
  await openRegistrar(page);
  expect(await axeViolations(page, "office holder form")).toEqual([]);
});

test("an Editor rewrites the Registrar's message, and a visitor sees it at once in English and Hindi", async ({
  page,
  browser,
}) => {
  await openRegistrar(page);
  await page.getByLabel("Name", { exact: true }).fill("");
  await page.getByRole("textbox", { name: /^Email/ }).fill("registrar at dseu");
  await page.getByRole("button", { name: "Save office holder" }).click();
  await slow(page.getByRole("alert").filter({ hasText: "There are problems with 2 fields." })).toBeVisible();
  const name = page.getByLabel("Name", { exact: true });
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toHaveAccessibleDescription(/Enter the name\./);
  await expect(page.getByRole("textbox", { name: /^Email/ })).toHaveAccessibleDescription(
    /Enter an email address like name@dseu\.ac\.in, or leave it empty\./,
  );
  expect(await axeViolations(page, "office holder form with errors")).toEqual([]);

  await page.reload();
  await messageField(page).fill(MESSAGE);
  await messageHiField(page).fill(MESSAGE_HI);
  await page.getByRole("button", { name: "Save office holder" }).click();
  await slow(page.getByRole("status").filter({ hasText: "Office holder saved." })).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Prof. (Dr.) Gagan Dhawan");

  expect(await visitorMessage(browser, "/registrar")).toEqual({ text: MESSAGE, lang: null });
  expect(await visitorMessage(browser, "/hi/registrar")).toEqual({ text: MESSAGE_HI, lang: null });
});

test("restoring the seeded revision puts the seeded message back for visitors", async ({ page, browser }) => {
  await openRegistrar(page);
  const history = page.getByRole("region", { name: "History" });
  await history
    .getByRole("listitem")
    .filter({ hasText: "As first published on the site" })
    .getByRole("button", { name: /^Restore/ })
    .click();
  await slow(messageField(page)).toHaveValue(new RegExp(`^${SEEDED_START}`));
  await expect(messageHiField(page)).toHaveValue("");
  await expect(history.getByRole("listitem").first()).toContainText("Older revision restored");

  expect((await visitorMessage(browser, "/registrar")).text).toContain(SEEDED_START);
  // The seeded message's Hindi is the glossary's again.
  const hindi = await visitorMessage(browser, "/hi/registrar");
  expect(hindi.text).toMatch(/[\u0900-\u097F]/);
  expect(hindi.text).not.toContain(String(stamp));
});

test("an Editor adds a Dean whom the academic chart lists at once, then deletes them; the Registrar cannot be deleted", async ({
  page,
  browser,
}) => {
  const office = `dean-e2e-${stamp}`;
  const title = "Dean, Faculty of Drone Studies";
  const name = `Prof. Drone Dean ${stamp}`;
  await page.goto("/admin/office-holders");
  await page.getByRole("link", { name: "Add an office holder" }).click();
  await slow(page.getByRole("heading", { level: 1, name: "Add an office holder" })).toBeVisible();
  expect(await axeViolations(page, "new office holder form")).toEqual([]);

  // A key with capitals and spaces is refused by its field; nothing is added.
  await page.getByLabel("Office key").fill("Dean Drones");
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByRole("button", { name: "Add office holder" }).click();
  await slow(page.getByRole("alert").filter({ hasText: "There is a problem with 1 field." })).toBeVisible();
  await expect(page.getByLabel("Office key")).toHaveAccessibleDescription(/Use lowercase letters, digits/);

  await page.getByLabel("Office key").fill(office);
  await page.getByRole("button", { name: "Add office holder" }).click();
  await slow(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Office holder added." })).toBeVisible();

  // The chart's Deans' level names the prefix dean-, which takes in the new office.
  const visit = await (await browser.newContext()).newPage();
  await visit.goto("/academics/academicAdministration");
  await slow(visit.getByRole("main").getByText(name, { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Delete office holder…" }).click();
  await expect(page.getByText(`Delete ${title} (${name})? This cannot be undone here.`)).toBeFocused();
  await page.getByRole("button", { name: "Yes, delete this office holder" }).click();
  await slow(page.getByRole("status").filter({ hasText: "Office holder deleted." })).toBeVisible();
  await visit.goto("/academics/academicAdministration");
  await expect(visit.getByRole("main").getByText(name, { exact: true })).toHaveCount(0);
  await visit.close();

  // The Registrar's page needs its office: the refusal names it and nothing is deleted.
  await openRegistrar(page);
  await page.getByRole("button", { name: "Delete office holder…" }).click();
  await page.getByRole("button", { name: "Yes, delete this office holder" }).click();
  await slow(page.getByRole("alert").filter({ hasText: "named by the page /registrar" })).toBeVisible();
  await page.goto("/admin/office-holders");
  await expect(page.getByRole("link", { name: "Registrar", exact: true })).toBeVisible();
});
