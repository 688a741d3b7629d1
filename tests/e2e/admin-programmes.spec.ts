import { expect, test, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { signIn } from "./admin-helpers";
import { axeViolations } from "./axe";

/**
 * Staff change a programme's facts (issue 13, reference data): an Admin changes the fees and the
 * duration of one programme on /admin/programmes/{id}, sees the saved toast, and a visitor sees
 * the new facts on the programme's page at once (through the whole-page cache). A field's problem
 * is shown by its field. Both admin pages pass axe. The seeded facts are put back afterwards, as
 * other specs read programmes alongside.
 */
test.describe.configure({ mode: "serial" });

const slow = expect.configure({ timeout: 20_000 });
const PROGRAMME = "BS Optometry";
const SEEDED = { fees: "", duration: "4 Years" };
const CHANGED = { fees: "₹41,000 per semester", duration: "5 Years" };

async function openForm(page: Page): Promise<string> {
  await page.goto("/admin/programmes");
  await page.getByRole("link", { name: PROGRAMME, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: PROGRAMME })).toBeVisible();
  return new URL(page.url()).pathname.split("/").at(-1)!;
}

async function save(page: Page, values: { fees: string; duration: string }) {
  await page.getByLabel("Fees").fill(values.fees);
  await page.getByLabel("Duration", { exact: true }).fill(values.duration);
  await page.getByRole("button", { name: "Save programme" }).click();
  await slow(page.getByRole("status").filter({ hasText: "Programme saved." })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, "/admin-login?next=%2Fadmin%2Fprogrammes");
  await slow(page.getByRole("heading", { level: 1, name: "Programmes" })).toBeVisible();
});

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, "/admin-login?next=%2Fadmin%2Fprogrammes");
  await slow(page.getByRole("heading", { level: 1, name: "Programmes" })).toBeVisible();
  await openForm(page);
  await save(page, SEEDED);
  await page.close();
});

test("both admin pages pass axe", async ({ page }) => {
  expect(await axeViolations(page, "programmes list")).toEqual([]);
  await openForm(page);
  expect(await axeViolations(page, "programme form")).toEqual([]);
});

test("an Admin changes the fees and duration, and a visitor sees them at once", async ({ page, browser }) => {
  const id = await openForm(page);
  await save(page, CHANGED);
  await expect(page.getByText("Programme saved", { exact: true })).toBeVisible();

  const visitor = await browser.newContext();
  const visit = await visitor.newPage();
  await visit.goto(`/programs/${id}`);
  const facts = visit.locator("dl");
  await expect(facts.getByText(CHANGED.fees)).toBeVisible();
  await expect(facts.getByText(CHANGED.duration, { exact: true })).toBeVisible();
  await visitor.close();
});

test("a field's problem is shown by its field, and nothing is saved", async ({ page }) => {
  await openForm(page);
  await page.getByLabel("Code").fill("BS OPTOM!");
  await page.getByLabel("Duration", { exact: true }).fill("");
  await page.getByRole("button", { name: "Save programme" }).click();
  await slow(page.getByRole("alert").filter({ hasText: "There are problems with 2 fields." })).toBeVisible();
  const code = page.getByLabel("Code");
  await expect(code).toHaveAttribute("aria-invalid", "true");
  await expect(code).toHaveAccessibleDescription(/Use letters, digits and hyphens, like BTECH-CSE\./);
  await expect(page.getByLabel("Duration", { exact: true })).toHaveAccessibleDescription(/Enter the duration\./);
  expect(await axeViolations(page, "programme form with errors")).toEqual([]);
  await page.reload();
  await expect(page.getByLabel("Code")).toHaveValue("BS-OPTOM");
});

test("seats and a year of the structure show to visitors, and the history puts the first facts back", async ({
  page,
  browser,
}) => {
  const id = await openForm(page);
  await page.getByLabel("Seats").fill("60");
  await page.getByLabel("Year 1 credits").fill("40 credits");
  await page.getByLabel("Year 1 exit award").fill("Certificate in Optometry");
  await page.getByRole("button", { name: "Save programme" }).click();
  await slow(page.getByRole("status").filter({ hasText: "Programme saved." })).toBeVisible();

  const visitor = await browser.newContext();
  const visit = await visitor.newPage();
  await visit.goto(`/programs/${id}`);
  await expect(visit.locator("dl").getByText("60", { exact: true })).toBeVisible();
  await expect(visit.getByRole("cell", { name: "Certificate in Optometry", exact: true })).toBeVisible();

  await page.reload();
  const history = page.getByRole("region", { name: "History" });
  await history
    .getByText(/What changed/)
    .first()
    .click();
  expect(await axeViolations(page, "programme form with its history")).toEqual([]);
  const first = history.getByRole("listitem").filter({ hasText: "As first published on the site" });
  await first.getByRole("button", { name: /^Restore/ }).click();
  await slow(history.getByRole("listitem").first()).toContainText("Older revision restored");
  await expect(page.getByLabel("Seats")).toHaveValue("");
  await expect(page.getByLabel("Fees")).toHaveValue(SEEDED.fees);

  await visit.reload();
  await expect(visit.getByRole("cell", { name: "Certificate in Optometry", exact: true })).toHaveCount(0);
  await visitor.close();
});

test("an Admin adds a programme that visitors find on its level's list, then deletes it", async ({ page, browser }) => {
  const stamp = Date.now().toString(36);
  const name = `Diploma in Drone Technology ${stamp}`;
  await page.getByRole("link", { name: "Add a programme" }).click();
  await slow(page.getByRole("heading", { level: 1, name: "Add a programme" })).toBeVisible();
  expect(await axeViolations(page, "new programme form")).toEqual([]);

  // The code is needed: the form says so by its field and adds nothing.
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Level").selectOption("DIPLOMA");
  await page.getByLabel("Duration", { exact: true }).fill("3 Years");
  await page.getByRole("button", { name: "Add programme" }).click();
  await slow(page.getByRole("alert").filter({ hasText: "There is a problem with 1 field." })).toBeVisible();
  await expect(page.getByLabel("Code")).toHaveAccessibleDescription(/Enter the code\./);

  await page.getByLabel("Code").fill(`DDRONE-${stamp}`);
  await page.getByRole("button", { name: "Add programme" }).click();
  await slow(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Programme added." })).toBeVisible();
  const id = new URL(page.url()).pathname.split("/").at(-1)!;

  const visit = await (await browser.newContext()).newPage();
  // Without a year-by-year structure its card names it without linking.
  await visit.goto("/courses/diploma");
  await slow(visit.getByText(name, { exact: true })).toBeVisible();
  await visit.goto(`/programs/${id}`);
  await slow(visit.getByRole("heading", { level: 1, name })).toBeVisible();

  await page.getByRole("button", { name: "Delete programme…" }).click();
  await expect(page.getByText(`Delete ${name}? This cannot be undone here.`)).toBeFocused();
  await page.getByRole("button", { name: "Yes, delete this programme" }).click();
  await slow(page.getByRole("status").filter({ hasText: "Programme deleted." })).toBeVisible();
  await expect(page.getByRole("link", { name, exact: true })).toHaveCount(0);

  const gone = await visit.goto(`/programs/${id}`);
  expect(gone?.status()).toBe(404);
  await visit.goto("/courses/diploma");
  await expect(visit.getByText(name, { exact: true })).toHaveCount(0);
});
