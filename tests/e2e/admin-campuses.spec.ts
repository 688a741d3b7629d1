import { expect, test, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { createAccount, signIn } from "./admin-helpers";
import { axeViolations } from "./axe";

/**
 * Staff change a campus's facts (issue 13, reference data): an Editor opens a campus from
 * /admin/campuses, sees a field's problem by its field, saves a new director and the campus's
 * Hindi name and description, and a visitor sees them at once on the English and Hindi campus
 * pages (the Hindi no longer marked English). Restoring the first revision from the history puts
 * the seeded facts back (other specs read campuses too). Both admin pages pass axe.
 */
// axe on a whole admin page takes a while on a loaded machine.
test.describe.configure({ mode: "serial", timeout: 180_000 });

const slow = expect.configure({ timeout: 20_000 });
const CAMPUS = "DSEU Ranhola Campus";
const PAGE = "/campus/dseu-ranhola-campus";
const SEEDED_DIRECTOR = "Dr. Arun Dabas";
const CHANGED = {
  director: "Dr. Meera Sehgal",
  nameHi: "डीएसईयू रनहौला परिसर",
  aboutHi: "रनहौला परिसर नांगलोई के पास कुँवर सिंह नगर में है।",
};
const editor = { email: `campus.editor.${Date.now()}@example.org`, password: "" };

async function openForm(page: Page) {
  await page.goto("/admin/campuses");
  await page.getByRole("link", { name: CAMPUS, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: CAMPUS })).toBeVisible();
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await browser.newPage();
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await slow(page).toHaveURL(/\/admin\/dashboard$/);
  editor.password = await createAccount(page, editor.email, "Editor");
  await page.close();
});

test.beforeEach(async ({ page }) => {
  await signIn(page, editor.email, editor.password, "/admin-login?next=%2Fadmin%2Fcampuses");
  await slow(page.getByRole("heading", { level: 1, name: "Campuses" })).toBeVisible();
});

test("both admin pages pass axe", async ({ page }) => {
  await expect(page.getByRole("heading", { level: 2, name: "West zone" })).toBeVisible();
  expect(await axeViolations(page, "campuses list")).toEqual([]);
  await openForm(page);
  expect(await axeViolations(page, "campus form")).toEqual([]);
});

test("an Editor sees a field's problem, saves, and a visitor sees the change in English and Hindi", async ({
  page,
  browser,
}) => {
  await openForm(page);
  await expect(page.getByLabel("Name", { exact: true })).toHaveAccessibleDescription(
    /stays at \/campus\/dseu-ranhola-campus when the name changes/,
  );
  await page.getByLabel("Director's email").fill("not an email");
  await page.getByLabel("Director (optional)", { exact: true }).fill(CHANGED.director);
  await page.getByRole("button", { name: "Save campus" }).click();
  await slow(page.getByRole("alert").filter({ hasText: "There is a problem with 1 field." })).toBeVisible();
  const email = page.getByLabel("Director's email");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription(/Use an email address like director@dseu\.ac\.in/);
  expect(await axeViolations(page, "campus form with an error")).toEqual([]);

  await email.fill("director-ranhola@dseu.ac.in");
  await page.getByLabel("Name in Hindi").fill(CHANGED.nameHi);
  await page.getByLabel("About the campus in Hindi").fill(CHANGED.aboutHi);
  await page.getByRole("button", { name: "Save campus" }).click();
  await slow(page.getByRole("status").filter({ hasText: "Campus saved." })).toBeVisible();
  const latest = page.getByRole("region", { name: "History" }).getByRole("listitem").first();
  await slow(latest).toContainText("Meera Sehgal");
  await expect(latest).toContainText("(latest)");
  await expect(page.getByLabel("Director's email")).not.toHaveAttribute("aria-invalid");

  const visitor = await browser.newContext();
  const visit = await visitor.newPage();
  await visit.goto(PAGE);
  await expect(visit.getByRole("heading", { level: 1 })).toHaveText(CAMPUS);
  await expect(visit.locator("#about").getByText(CHANGED.director)).toBeVisible();
  await visit.goto(`/hi${PAGE}`);
  const title = visit.getByRole("heading", { level: 1 });
  await expect(title).toHaveText(CHANGED.nameHi);
  await expect(title).not.toHaveAttribute("lang", /.*/);
  const about = visit.locator("#about").getByText(CHANGED.aboutHi);
  await expect(about).toBeVisible();
  await expect(about).not.toHaveAttribute("lang", /.*/);
  await visitor.close();
});

test("restoring the first revision from the history puts the seeded facts back", async ({ page, browser }) => {
  await openForm(page);
  const history = page.getByRole("region", { name: "History" });
  await history
    .getByRole("listitem")
    .last()
    .getByRole("button", { name: /^Restore/ })
    .click();
  await slow(page.getByLabel("Director (optional)", { exact: true })).toHaveValue(SEEDED_DIRECTOR);
  await expect(page.getByLabel("Name in Hindi")).toHaveValue("");
  await expect(history.getByRole("listitem").first()).toContainText("Older revision restored");

  const visitor = await browser.newContext();
  const visit = await visitor.newPage();
  await visit.goto(`/hi${PAGE}`);
  await expect(visit.getByRole("heading", { level: 1 })).toHaveText(CAMPUS);
  await expect(visit.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "en");
  await visitor.close();
});

test("an Editor adds a campus that visitors find on its zone's page, then deletes it", async ({ page, browser }) => {
  const stamp = Date.now().toString(36);
  // Central: no other spec reads that zone's list, so a campus there for a moment disturbs none.
  const name = `DSEU Narela Campus ${stamp}`;
  const path = `/campus/dseu-narela-campus-${stamp}`;
  await page.getByRole("link", { name: "Add a campus" }).click();
  await slow(page.getByRole("heading", { level: 1, name: "Add a campus" })).toBeVisible();
  expect(await axeViolations(page, "new campus form")).toEqual([]);

  // The zone is needed: the form says so by its field and adds nothing.
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByRole("button", { name: "Add campus" }).click();
  await slow(page.getByRole("alert").filter({ hasText: "There is a problem with 1 field." })).toBeVisible();
  await expect(page.getByLabel("Zone")).toHaveAccessibleDescription(/Choose one of the zones/);

  await page.getByLabel("Zone").selectOption("central");
  await page.getByRole("button", { name: "Add campus" }).click();
  await slow(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Campus added." })).toBeVisible();

  const visit = await (await browser.newContext()).newPage();
  await visit.goto("/campus/zone/central");
  await slow(visit.getByRole("main").getByText(name, { exact: true })).toBeVisible();
  await visit.goto(path);
  await slow(visit.getByRole("heading", { level: 1, name })).toBeVisible();
  expect(await (await visit.request.get("/sitemap.xml")).text()).toContain(path);

  await page.getByRole("button", { name: "Delete campus…" }).click();
  await expect(page.getByText(`Delete ${name}? This cannot be undone here.`)).toBeFocused();
  await page.getByRole("button", { name: "Yes, delete this campus" }).click();
  await slow(page.getByRole("status").filter({ hasText: "Campus deleted." })).toBeVisible();
  await expect(page.getByRole("link", { name, exact: true })).toHaveCount(0);

  expect((await visit.goto(path))?.status()).toBe(404);
  await visit.goto("/campus/zone/central");
  await expect(visit.getByRole("main").getByText(name, { exact: true })).toHaveCount(0);
  expect(await (await visit.request.get("/sitemap.xml")).text()).not.toContain(path);
  await visit.close();
});
