import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { createAccount, dropFile, scannedPdf, signIn } from "./admin-helpers";
import { expectAccessible } from "./axe";

/** The old site's real documents (outside the project; tests may read them). */
const PDF_DIR = path.resolve(process.cwd(), "../shared/data/pdfs");
const REAL_PDF = path.join(PDF_DIR, "seat-confirmation-ug.pdf");

const unique = Date.now();
const accounts = {
  Editor: { email: `notice.editor.${unique}@example.org`, password: "" },
  Admissions: { email: `notice.admissions.${unique}@example.org`, password: "" },
  Faculty: { email: `notice.faculty.${unique}@example.org`, password: "" },
};

async function signInAs(page: Page, email: string, password: string) {
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

function row(page: Page, title: string) {
  return page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: new RegExp(title) }) });
}

test.describe("staff notice pages", () => {
  test.describe.configure({ mode: "serial" });
  test.skip(
    ({ isMobile }) => isMobile,
    "the staff pages are tested at desktop width; the upload page also at phone width below",
  );

  test("an Admin creates the accounts of the other roles", async ({ page }) => {
    await signInAs(page, E2E_ADMIN.email, E2E_ADMIN.password);
    const nav = page.getByRole("navigation", { name: "Administration" });
    for (const name of ["Upload PDFs", "View all PDFs", "Upload to archive"])
      await expect(nav.getByRole("link", { name })).toBeVisible();
    for (const [role, account] of Object.entries(accounts))
      account.password = await createAccount(page, account.email, role);
  });

  test("Admissions and Faculty accounts cannot reach the notice pages; anonymous visitors are sent to sign in", async ({
    page,
    browser,
  }) => {
    await signInAs(page, accounts.Admissions.email, accounts.Admissions.password);
    await expect(
      page.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "Upload PDFs" }),
    ).toHaveCount(0);
    await expect(page.getByRole("main").getByRole("link", { name: "View all PDFs" })).toHaveCount(0);
    for (const path of ["/admin/uploads", "/admin/view-pdfs", "/admin/archive-uploads"]) {
      expect((await page.goto(path))?.status(), path).toBe(403);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("You do not have access to this page");
    }

    const faculty = await (await browser.newContext()).newPage();
    await signIn(faculty, accounts.Faculty.email, accounts.Faculty.password, "/logindseu");
    await expect(faculty).not.toHaveURL(/logindseu/);
    expect((await faculty.goto("/admin/uploads"))?.status()).toBe(403);

    const anonymous = await (await browser.newContext()).newPage();
    await anonymous.goto("/admin/view-pdfs?archived=true");
    await expect(anonymous).toHaveURL(/\/admin-login\?next=%2Fadmin%2Fview-pdfs%3Farchived%3Dtrue$/);
  });

  test("an Editor uploads a real PDF with a progress bar and a toast, and it is on its public page at once", async ({
    page,
  }) => {
    const title = `Circular on examination fees ${unique}`;
    await signInAs(page, accounts.Editor.email, accounts.Editor.password);
    await page.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "Upload PDFs" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Upload a notice");

    await page.getByRole("tab", { name: "Administration" }).click();
    const section = page.getByLabel("Section", { exact: true });
    await expect(section.locator("option")).toHaveText([
      "Choose a section",
      "Recruitment Rules",
      "Office Orders",
      "Circulars",
      "Important Forms",
    ]);

    // Checks in the browser first, with messages at the fields and focus on the first.
    await page.getByRole("button", { name: "Upload notice" }).click();
    await expect(page.getByLabel("Title", { exact: true })).toBeFocused();
    await expect(page.getByLabel("Title", { exact: true })).toHaveAccessibleDescription(/Enter the notice title/);
    await expect(section).toHaveAccessibleDescription(/Choose a section/);
    await expect(page.getByLabel("PDF file")).toHaveAccessibleDescription(/Choose the PDF file of the notice/);
    await page
      .getByLabel("PDF file")
      .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a pdf") });
    await page.getByRole("button", { name: "Upload notice" }).click();
    await expect(page.getByLabel("PDF file")).toHaveAccessibleDescription(/Only PDF files can be uploaded/);
    await expect(page.getByLabel("PDF file")).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page);

    await page.getByLabel("Title", { exact: true }).fill(title);
    await section.selectOption({ label: "Circulars" });
    // The file input is an ordinary control: the keyboard opens the file chooser.
    // The chosen section's fields may still be rendering: the key waits until the input has the focus.
    await page.getByLabel("PDF file").focus();
    await expect(page.getByLabel("PDF file")).toBeFocused();
    const [chooser] = await Promise.all([page.waitForEvent("filechooser"), page.keyboard.press("Space")]);
    await chooser.setFiles(REAL_PDF);
    await expect(page.getByText("Chosen: seat-confirmation-ug.pdf")).toBeVisible();

    // A slow line, so that the upload's progress can be seen.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 40 * 1024,
    });
    await page.getByRole("button", { name: "Upload notice" }).click();
    const progress = page.getByRole("progressbar", { name: /Uploading/ });
    await expect(progress).toBeVisible();
    await expect(page.getByText("Notice uploaded and published")).toBeVisible({ timeout: 15_000 });
    await expect(progress).toBeHidden();
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    const outcome = page.getByRole("main").getByRole("status").filter({ hasText: "Published:" });
    await expect(outcome).toContainText(`“${title}” in Circulars`);
    await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
    await outcome.getByRole("link", { name: "See it on its public page" }).click();
    await expect(page).toHaveURL(/\/administration\/administrative\/circulars$/);
    await expect(page.getByRole("main").getByText(title)).toBeVisible();
  });

  test("a dropped scan without a text layer is published with an accessibility warning; the group's own fields appear", async ({
    page,
  }) => {
    await signInAs(page, accounts.Editor.email, accounts.Editor.password);
    await page.goto("/admin/uploads");

    await page.getByRole("tab", { name: "Work With Us" }).click();
    await expect(page.getByLabel("Apply link")).toBeVisible();
    await expect(page.getByLabel("Vacancies")).toBeVisible();
    // Uploaded into Research, which no other test counts or orders.
    await page.getByRole("tab", { name: "Research" }).click();
    await expect(page.getByLabel("Apply link")).toHaveCount(0);
    await page.getByLabel("Title", { exact: true }).fill(`Scanned research order ${unique}`);
    await page.getByLabel("Section", { exact: true }).selectOption({ label: "Research Notices" });
    await page.getByLabel("Order number").fill(`F. No: ${unique}/DSEU/Research`);
    await page.getByLabel("Order date").fill("10/05/2025");
    await dropFile(page, "scanned-order.pdf", await scannedPdf());
    await expect(page.getByText("Chosen: scanned-order.pdf")).toBeVisible();
    await page.getByRole("button", { name: "Upload notice" }).click();

    await expect(page.getByText("Notice uploaded and published")).toBeVisible();
    const warning = page.getByRole("main").getByRole("alert");
    await expect(warning).toContainText("Accessibility warning: this PDF has no text layer");
    await expect(warning).toContainText("GIGW asks for accessible documents");
    await expectAccessible(page);
  });

  test("the notice manager: filters in the URL survive a reload; view, edit, archive, restore and delete", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000); // a long walk through every action of the manager
    const title = `Manager probe ${unique}`;
    await signInAs(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto("/admin/uploads");
    await page.getByRole("tab", { name: "Administration" }).click();
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page.getByLabel("Section", { exact: true }).selectOption({ label: "Important Forms" });
    await page.getByLabel("PDF file").setInputFiles(path.join(PDF_DIR, "diploma_vacant_seats.pdf"));
    await page.getByRole("button", { name: "Upload notice" }).click();
    await expect(page.getByText("Notice uploaded and published")).toBeVisible();

    await page.goto("/admin/view-pdfs");
    const rows = page.getByRole("main").locator("tbody tr");
    await expect(rows).toHaveCount(10);
    await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/\/admin\/view-pdfs\?page=2$/);
    // The first cell holds the row's box for bulk actions; the number follows.
    await expect(rows.first().getByRole("cell").nth(1)).toHaveText("11");

    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
    await page.getByLabel("Search by title").fill(title);
    await page.getByLabel("Uploaded from").fill(today);
    await page.getByLabel("Section", { exact: true }).selectOption({ label: "Important Forms" });
    await page.getByRole("button", { name: "Apply filters" }).click();
    // The filters are a GET form: its navigation ends before the address is read and reloaded.
    await expect(page).toHaveURL(/[?&]section=ad\+important\+forms/);
    await page.waitForLoadState("load");
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: title,
      from: today,
      to: "",
      section: "ad important forms",
    });
    await page.reload();
    await expect(page.getByLabel("Search by title")).toHaveValue(title);
    await expect(page.getByLabel("Section", { exact: true })).toHaveValue("ad important forms");
    await expect(row(page, title)).toHaveCount(1);
    await expect(page.getByRole("columnheader")).toHaveText([
      "",
      "No.",
      "Title",
      "Section",
      "Uploaded by",
      "Uploaded at",
      "Actions",
    ]);
    await expect(row(page, title).getByRole("cell")).toContainText(["1", "Important Forms", E2E_ADMIN.email]);
    await expectAccessible(page);
    await page.goto(`${page.url()}&page=3`);
    await expect(page.getByText("There is no page 3; this list has 1 page.")).toBeVisible();
    await page.goBack();

    // View: the PDF inline, in a dialog; documents may be framed by the site itself.
    await row(page, title)
      .getByRole("button", { name: `View “${title}”` })
      .click();
    const viewer = page.getByRole("dialog", { name: title });
    const frame = viewer.locator("iframe");
    await expect(frame).toHaveAttribute("title", `PDF preview: ${title}`);
    const src = (await frame.getAttribute("src"))!;
    const pdf = await request.get(src);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect(pdf.headers()["x-frame-options"]).toBe("SAMEORIGIN");
    // Loaded, not replaced by the browser's error page for a refused frame.
    await expect.poll(() => page.frames().some((f) => f.url().endsWith(src))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();

    // Edit: the new title is in the table.
    await row(page, title)
      .getByRole("button", { name: `Edit “${title}”` })
      .click();
    const editor = page.getByRole("dialog", { name: `Edit “${title}”` });
    await expect(editor.getByLabel("Section", { exact: true })).toHaveValue("ad important forms");
    await expectAccessible(page);
    await editor.getByLabel("Title", { exact: true }).fill(`${title} (revised)`);
    await editor.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Notice saved")).toBeVisible();
    await expect(editor).toBeHidden();
    const revised = `${title} \\(revised\\)`;
    await expect(row(page, revised)).toHaveCount(1);

    // Archive, after a confirmation; then it is in the archived view, with the filters kept.
    await row(page, revised)
      .getByRole("button", { name: /^Archive/ })
      .click();
    const confirmArchive = page.getByRole("dialog", { name: "Archive this notice?" });
    await expect(confirmArchive.getByRole("button", { name: "Cancel" })).toBeFocused();
    await confirmArchive.getByRole("button", { name: "Archive", exact: true }).click();
    await expect(page.getByText("Notice archived")).toBeVisible();
    await expect(row(page, revised)).toHaveCount(0);
    await page.getByRole("link", { name: "Archived", exact: true }).click();
    await expect(page).toHaveURL(/archived=true/);
    await expect(page.getByLabel("Search by title")).toHaveValue(title);
    await row(page, revised)
      .getByRole("button", { name: /^Restore/ })
      .click();
    await page
      .getByRole("dialog", { name: "Restore this notice?" })
      .getByRole("button", { name: "Restore", exact: true })
      .click();
    await expect(page.getByText("Notice restored")).toBeVisible();
    await expect(row(page, revised)).toHaveCount(0);
    await page.getByRole("link", { name: "Non-archived" }).click();
    await expect(row(page, revised)).toHaveCount(1);

    // Delete: Cancel keeps it; the confirmed delete removes it, from the public page too.
    await row(page, revised)
      .getByRole("button", { name: /^Delete/ })
      .click();
    await page.getByRole("dialog", { name: "Delete this notice?" }).getByRole("button", { name: "Cancel" }).click();
    await expect(row(page, revised)).toHaveCount(1);
    await row(page, revised)
      .getByRole("button", { name: /^Delete/ })
      .click();
    await page
      .getByRole("dialog", { name: "Delete this notice?" })
      .getByRole("button", { name: "Delete", exact: true })
      .click();
    await expect(page.getByText("Notice deleted")).toBeVisible();
    await expect(page.getByText("No current notices match.")).toBeVisible();
    await page.goto("/administration/administrative/important-forms");
    await expect(page.getByRole("main").getByText(title)).toHaveCount(0);
  });

  test("an upload straight into the archive stays out of the current notices", async ({ page }) => {
    const title = `Archived vacancy ${unique}`;
    await signInAs(page, accounts.Editor.email, accounts.Editor.password);
    await page.goto("/admin/archive-uploads");
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page.getByLabel("Section", { exact: true }).selectOption({ label: "Academic Positions" });
    await page.getByLabel("Apply link").fill("https://dseu.ac.in/careers");
    await page.getByLabel("Vacancies").fill("3 posts");
    await page.getByLabel("End date").fill("2024-06-30");
    await page.getByLabel("PDF file").setInputFiles(REAL_PDF);
    await page.getByRole("button", { name: "Upload into the archive" }).click();
    await expect(page.getByText("Notice uploaded into the archive")).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "See the archive of this section" }).click();
    await expect(row(page, title)).toHaveCount(1);
    await page.getByRole("link", { name: "Non-archived" }).click();
    await expect(row(page, title)).toHaveCount(0);
  });

  test("when the session has ended, an action says so and keeps the page; signed in again in a new tab, the action goes through", async ({
    page,
    context,
  }) => {
    await signInAs(page, accounts.Editor.email, accounts.Editor.password);
    await page.goto("/admin/view-pdfs?section=students");
    const cookies = await context.cookies();
    await context.clearCookies();
    await page
      .getByRole("row")
      .nth(1)
      .getByRole("button", { name: /^Archive/ })
      .click();
    await page
      .getByRole("dialog", { name: "Archive this notice?" })
      .getByRole("button", { name: "Archive", exact: true })
      .click();
    const expired = page.getByRole("dialog", { name: "Session expired" });
    await expect(expired.getByText("Your session has expired. please log in again!")).toBeVisible();
    await expect(expired.getByRole("link", { name: /Sign in again/ })).toHaveAttribute(
      "href",
      "/admin-login?expired=1&next=%2Fadmin%2Fview-pdfs%3Fsection%3Dstudents",
    );
    await expect(page).toHaveURL(/\/admin\/view-pdfs\?section=students$/);
    await context.addCookies(cookies);
    await expired.getByRole("button", { name: "Back to my work" }).click();
    // The question the action was waiting on is still open: the same click now goes through.
    const confirm = page.getByRole("dialog", { name: "Archive this notice?" });
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: "Archive", exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole("dialog", { name: "Session expired" })).toBeHidden();
  });
});

test.describe("at phone width", () => {
  test.skip(({ isMobile }) => !isMobile, "the phone-width check of the upload page");

  test("the upload page fits the screen and uploads", async ({ page }) => {
    const title = `Phone upload ${unique}`;
    await signInAs(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto("/admin/uploads");
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await page.getByRole("tab", { name: "Statutory Body" }).click();
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page.getByLabel("Section", { exact: true }).selectOption({ label: "MOM Academic Council" });
    await page.getByLabel("PDF file").setInputFiles(REAL_PDF);
    await page.getByRole("button", { name: "Upload notice" }).click();
    await expect(page.getByText("Notice uploaded and published")).toBeVisible();
    await expect(page.getByRole("main").getByRole("status").filter({ hasText: "Published:" })).toContainText(
      `“${title}” in MOM Academic Council`,
    );
  });
});
