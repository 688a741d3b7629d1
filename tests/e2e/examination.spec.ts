import path from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { createAccount, dropFile, scannedPdf, signIn } from "./admin-helpers";
import { expectAccessible } from "./axe";
import { openHome } from "./frame-helpers";

/** A real document of the old site (outside the project; tests may read it). */
const REAL_PDF = path.resolve(process.cwd(), "../shared/data/pdfs/seat-confirmation-ug.pdf");

const unique = Date.now();
const accounts = {
  Editor: { email: `exam.editor.${unique}@example.org`, password: "" },
  Admissions: { email: `exam.admissions.${unique}@example.org`, password: "" },
};
const pdfTitle = `Hall tickets for the December examinations ${unique}`;
const linkTitle = `Provisional certificate fee ${unique}`;

/** A visitor without cookies, so the whole-page cache of `npm start` answers as it does for the public. */
async function anonymousPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

function row(page: Page, title: string) {
  return page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: new RegExp(title) }) });
}

test.describe("exam documents", () => {
  test.describe.configure({ mode: "serial" });
  test.skip(
    ({ isMobile }) => isMobile,
    "publishing does not depend on the viewport; the phone check of /examination is below",
  );

  test("an Admin creates an Editor and an Admissions account", async ({ page }) => {
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    for (const [role, account] of Object.entries(accounts))
      account.password = await createAccount(page, account.email, role);
  });

  test("the public page: first in the utility bar, sections in a side menu, an honest empty state, the COE's office", async ({
    browser,
  }) => {
    const page = await anonymousPage(browser);
    await openHome(page);
    const bar = page.getByRole("navigation", { name: "Utility" });
    await expect(bar.getByRole("link").first()).toHaveText("Examination");
    await bar.getByRole("link", { name: "Examination" }).click();
    await expect(page).toHaveURL(/\/examination$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Examination");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Home");
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(/\/examination$/);

    const menu = page.getByRole("navigation", { name: "Examination sections" });
    await expect(menu.getByRole("link")).toHaveText(["Exam notices", "Results", "Date sheets", "Fee links"]);
    await expect(menu.getByRole("link", { name: "Exam notices" })).toHaveAttribute("aria-current", "page");
    await menu.getByRole("link", { name: "Results" }).click();
    await expect(page).toHaveURL(/\/examination\?section=results$/);
    await expect(page.getByRole("heading", { level: 2, name: "Examination results" })).toBeVisible();
    await expect(page.getByRole("main").getByText("No exam results have been published yet.")).toBeVisible();
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(/\/examination\?section=results$/);

    const contact = page.getByRole("complementary", { name: "Controller of Examination" });
    await expect(contact).toContainText("Dr. Pankaj Lathar");
    await expect(contact.getByRole("link", { name: "About the Controller of Examination" })).toHaveAttribute(
      "href",
      "/administration/coe",
    );
    await expectAccessible(page);
  });

  test("Admissions gets 403 on /admin/exams and no menu entry", async ({ page }) => {
    await signIn(page, accounts.Admissions.email, accounts.Admissions.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(
      page.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "Exam documents" }),
    ).toHaveCount(0);
    expect((await page.goto("/admin/exams"))?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You do not have access to this page");
  });

  test("an Editor publishes a PDF and a link in two sections; visitors see them on the next request; a deleted one is gone", async ({
    page,
    browser,
  }) => {
    // Many steps across two browsers: more than the default budget on a busy machine.
    test.setTimeout(90_000);
    // A visitor's copy of the sections, cached before the writes.
    const visitor = await anonymousPage(browser);
    await visitor.goto("/examination");
    await visitor.goto("/examination?section=fee-links");
    await expect.poll(async () => (await visitor.request.get("/examination")).headers()["x-page-cache"]).toBe("hit");

    await signIn(page, accounts.Editor.email, accounts.Editor.password);
    await page
      .getByRole("navigation", { name: "Administration" })
      .getByRole("link", { name: "Exam documents" })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Exam documents");

    // The browser's checks first: messages at the fields, focus on the first.
    await page.getByRole("button", { name: "Publish document" }).click();
    await expect(page.getByLabel("Title", { exact: true })).toBeFocused();
    await expect(page.getByLabel("Section", { exact: true })).toHaveAccessibleDescription(/Choose a section/);
    await expect(page.getByLabel("PDF file", { exact: true })).toHaveAccessibleDescription(
      /Choose the PDF file of the document/,
    );
    await expectAccessible(page);

    await page.getByLabel("Title", { exact: true }).fill(pdfTitle);
    await page.getByLabel("Section", { exact: true }).selectOption({ label: "Examination notices" });
    await page.getByLabel("PDF file", { exact: true }).setInputFiles(REAL_PDF);
    await expect(page.getByText("Chosen: seat-confirmation-ug.pdf")).toBeVisible();
    await page.getByRole("button", { name: "Publish document" }).click();
    await expect(page.getByText("Exam document published")).toBeVisible();
    await expect(page.getByRole("main").getByRole("status").filter({ hasText: "Published:" })).toContainText(
      `“${pdfTitle}” in Examination notices`,
    );
    await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
    await expect(row(page, pdfTitle)).toContainText("PDF,");

    // A fee link: choosing that section switches the form to a link.
    await page.getByLabel("Title", { exact: true }).fill(linkTitle);
    await page.getByLabel("Section", { exact: true }).selectOption({ label: "Fee payment links" });
    await expect(page.getByRole("radio", { name: /^A link to a page on another website/ })).toBeChecked();
    await page.getByLabel("Link", { exact: true }).fill("http://fees.dseu.test/provisional");
    await page.getByRole("button", { name: "Publish document" }).click();
    await expect(page.getByLabel("Link", { exact: true })).toHaveAccessibleDescription(/Must be an https:\/\/ address/);
    await page.getByLabel("Link", { exact: true }).fill("https://fees.dseu.test/provisional");
    await page.getByRole("button", { name: "Publish document" }).click();
    await expect(page.getByRole("main").getByRole("status").filter({ hasText: "Published:" })).toContainText(
      `“${linkTitle}” in Fee payment links`,
    );

    // The visitor's next requests show both.
    await visitor.goto("/examination");
    const pdfLink = visitor.getByRole("main").getByRole("link", { name: pdfTitle });
    await expect(pdfLink).toBeVisible();
    await expect(visitor.getByRole("main").getByRole("listitem").filter({ hasText: pdfTitle })).toContainText(
      /PDF, \d+ KB/,
    );
    const pdf = await visitor.request.get((await pdfLink.getAttribute("href"))!);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    await visitor.goto("/examination?section=fee-links");
    const external = visitor.getByRole("main").getByRole("link", { name: `${linkTitle} (opens in a new tab)` });
    await expect(external).toHaveAttribute("href", "https://fees.dseu.test/provisional");
    await expect(external).toHaveAttribute("target", "_blank");
    await expect(visitor.getByRole("main").getByRole("listitem").filter({ hasText: linkTitle })).toContainText(
      "External link to fees.dseu.test",
    );

    // Delete the PDF: Cancel keeps it, the confirmed delete removes it.
    await page.goto("/admin/exams");
    await row(page, pdfTitle)
      .getByRole("button", { name: `Delete “${pdfTitle}”` })
      .click();
    const dialog = page.getByRole("dialog", { name: "Delete this exam document?" });
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(row(page, pdfTitle)).toHaveCount(1);
    await row(page, pdfTitle)
      .getByRole("button", { name: `Delete “${pdfTitle}”` })
      .click();
    await dialog.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(page.getByText("Exam document deleted")).toBeVisible();
    await expect(row(page, pdfTitle)).toHaveCount(0);

    await visitor.goto("/examination");
    await expect(visitor.getByRole("main").getByRole("heading", { name: "Examination notices" })).toBeVisible();
    await expect(visitor.getByRole("main").getByText(pdfTitle)).toHaveCount(0);
    await visitor.goto("/examination?section=fee-links");
    await expect(visitor.getByRole("main").getByText(linkTitle)).toBeVisible();
  });

  test("a dropped scan without a text layer is published with the accessibility warning", async ({ page }) => {
    const title = `Scanned seating plan ${unique}`;
    await signIn(page, accounts.Editor.email, accounts.Editor.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto("/admin/exams");
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page.getByLabel("Section", { exact: true }).selectOption({ label: "Examination notices" });
    await dropFile(page, "seating-plan.pdf", await scannedPdf());
    await expect(page.getByText("Chosen: seating-plan.pdf")).toBeVisible();
    await page.getByRole("button", { name: "Publish document" }).click();
    const warning = page.getByRole("main").getByRole("alert");
    await expect(warning).toContainText("Accessibility warning: this PDF has no text layer");
    await expect(warning).toContainText("GIGW asks for accessible documents");
    await expectAccessible(page);

    await row(page, title)
      .getByRole("button", { name: `Delete “${title}”` })
      .click();
    await page
      .getByRole("dialog", { name: "Delete this exam document?" })
      .getByRole("button", { name: "Delete", exact: true })
      .click();
    await expect(row(page, title)).toHaveCount(0);
  });
});

test.describe("at phone width", () => {
  test.skip(({ isMobile }) => !isMobile, "the phone-width check of /examination");

  test("/examination fits the screen; the side menu wraps above the list", async ({ page }) => {
    await page.goto("/examination?section=results");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Examination");
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const menu = page.getByRole("navigation", { name: "Examination sections" });
    await expect(menu.getByRole("link", { name: "Results" })).toHaveAttribute("aria-current", "page");
    const menuBox = (await menu.boundingBox())!;
    const headingBox = (await page.getByRole("heading", { level: 2, name: "Examination results" }).boundingBox())!;
    expect(menuBox.y + menuBox.height).toBeLessThanOrEqual(headingBox.y);
    await menu.getByRole("link", { name: "Date sheets" }).click();
    await expect(page).toHaveURL(/\/examination\?section=date-sheets$/);
    await expect(page.getByRole("main").getByText("No date sheets have been published yet.")).toBeVisible();
  });
});
