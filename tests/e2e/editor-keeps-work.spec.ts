import path from "node:path";
import fs from "node:fs";
import sharp from "sharp";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { signIn } from "./admin-helpers";
import { axeViolations } from "./axe";
import { approveOpenDraft, saveDraft, sendForReview } from "./content-helpers";

/**
 * Issue 26 item 1: the rich-text editor keeps work. An Admin makes a new page and, by clicks and
 * typing, puts a link, a PDF, a picture (uploaded with its alt text) and a table into its text
 * without the page ever reloading or losing a word; publishes it, and a visitor sees the picture
 * with its alt text. Then unsaved edits survive a reload (the editor offers them back), leaving
 * with unsaved edits asks first, and the revision comparison reads as words, not HTML.
 */

const slow = expect.configure({ timeout: 20_000 });
const RUN = Date.now().toString(36);
const PAGE_PATH = `/e2e-editor-${RUN}`;
const PAGE_TITLE = `Editor keeps work ${RUN}`;
const ALT = `Students in the workshop ${RUN}`;
const PDF = fs.readFileSync(path.resolve("../shared/data/pdfs/seat-confirmation-ug.pdf"));

test.describe.configure({ mode: "serial" });

let page: Page;
let editorUrl = "";

/** A small JPEG carrying camera data (EXIF), which the site must not publish. */
async function photoWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 240, channels: 3, background: "#2f6f9f" } })
    .withExif({ IFD0: { Copyright: "secret camera owner", Make: "E2E camera" } })
    .jpeg()
    .toBuffer();
}

const body = () => page.getByRole("textbox", { name: "Body, English" });
const toolbar = () => page.getByRole("toolbar", { name: "Body, English: formatting" });
const tool = (name: string) => toolbar().getByRole("button", { name, exact: true });

/** Marks the window: a reload or navigation would lose the mark. */
async function markWindow() {
  await page.evaluate(() => ((window as unknown as { editorMark: string }).editorMark = "still here"));
}
async function expectSameWindow() {
  expect(await page.evaluate(() => (window as unknown as { editorMark?: string }).editorMark)).toBe("still here");
}

async function newPage(browser: Browser): Promise<Page> {
  const opened = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signIn(opened, E2E_ADMIN.email, E2E_ADMIN.password);
  await slow(opened).toHaveURL(/\/admin\/dashboard$/);
  await opened.goto("/admin/content/pages/new");
  await opened.getByLabel(/^Address on the site/).fill(PAGE_PATH);
  await opened.getByLabel(/^Title \(English\)/).fill(PAGE_TITLE);
  await opened.getByLabel(/^Summary \(English\)/).fill("A page the editor spec writes with every dialog.");
  await opened.getByRole("button", { name: "Create the page as a draft" }).click();
  await slow(opened.getByRole("button", { name: "Save draft" })).toBeVisible();
  await slow(opened.getByRole("toolbar", { name: "Body, English: formatting" })).toBeVisible();
  return opened;
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  page = await newPage(browser);
  editorUrl = page.url().replace(/\?.*$/, "");
});

test.afterAll(async () => {
  await page?.context().close();
});

