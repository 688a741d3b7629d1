import { expect, type Browser, type Locator, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { createAccount, signIn } from "./admin-helpers";

/**
 * The steps of the content workflow as staff take them in /admin/content, shared by the specs
 * that edit content items: add the staff, sign in, open an item's editor and a list entry in it,
 * save, send for review, approve.
 */

// Staff pages with many controls, and server actions, are slow on a busy machine.
const slow = expect.configure({ timeout: 20_000 });

/** A new browser context signed in as `account`, on the content overview. */
export async function staffPage(browser: Browser, account: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, account.email, account.password, "/admin-login?next=%2Fadmin%2Fcontent");
  await slow(page.getByRole("heading", { level: 1, name: "Content" })).toBeVisible();
  return page;
}

/**
 * The Editor and the Publisher of a workflow spec, each in a browser context of their own on the
 * content overview. The e2e Admin, signed in on `admin`, adds them, named after `label` and the run.
 */
export async function workflowStaff(
  browser: Browser,
  admin: Page,
  label: string,
): Promise<{ editing: Page; publishing: Page; editorEmail: string; publisherEmail: string }> {
  await signIn(admin, E2E_ADMIN.email, E2E_ADMIN.password);
  await slow(admin).toHaveURL(/\/admin\/dashboard$/);
  const name = `${label}.${Date.now().toString(36)}`;
  const editor = { email: `${name}.editor@example.org`, password: "" };
  const publisher = { email: `${name}.publisher@example.org`, password: "" };
  editor.password = await createAccount(admin, editor.email, "Editor");
  publisher.password = await createAccount(admin, publisher.email, "Publisher");
  return {
    editing: await staffPage(browser, editor),
    publishing: await staffPage(browser, publisher),
    editorEmail: editor.email,
    publisherEmail: publisher.email,
  };
}

/** Opens the editor of the item named `name` (a page's title, "Admission pop-up", …) from the overview. */
export async function openContentEditor(page: Page, name: string) {
  await page.goto("/admin/content");
  await page.getByRole("link", { name, exact: true }).first().click();
  await slow(page.getByRole("button", { name: "Save draft" })).toBeVisible();
}

export async function saveDraft(page: Page) {
  await page.getByRole("button", { name: "Save draft" }).click();
  await slow(page.getByRole("status").filter({ hasText: "Draft saved." })).toBeVisible();
}

/** Sends the saved draft for review, past the checks' question when they found something. */
export async function sendForReview(page: Page) {
  await page.getByRole("button", { name: "Send for review" }).click();
  const ask = page.getByRole("dialog", { name: "Send for review with these problems?" });
  const sent = page.getByRole("status").filter({ hasText: "Sent for review." });
  await slow(ask.or(sent)).toBeVisible();
  if (await ask.isVisible()) await ask.getByRole("button", { name: "Send anyway" }).click();
  await slow(sent).toBeVisible();
}

/** Approves the draft open in the editor (a Publisher's or an Admin's page). */
export async function approveOpenDraft(page: Page) {
  await page.getByRole("button", { name: "Approve and publish" }).click();
  await slow(page.getByRole("status").filter({ hasText: "Published." })).toBeVisible();
}

/** A Publisher opens the item named `name` from the review list and approves it. */
export async function approveFromReviewList(page: Page, name: string) {
  await page.goto("/admin/content");
  const review = page.getByRole("region", { name: "Drafts waiting for review" });
  await review.getByRole("link", { name, exact: true }).click();
  await approveOpenDraft(page);
}

/**
 * An entry of a list among a page's structured parts, opened: a list of more than three entries
 * shows them folded, each under a summary ("Member 9: Mr. …"). `entry` is its index, or the text
 * of its summary.
 */
export async function openListEntry(page: Page, list: string, entry: number | RegExp): Promise<Locator> {
  const entries = page.getByRole("group", { name: list }).getByRole("listitem");
  const item =
    typeof entry === "number"
      ? entries.nth(entry)
      : entries.filter({ has: page.locator("summary", { hasText: entry }) }).first();
  await item.locator("summary").first().click();
  return item;
}
