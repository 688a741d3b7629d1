import { expect, test, type Browser, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { createAccount, signIn } from "./admin-helpers";
import { approveFromReviewList, openContentEditor, saveDraft, sendForReview, staffPage } from "./content-helpers";
import { admissionDialog } from "./frame-helpers";

/**
 * Issue 13's whole flow through the staff pages: an Editor adds a link to the admission pop-up
 * and changes a page's text, previews the draft and sends both for review; visitors still see the
 * old content; a Publisher approves; an anonymous visitor sees both changes on the next request,
 * through the whole-page cache; then the Editor restores the page's old revision and, once
 * approved, visitors see the old text again.
 */
test.describe.configure({ mode: "serial", timeout: 300_000 });
// Staff pages with many controls, and server actions, are slow on a busy machine.
const slow = expect.configure({ timeout: 20_000 });

const PAGE_PATH = "/about-us/About-the-University";
const PAGE_TITLE = "About the University";
const stamp = Date.now().toString(36);
const ADDED_TEXT = `Changed by the content e2e test ${stamp}.`;
// Added at the end of the pop-up, so the specs that read its seeded links run alongside unharmed.
const ADDED_LINK = { label: `Diploma Round 3 result, added ${stamp}`, href: "/admission/result/diploma/round3" };
const editor = { email: `content.editor.${stamp}@example.org`, password: "" };
const publisher = { email: `content.publisher.${stamp}@example.org`, password: "" };

/** What an anonymous visitor gets: a fresh context, so no cookie (nor draft mode) is sent. */
async function visitor(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** The added link's address in the pop-up a visitor gets, or null while it is not there. */
async function addedPopupLink(page: Page): Promise<string | null> {
  await page.goto("/");
  const dialog = admissionDialog(page);
  await slow(dialog).toBeVisible({ timeout: 15_000 });
  await slow(dialog.getByRole("link", { name: "Diploma Round 4 seat allocation result" })).toBeVisible();
  const added = dialog.getByRole("link", { name: ADDED_LINK.label });
  return (await added.count()) === 0 ? null : added.getAttribute("href");
}

test("an Editor's changes reach visitors only after a Publisher approves, and an old revision can be restored", async ({
  browser,
  page,
}) => {
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await slow(page).toHaveURL(/\/admin\/dashboard$/);
  editor.password = await createAccount(page, editor.email, "Editor");
  publisher.password = await createAccount(page, publisher.email, "Publisher");

  const anonymous = await visitor(browser);
  slow(await addedPopupLink(anonymous)).toBeNull();
  await anonymous.goto(PAGE_PATH);
  await slow(anonymous.getByText(ADDED_TEXT)).toHaveCount(0);

  // The Editor adds a link to the pop-up.
  const editing = await staffPage(browser, editor);
  await openContentEditor(editing, "Admission pop-up");
  const items = editing.getByRole("group", { name: "Items" });
  await items.getByRole("button", { name: /^Add item/ }).click();
  const added = items.getByRole("listitem").last();
  await added
    .getByRole("group", { name: /^Heading/ })
    .getByLabel("English")
    .fill("Diploma Round 3");
  await added
    .getByRole("group", { name: /^Link text/ })
    .getByLabel("English")
    .fill(ADDED_LINK.label);
  await added.getByLabel("PDF, site path or https link").fill(ADDED_LINK.href);
  await saveDraft(editing);
  await sendForReview(editing);

  // … and a page's text, in the rich-text editor, then previews the draft on the real page.
  await openContentEditor(editing, PAGE_TITLE);
  const body = editing.getByRole("textbox", { name: "Body, English" });
  await body.click();
  await editing.keyboard.press("Control+End");
  await editing.keyboard.press("Enter");
  await editing.keyboard.type(ADDED_TEXT);
  await saveDraft(editing);
  await editing.getByRole("button", { name: "Create a preview link" }).click();
  const previewLink = editing.getByRole("link", { name: /Open the draft on its page/ });
  const previewHref = await previewLink.getAttribute("href");
  slow(previewHref).toBeTruthy();
  const preview = await visitor(browser);
  await preview.goto(previewHref!);
  await slow(preview).toHaveURL(new RegExp(`${PAGE_PATH}$`));
  await slow(preview.getByText(ADDED_TEXT)).toBeVisible();
  await sendForReview(editing);

  // Visitors still see the published versions.
  const stillOld = await visitor(browser);
  slow(await addedPopupLink(stillOld)).toBeNull();
  await stillOld.goto(PAGE_PATH);
  await slow(stillOld.getByRole("heading", { level: 1, name: PAGE_TITLE })).toBeVisible();
  await slow(stillOld.getByText(ADDED_TEXT)).toHaveCount(0);

  // A Publisher approves both from the review list.
  const publishing = await staffPage(browser, publisher);
  // Other specs may have drafts of their own in review alongside: these two are named.
  const review = publishing.getByRole("region", { name: "Drafts waiting for review" });
  await slow(review.getByRole("link", { name: "Admission pop-up", exact: true })).toBeVisible();
  await slow(review.getByRole("link", { name: PAGE_TITLE, exact: true })).toBeVisible();
  await approveFromReviewList(publishing, "Admission pop-up");
  await approveFromReviewList(publishing, PAGE_TITLE);

  // The next anonymous request, through the page cache, shows both changes.
  const after = await visitor(browser);
  slow(await addedPopupLink(after)).toBe(ADDED_LINK.href);
  await after.goto(PAGE_PATH);
  await slow(after.getByText(ADDED_TEXT)).toBeVisible();

  // The Editor restores the page's revision from before the change …
  await openContentEditor(editing, PAGE_TITLE);
  await editing.getByRole("link", { name: /^Revisions/ }).click();
  const rows = editing.getByRole("region", { name: "Revisions, newest first" }).getByRole("row");
  const seeded = rows.filter({ hasText: /Imported from the site's original content|Created/ }).last();
  await seeded.getByRole("button", { name: /Restore as new draft/ }).click();
  await slow(editing.getByRole("status").filter({ hasText: "The old revision is now the draft" })).toBeVisible();
  await slow(editing.getByRole("textbox", { name: "Body, English" })).not.toContainText(ADDED_TEXT);
  await sendForReview(editing);
  await approveFromReviewList(publishing, PAGE_TITLE);

  // … and once approved, visitors see the old text again.
  const restored = await visitor(browser);
  await restored.goto(PAGE_PATH);
  await slow(restored.getByRole("heading", { level: 1, name: PAGE_TITLE })).toBeVisible();
  await slow(restored.getByText(ADDED_TEXT)).toHaveCount(0);
});