test("the link, PDF, picture and table dialogs insert into the text and lose nothing typed before", async () => {
  test.setTimeout(180_000);
  await markWindow();
  await body().click();
  await page.keyboard.type("First words typed before any dialog.");

  // A link, by the keyboard: Enter in the dialog inserts it.
  await page.keyboard.press("Enter");
  await page.keyboard.type("Read about ");
  await tool("Link").click();
  const link = page.getByRole("dialog", { name: "Add a link" });
  await expect(link.getByLabel(/^Address/)).toBeFocused();
  await link.getByLabel(/^Address/).fill("/admission");
  await link.getByLabel(/^Link text/).fill("admission to DSEU");
  await link.getByLabel(/^Link text/).press("Enter");
  await expect(link).toBeHidden();
  await expect(body()).toBeFocused();
  await expect(body().getByRole("link", { name: "admission to DSEU" })).toHaveAttribute("href", "/admission");
  await expect(body()).toContainText("First words typed before any dialog.");
  await expectSameWindow();

  // A PDF, uploaded from the dialog.
  await page.keyboard.type(". Download the ");
  await tool("PDF attachment").click();
  const pdf = page.getByRole("dialog", { name: "Attach a PDF" });
  await pdf
    .getByLabel(/^PDF file/)
    .setInputFiles({ name: "seat-confirmation.pdf", mimeType: "application/pdf", buffer: PDF });
  await pdf.getByLabel(/^Link text/).fill("Seat confirmation steps");
  await pdf.getByRole("button", { name: "Attach PDF" }).click();
  await slow(pdf).toBeHidden();
  await expect(body().getByRole("link", { name: /^Seat confirmation steps \(PDF, .+\)$/ })).toHaveAttribute(
    "href",
    /^\/files\/\w+\/seat-confirmation\.pdf$/,
  );
  await expect(body()).toContainText("First words typed before any dialog.");
  await expect(body().getByRole("link", { name: "admission to DSEU" })).toBeVisible();
  await expectSameWindow();

  // A picture, uploaded with its alt text (required: the dialog says so first).
  await page.keyboard.press("Enter");
  await page.keyboard.type("Our workshop:");
  await tool("Picture").click();
  const picture = page.getByRole("dialog", { name: "Add a picture" });
  await picture
    .getByLabel(/^Upload a picture/)
    .setInputFiles({ name: "workshop.jpg", mimeType: "image/jpeg", buffer: await photoWithExif() });
  await picture.getByRole("button", { name: "Add picture" }).click();
  await expect(picture.getByText("Describe the picture for people who cannot see it")).toBeVisible();
  await expect(picture.getByLabel(/^Alt text/)).toHaveAttribute("aria-invalid", "true");
  await picture.getByLabel(/^Alt text/).fill(ALT);
  await picture.getByRole("button", { name: "Add picture" }).click();
  await slow(picture).toBeHidden();
  await expect(body().getByRole("img", { name: ALT })).toHaveAttribute("src", /^\/files\/\w+\/workshop\.jpg$/);
  await expectSameWindow();

  // A table of the size asked for, after the picture's paragraph.
  await body().getByText("Our workshop:").click();
  await page.keyboard.press("End");
  await tool("Insert table").click();
  const table = page.getByRole("dialog", { name: "Insert a table" });
  await table.getByLabel(/^Rows/).fill("2");
  await table.getByLabel(/^Columns/).fill("3");
  await table.getByRole("button", { name: "Insert table" }).click();
  await expect(table).toBeHidden();
  await expect(body()).toBeFocused();
  await page.keyboard.type("Programme");
  await expect(body().getByRole("table")).toBeVisible();
  await expect(body().getByRole("row")).toHaveCount(3);
  await expect(body().getByRole("columnheader", { name: "Programme" })).toBeVisible();

  // Nothing typed before was lost, and the page never reloaded.
  for (const text of ["First words typed before any dialog.", "Read about admission to DSEU", "Our workshop:"])
    await expect(body()).toContainText(text);
  await expectSameWindow();
  await expect(page.getByText("You have unsaved changes.")).toBeVisible();

  await saveDraft(page);
  await sendForReview(page);
  await approveOpenDraft(page);

  // A visitor sees the picture with its alt text, the links and the table.
  const visitor = await (await page.context().browser()!.newContext()).newPage();
  await visitor.goto(PAGE_PATH);
  await slow(visitor.getByRole("heading", { level: 1, name: PAGE_TITLE })).toBeVisible();
  const shown = visitor.getByRole("main").getByRole("img", { name: ALT });
  await expect(shown).toBeVisible();
  const src = await shown.getAttribute("src");
  expect(src).toMatch(/^\/files\/\w+\/workshop\.jpg$/);
  await expect(visitor.getByRole("main").getByRole("link", { name: "admission to DSEU" })).toBeVisible();
  await expect(visitor.getByRole("main").getByRole("link", { name: /^Seat confirmation steps \(PDF/ })).toBeVisible();
  await expect(visitor.getByRole("main").getByRole("columnheader", { name: "Programme" })).toBeVisible();
  // As the image pipeline made it: no camera data.
  const served = await visitor.request.get(src!);
  expect(served.ok()).toBe(true);
  const metadata = await sharp(await served.body()).metadata();
  expect(metadata.format).toBe("jpeg");
  expect(metadata.exif).toBeUndefined();
  await visitor.context().close();
});

test("unsaved edits survive a reload: the editor offers them back and restores them", async () => {
  await page.goto(editorUrl);
  await slow(toolbar()).toBeVisible();
  await body().getByText("First words typed before any dialog.").click();
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await page.keyboard.type("A sentence typed but never saved.");
  // The copy is kept every few seconds while there are unsaved changes.
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("dseu.content-draft."))), {
      timeout: 10_000,
    })
    .toHaveLength(1);

  // Reloading asks first (the browser's own question); the test leaves anyway.
  const asked = new Promise<string>((resolve) =>
    page.once("dialog", (dialog) => {
      resolve(dialog.type());
      void dialog.accept();
    }),
  );
  await page.reload();
  expect(await asked).toBe("beforeunload");

  const offer = page.getByRole("region", { name: "Unsaved changes found" });
  await slow(offer).toBeVisible();
  await slow(toolbar()).toBeVisible();
  await expect(body()).not.toContainText("A sentence typed but never saved.");
  await offer.getByRole("button", { name: "Restore unsaved changes" }).click();
  await expect(offer).toBeHidden();
  await slow(body()).toContainText("A sentence typed but never saved.");
  await expect(body().getByRole("img", { name: ALT })).toBeVisible();
  await expect(page.getByText("You have unsaved changes.")).toBeVisible();

  // A link of the admin asks before leaving the unsaved changes; staying keeps them.
  const question = new Promise<string>((resolve) =>
    page.once("dialog", (dialog) => {
      resolve(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    }),
  );
  await page.getByRole("link", { name: /^Revisions/ }).click();
  expect(await question).toBe("confirm: You have unsaved changes. Leave this page and lose them?");
  await expect(page).toHaveURL(editorUrl);
  await expect(body()).toContainText("A sentence typed but never saved.");

  // Saved: the copy is gone, and a reload offers nothing.
  await saveDraft(page);
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("dseu.content-draft."))),
  ).toEqual([]);
  await page.reload();
  await slow(toolbar()).toBeVisible();
  await expect(page.getByRole("region", { name: "Unsaved changes found" })).toHaveCount(0);
});

