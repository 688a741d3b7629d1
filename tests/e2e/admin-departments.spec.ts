import { expect, test, type Browser, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { createAccount, signIn } from "./admin-helpers";
import { axeViolations } from "./axe";

/**
 * Staff change the Faculties and departments (issue 13, reference data). An Editor gives a
 * department a Hindi name on /admin/departments/{id} (after a head's email no faculty member has
 * is refused by its field), and a visitor sees it on the Hindi Faculties page at once; restoring
 * the first revision from the history puts the English back. The same Editor moves a Faculty's
 * second department to the top, the Faculties page lists it first, and a restore puts the order
 * back, so other specs read the seeded records. The admin pages pass axe. The Editor also adds a
 * department (visitors find it in the search) and a Faculty (on the Faculties page, with its own
 * page), each with a name of its own per run, and deletes each after confirming.
 */
test.describe.configure({ mode: "serial" });
// Each test signs in, saves and visits public pages several times.
test.slow();

const slow = expect.configure({ timeout: 20_000 });
const SCHOOL = "Faculty of Design Skills (FDS)";
const HINDI_NAME = "डिज़ाइन कौशल विभाग";
const editor = { email: `departments.editor.${Date.now()}@example.org`, password: "" };

test.beforeAll(async ({ browser }) => {
  // On a loaded machine the Admin's sign-in and the account form take a while.
  test.setTimeout(180_000);
  const page = await browser.newPage();
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await slow(page.getByRole("heading", { name: "Latest changes" })).toBeVisible();
  editor.password = await createAccount(page, editor.email, "Editor");
  await page.close();
});

test.beforeEach(async ({ page }) => {
  await signIn(page, editor.email, editor.password, "/admin-login?next=%2Fadmin%2Fdepartments");
  await slow(page.getByRole("heading", { level: 1, name: "Faculties and departments" })).toBeVisible();
});

const schoolSection = (page: Page) => page.getByRole("region", { name: SCHOOL, exact: true });

/** Opens the form of the Faculty's first department; answers its name. */
async function openDepartment(page: Page): Promise<string> {
  const link = schoolSection(page).getByRole("table").getByRole("link").first();
  const name = (await link.textContent())!;
  await link.click();
  await slow(page.getByRole("heading", { level: 1, name })).toBeVisible();
  return name;
}

async function openSchool(page: Page) {
  await schoolSection(page)
    .getByRole("link", { name: /Edit the Faculty/ })
    .click();
  await slow(page.getByRole("heading", { level: 1, name: SCHOOL })).toBeVisible();
}

/** The Faculty's departments as a visitor reads them on the Faculties page (in English or Hindi). */
async function visitorDepartments(browser: Browser, path: string): Promise<{ text: string; lang: string | null }[]> {
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await page.goto(path);
  const card = page.getByRole("main").locator("li", { has: page.getByRole("heading", { level: 2, name: SCHOOL }) });
  const items = await card
    .locator("ul > li")
    .evaluateAll((all) => all.map((li) => ({ text: li.textContent!.trim(), lang: li.getAttribute("lang") })));
  await visitor.close();
  return items;
}

async function restoreFirstRevision(page: Page) {
  const history = page.getByRole("region", { name: "History", exact: true });
  await history
    .locator("li", { hasText: "As first published on the site" })
    .getByRole("button", { name: /^Restore/ })
    .click();
  await slow(page.getByText("Revision restored", { exact: true })).toBeVisible();
}

test("the admin pages pass axe", async ({ page }) => {
  expect(await axeViolations(page, "departments list")).toEqual([]);
  await openDepartment(page);
  expect(await axeViolations(page, "department form")).toEqual([]);
  await page.goBack();
  await openSchool(page);
  expect(await axeViolations(page, "Faculty form")).toEqual([]);
});

test("an Editor names a department in Hindi; a visitor sees it, and a restore puts the English back", async ({
  page,
  browser,
}) => {
  const name = await openDepartment(page);
  const hod = page.getByLabel("Head of department's email");
  const seededHead = await hod.inputValue();

  await hod.fill("nobody.here@dseu.ac.in");
  await page.getByRole("button", { name: "Save department" }).click();
  await slow(page.getByRole("alert").filter({ hasText: "There is a problem with 1 field." })).toBeVisible();
  await expect(hod).toHaveAttribute("aria-invalid", "true");
  await expect(hod).toHaveAccessibleDescription(/No faculty member has this email/);
  expect(await axeViolations(page, "department form with an error")).toEqual([]);

  await hod.fill(seededHead);
  await page.getByLabel("Name in Hindi").fill(HINDI_NAME);
  await page.getByRole("button", { name: "Save department" }).click();
  await slow(page.getByRole("status").filter({ hasText: "Department saved." })).toBeVisible();
  expect((await visitorDepartments(browser, "/hi/academics/faculty"))[0]).toEqual({ text: HINDI_NAME, lang: null });
  expect((await visitorDepartments(browser, "/academics/faculty"))[0]!.text).toBe(name);

  await restoreFirstRevision(page);
  await expect(page.getByLabel("Name in Hindi")).toHaveValue("");
  expect(await axeViolations(page, "department form with its history")).toEqual([]);
  expect((await visitorDepartments(browser, "/hi/academics/faculty"))[0]).toEqual({ text: name, lang: "en" });
});

test("an Editor moves a Faculty's department to the top; the Faculties page follows, and a restore undoes it", async ({
  page,
  browser,
}) => {
  const before = (await visitorDepartments(browser, "/academics/faculty")).map((d) => d.text);
  await openSchool(page);
  await page.getByRole("button", { name: `Move up: ${before[1]}` }).click();
  await expect(page.getByRole("button", { name: `Move up: ${before[1]}` })).toBeFocused();
  await page.getByRole("button", { name: "Save Faculty" }).click();
  await slow(page.getByRole("status").filter({ hasText: "Faculty saved." })).toBeVisible();
  const after = (await visitorDepartments(browser, "/academics/faculty")).map((d) => d.text);
  expect(after).toEqual([before[1], before[0], ...before.slice(2)]);

  await restoreFirstRevision(page);
  expect((await visitorDepartments(browser, "/academics/faculty")).map((d) => d.text)).toEqual(before);
});

/** Confirms the deletion on a record's form; the list then says it was deleted. */
async function deleteRecord(page: Page, noun: string, name: string, deleted: string) {
  await page.getByRole("button", { name: `Delete ${noun}…` }).click();
  await expect(page.getByText(`Delete ${name}? This cannot be undone here.`)).toBeFocused();
  await page.getByRole("button", { name: `Yes, delete this ${noun}` }).click();
  await slow(page.getByRole("status").filter({ hasText: deleted })).toBeVisible();
  await expect(page.getByRole("link", { name, exact: true })).toHaveCount(0);
}

test("an Editor adds a department that visitors find in the search, then deletes it", async ({ page, browser }) => {
  const name = `Department of Drone Studies ${Date.now().toString(36)}`;
  await page.getByRole("link", { name: "Add a department" }).click();
  await slow(page.getByRole("heading", { level: 1, name: "Add a department" })).toBeVisible();
  expect(await axeViolations(page, "new department form")).toEqual([]);

  // The name is needed: the form says so by its field and adds nothing.
  await page.getByLabel("Name in Hindi").fill("ड्रोन अध्ययन विभाग");
  await page.getByRole("button", { name: "Add department" }).click();
  await slow(page.getByRole("alert").filter({ hasText: "There is a problem with 1 field." })).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveAccessibleDescription(/Enter the name\./);

  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByRole("button", { name: "Add department" }).click();
  await slow(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Department added." })).toBeVisible();
  await expect(page.getByLabel("Name in Hindi")).toHaveValue("ड्रोन अध्ययन विभाग");

  const visit = await (await browser.newContext()).newPage();
  const search = `/search?q=${encodeURIComponent(name)}`;
  await visit.goto(search);
  await slow(visit.getByRole("link", { name, exact: true })).toBeVisible();

  await deleteRecord(page, "department", name, "Department deleted.");
  await visit.goto(search);
  await expect(visit.getByRole("link", { name, exact: true })).toHaveCount(0);
  await visit.context().close();
});

test("an Editor adds a Faculty that visitors see on the Faculties page and its own, then deletes it", async ({
  page,
  browser,
}) => {
  const name = `Faculty of Drone Skills ${Date.now().toString(36)}`;
  await page.getByRole("link", { name: "Add a Faculty" }).click();
  await slow(page.getByRole("heading", { level: 1, name: "Add a Faculty" })).toBeVisible();
  expect(await axeViolations(page, "new Faculty form")).toEqual([]);

  // A name another Faculty has is refused by its field.
  await page.getByLabel("Name", { exact: true }).fill(SCHOOL.toUpperCase());
  await page.getByRole("button", { name: "Add Faculty" }).click();
  await slow(page.getByRole("alert").filter({ hasText: "There is a problem with 1 field." })).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveAccessibleDescription(
    /Another Faculty is already called Faculty of Design Skills \(FDS\)\./,
  );

  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByRole("button", { name: "Add Faculty" }).click();
  await slow(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Faculty added." })).toBeVisible();
  const id = new URL(page.url()).pathname.split("/").at(-1)!;

  const visit = await (await browser.newContext()).newPage();
  await visit.goto("/academics/faculty");
  await slow(visit.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
  await visit.goto(`/dept/${id}`);
  await slow(visit.getByRole("heading", { level: 1, name, exact: true })).toBeVisible();

  await deleteRecord(page, "Faculty", name, "Faculty deleted.");
  expect((await visit.goto(`/dept/${id}`))?.status()).toBe(404);
  await visit.goto("/academics/faculty");
  await expect(visit.getByRole("heading", { level: 2, name, exact: true })).toHaveCount(0);
  await visit.context().close();
});
