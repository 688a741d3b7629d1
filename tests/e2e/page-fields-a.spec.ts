import { expect, test, type Browser, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { createAccount, signIn } from "./admin-helpers";

/**
 * A page's structured part is content staff edit: an Editor changes one row of the programme
 * levels table of the Academic Regulations page, a Publisher approves, and the next visitor reads
 * the new level. The seeded level is put back the same way at the end (the specs share a database).
 */
test.describe.configure({ mode: "serial", timeout: 300_000 });
// Staff pages with many controls, and server actions, are slow on a busy machine.
const slow = expect.configure({ timeout: 20_000 });

const PAGE_PATH = "/academics/regulations";
const PAGE_TITLE = "Academic Regulations";
const PROGRAMME = "Two-Year M.Tech";
const SEEDED_LEVEL = "7.0";
const CHANGED_LEVEL = "7.5";
const stamp = Date.now().toString(36);
const editor = { email: `fields.editor.${stamp}@example.org`, password: "" };
const publisher = { email: `fields.publisher.${stamp}@example.org`, password: "" };

async function staffPage(browser: Browser, account: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, account.email, account.password, "/admin-login?next=%2Fadmin%2Fcontent");
  await slow(page.getByRole("heading", { level: 1, name: "Content" })).toBeVisible();
  return page;
}

/** The page as a new anonymous visitor gets it (no cookie, so no draft is shown). */
async function asVisitor(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(PAGE_PATH);
  return page;
}
/** The programme's row of the levels table. */
const levelRow = (page: Page) =>
  page.getByRole("table", { name: /National Credit Framework|NCrF/ }).getByRole("row", { name: new RegExp(PROGRAMME) });

/** The Editor sets the programme's level in the page's structured parts, saves and sends it for review. */
async function setLevel(page: Page, level: string) {
  await page.goto("/admin/content");
  await page.getByRole("link", { name: PAGE_TITLE, exact: true }).first().click();
  await slow(page.getByRole("button", { name: "Save draft" })).toBeVisible();
  const levels = page
    .getByRole("group", { name: "Structured parts of the page" })
    .getByRole("group", { name: "Programme levels" });
  const entry = levels.getByRole("listitem").filter({ hasText: `: ${PROGRAMME}` });
  await entry.getByText(new RegExp(`^Programme \\d+: ${PROGRAMME}$`)).click();
  await entry.getByLabel("Level on the National Credit Framework").fill(level);
  await page.getByRole("button", { name: "Save draft" }).click();
  await slow(page.getByRole("status").filter({ hasText: "Draft saved." })).toBeVisible();
  await page.getByRole("button", { name: "Send for review" }).click();
  const ask = page.getByRole("dialog", { name: "Send for review with these problems?" });
  const sent = page.getByRole("status").filter({ hasText: "Sent for review." });
  await slow(ask.or(sent)).toBeVisible();
  if (await ask.isVisible()) await ask.getByRole("button", { name: "Send anyway" }).click();
  await slow(sent).toBeVisible();
}

async function approve(page: Page) {
  await page.goto("/admin/content");
  const review = page.getByRole("region", { name: "Drafts waiting for review" });
  await review.getByRole("link", { name: PAGE_TITLE, exact: true }).click();
  await page.getByRole("button", { name: "Approve and publish" }).click();
  await slow(page.getByRole("status").filter({ hasText: "Published." })).toBeVisible();
}

test("an Editor's change to a row of a page's table reaches visitors once a Publisher approves it", async ({
  browser,
  page,
}) => {
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await slow(page).toHaveURL(/\/admin\/dashboard$/);
  editor.password = await createAccount(page, editor.email, "Editor");
  publisher.password = await createAccount(page, publisher.email, "Publisher");

  await slow(levelRow(await asVisitor(browser))).toContainText(SEEDED_LEVEL);

  const editing = await staffPage(browser, editor);
  const publishing = await staffPage(browser, publisher);
  await setLevel(editing, CHANGED_LEVEL);
  // Sent for review is not yet published.
  await slow(levelRow(await asVisitor(browser))).toContainText(SEEDED_LEVEL);
  await approve(publishing);
  const after = await asVisitor(browser);
  await slow(levelRow(after)).toContainText(CHANGED_LEVEL);
  await slow(levelRow(after)).not.toContainText(SEEDED_LEVEL);

  // The seeded level again, for the specs that read this page.
  await setLevel(editing, SEEDED_LEVEL);
  await approve(publishing);
  await slow(levelRow(await asVisitor(browser))).toContainText(SEEDED_LEVEL);
});