test("the revision comparison shows the words added and removed, not HTML", async () => {
  await page.goto(`${editorUrl}/revisions`);
  const changes = page.getByRole("region", { name: /^Changes from version/ });
  await slow(changes).toBeVisible();
  const added = changes.locator("ins");
  await expect(added.filter({ hasText: "A sentence typed but never saved." })).toHaveCount(1);
  await expect(added.first()).toContainText(/added:/i);
  const text = (await changes.textContent()) ?? "";
  expect(text).not.toMatch(/<\/?(p|h2|table|tr|td|th|img|a)\b/);
});

test("axe finds nothing on the editor with a dialog open, at desktop and phone widths", async () => {
  const found: string[] = [];
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto(editorUrl);
    await slow(toolbar()).toBeVisible();
    await tool("Picture").click();
    const picture = page.getByRole("dialog", { name: "Add a picture" });
    await picture.getByLabel("Choose a picture already on the site").check();
    // The picture uploaded above is in the list of the site's pictures.
    await slow(picture.getByRole("radio", { name: /workshop\.jpg/ }).first()).toBeVisible();
    found.push(...(await axeViolations(page, `picture dialog at ${viewport.width}px`)));
    await picture.getByRole("button", { name: "Cancel" }).click();
    await expect(picture).toBeHidden();
    await expect(tool("Picture")).toBeFocused();
    await tool("Insert table").click();
    await expect(page.getByRole("dialog", { name: "Insert a table" })).toBeVisible();
    found.push(...(await axeViolations(page, `table dialog at ${viewport.width}px`)));
    await page.keyboard.press("Escape");
  }
  expect(found).toEqual([]);
});
