import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { createAccount, signIn } from "./admin-helpers";
import { expectAccessible } from "./axe";
import { dayFromNow } from "./notice-fixtures";

/**
 * An admissions officer's path through the admin pages of the admission results, on Diploma
 * round 2 (a closed round the candidate specs do not use): import with a preview, filters,
 * a status override and its history, the CSV export, and the round's settings.
 */
const unique = Date.now();
const tag = `E2E${unique}`;
const admissions = { email: `admissions.${unique}@example.org`, password: "" };
const editor = { email: `results.editor.${unique}@example.org`, password: "" };

const HEADER =
  "form_number,name,email,dob,program,campus,registered_category,category_allocated,program_preference,rank";
const anita = `${tag}-1,Anita Testcase,anita.${unique}@example.org,12-03-2008,Diploma in Computer Engineering,Aryabhatt DSEU Campus,General,DEL_UR,2,501`;
const bilal = (dob: string) =>
  `${tag}-2,Bilal Testcase,bilal.${unique}@example.org,${dob},Diploma in Mechanical Engineering,DSEU Okhla-II Campus,OBC,DEL_OBC,3,640`;
const chitra = `${tag}-3,Chitra Testcase,chitra.${unique}@example.org,05-09-2008,Diploma in Civil Engineering,GB Pant DSEU Campus,SC,DEL_SC,1,777`;
/**
 * Signs in and waits for the dashboard, so that the next navigation does not cut the sign-in
 * short; checking the password (argon2) is slow on a busy machine, hence the longer wait.
 */
async function signInAs(page: Page, account: { email: string; password: string }) {
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 20_000 });
}

const csvFile = (...lines: string[]) => ({
  name: "diploma-round2.csv",
  mimeType: "text/csv",
  buffer: Buffer.from([HEADER, ...lines].join("\n") + "\n"),
});

async function chooseFile(page: Page, file: ReturnType<typeof csvFile>) {
  await page.getByLabel("CSV file").setInputFiles(file);
  await page.getByRole("button", { name: "Check the file" }).click();
}

test.describe("an admissions officer", () => {
  test.describe.configure({ mode: "serial" });
  test.skip(({ isMobile }) => isMobile, "the staff path does not depend on the viewport; the mobile check is below");

  test("gets an Admissions account from an Admin; an Editor gets one too", async ({ page }) => {
    await signInAs(page, E2E_ADMIN);
    admissions.password = await createAccount(page, admissions.email, "Admissions");
    editor.password = await createAccount(page, editor.email, "Editor");
  });

  test("imports a round's allotments: the preview shows a bad line and writes nothing, the fixed file imports once", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signInAs(page, admissions);
    await expect(page.getByTestId("admin-role")).toHaveText("Admissions");
    await page
      .getByRole("navigation", { name: "Administration" })
      .getByRole("link", { name: "Admission results" })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admission results");
    await page.getByRole("link", { name: "Import into Diploma round 2" }).click();
    await expect(page).toHaveURL(/\/admin\/results\/import\?category=diploma&round=2$/);
    await expect(page.getByRole("combobox", { name: "Round" })).toHaveValue("diploma/2");

    // Client-side checks first.
    await page.getByRole("button", { name: "Check the file" }).click();
    await expect(page.getByText("Choose the CSV file to import.")).toBeVisible();
    await expect(page.getByLabel("CSV file")).toBeFocused();

    await chooseFile(page, csvFile(anita, bilal("31-02-2008"), chitra));
    const preview = page.getByRole("region", { name: /^Preview: diploma-round2\.csv into Diploma round 2/ });
    await expect(preview.getByRole("status")).toHaveText(
      "2 rows can be read: 2 new, 0 updated, 0 unchanged. Nothing has been written yet.",
    );
    await expect(preview.getByRole("alert")).toContainText("1 line has problems.");
    await expect(preview.getByRole("region", { name: "Rejected lines" }).getByRole("row").nth(1)).toHaveText(
      /^3\s*dob\s*dob must be a real date written DD-MM-YYYY, not 31-02-2008$/,
    );
    await expect(preview.getByRole("button", { name: /^Import/ })).toHaveCount(0);
    await expectAccessible(page);

    await page.goto(`/admin/results/records?q=${tag}`);
    await expect(page.getByRole("main").getByRole("status")).toHaveText("0 records match the filters.");

    await page.goto("/admin/results/import?category=diploma&round=2");
    await chooseFile(page, csvFile(anita, bilal("28-02-2008"), chitra));
    await expect(page.getByRole("main").getByRole("status")).toHaveText(
      "3 rows can be read: 3 new, 0 updated, 0 unchanged. Nothing has been written yet.",
    );
    await page.getByRole("button", { name: "Import 3 rows" }).click();
    await expect(page.getByRole("region", { name: "Imported" }).getByRole("status")).toHaveText(
      "Diploma round 2: 3 new, 0 updated, 0 unchanged.",
    );

    // The same file again changes nothing.
    await page.getByRole("button", { name: "Check the file" }).click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText(
      "3 rows can be read: 0 new, 0 updated, 3 unchanged. Nothing has been written yet.",
    );
    await expect(page.getByText("there is nothing to import")).toBeVisible();
  });

  test("filters the records (the filters live in the address), overrides a status with a reason and sees it in the history", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signInAs(page, admissions);
    await page.goto("/admin/results/records?category=diploma&round=2");
    const counts = page.getByRole("region", { name: "Number of records in each status, per round" });
    await expect(counts.getByRole("row")).toHaveCount(2);
    await expect(counts.getByRole("row").nth(1)).toContainText("Diploma round 2");

    await page.getByRole("searchbox", { name: "Name, form number or email" }).fill(tag);
    await page.getByRole("combobox", { name: "Status" }).selectOption("pending");
    await page.getByRole("textbox", { name: "Campus" }).fill("okhla");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}&`));
    await expect(page).toHaveURL(/campus=okhla/);
    await page.reload();
    await expect(page.getByRole("textbox", { name: "Campus" })).toHaveValue("okhla");
    await expect(page.getByRole("main").getByRole("status")).toHaveText("1 record matches the filters.");
    const records = page.getByRole("region", { name: "Admission records" });
    await expect(records.getByRole("row")).toHaveCount(2);
    await expectAccessible(page);
    await records.getByRole("link", { name: `${tag}-2` }).click();
    await expect(page).toHaveURL(/\/admin\/results\/records\/[0-9a-f]{24}$/);

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bilal Testcase");
    await expect(page.getByText("No change since the record was imported")).toBeVisible();
    await page.getByRole("combobox", { name: "New status" }).selectOption("freeze");
    await page.getByRole("button", { name: "Change status" }).click();
    await expect(page.getByText("A reason is required for a status change (at least 3 characters).")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Reason" })).toBeFocused();
    await page.getByRole("textbox", { name: "Reason" }).fill("Candidate confirmed by phone; the portal was down");
    await page.getByRole("button", { name: "Change status" }).click();

    const dialog = page.getByRole("dialog", { name: "Confirm the status change" });
    await expect(dialog).toContainText(`Change the status of ${tag}-2 (Bilal Testcase) from Pending to Freeze?`);
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Change to Freeze" }).click();
    await expect(dialog).toBeHidden();

    const history = page.getByRole("region", { name: "Changes to this record, oldest first" });
    const entry = history.getByRole("row").nth(1);
    await expect(entry).toContainText(admissions.email);
    await expect(entry).toContainText("Status changed by staff");
    await expect(entry).toContainText("PendingFreeze");
    await expect(entry).toContainText("Candidate confirmed by phone; the portal was down");
    // From where: the address when a proxy names it (none here) and the browser.
    await expect(entry).toContainText("Mozilla/5.0");
    await expect(page.getByRole("definition").filter({ hasText: /^Freeze$/ })).toBeVisible();
  });

  test("downloads the filtered records as CSV", async ({ page }) => {
    await signInAs(page, admissions);
    await page.goto(`/admin/results/records?category=diploma&round=2&q=${tag}`);
    await expect(page.getByRole("main").getByRole("status")).toHaveText("3 records match the filters.");
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download CSV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^admission-results-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = fs
      .readFileSync((await download.path())!, "utf8")
      .trim()
      .split(/\r\n/);
    expect(lines[0]).toBe(
      "category,round,form_number,name,email,dob,program,campus,registered_category,category_allocated,program_preference,campus_preference,rank,status,pwd,defence,decided_at,id",
    );
    expect(lines).toHaveLength(4);
    expect(lines.slice(1).map((line) => line.split(",").slice(0, 4).join(","))).toEqual([
      `diploma,2,${tag}-1,Anita Testcase`,
      `diploma,2,${tag}-2,Bilal Testcase`,
      `diploma,2,${tag}-3,Chitra Testcase`,
    ]);
    expect(lines[2]!.split(",")[13]).toBe("freeze");
  });

  test("edits the round: field-level messages, a new process PDF, the window opened for candidates and closed again", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signInAs(page, admissions);
    await page.goto("/admin/results");
    await page.getByRole("link", { name: "Edit round Diploma round 2" }).click();
    await expect(page).toHaveURL(/\/admin\/results\/rounds\/diploma\/2$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit Diploma round 2");

    await page.getByLabel("Opens").fill("2025-08-07T00:00");
    await page.getByLabel("Closes").fill("2025-08-01T10:00");
    await page
      .getByLabel("Upload a new PDF")
      .setInputFiles({ name: "process.docx", mimeType: "application/msword", buffer: Buffer.from("not a pdf") });
    await page.getByRole("button", { name: "Save round" }).click();
    await expect(page.getByText("The window cannot close before it opens.")).toBeVisible();
    await expect(page.getByText("Only PDF files can be uploaded; this file is not a PDF.")).toBeVisible();
    await expect(page.getByLabel("Closes")).toBeFocused();
    await expectAccessible(page);

    // Open, but with last year's dates: candidates are told decisions are closed.
    await page.getByLabel("Closes").fill("2025-08-09T18:00");
    await page
      .getByLabel("Upload a new PDF")
      .setInputFiles(path.resolve("../shared/data/pdfs/seat-confirmation-diploma-round2.pdf"));
    await page.getByLabel("Open: candidates can record their seat decision").check();
    await page.getByRole("button", { name: "Save round" }).click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText(
      "The round was saved. Candidates see the change on the result pages now.",
    );
    await page.goto("/admission/result/diploma/round2");
    await expect(page.getByText("7 August 2025 to 9 August 2025")).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: /^Closed$/ })).toBeVisible();
    await page.goto("/admin/results");
    await expect(
      page
        .getByRole("region", { name: /^Rounds with their decision window/ })
        .getByRole("row", { name: /Diploma round 2/ })
        .getByRole("cell")
        .first(),
    ).toContainText("Closed: its last day has passed");

    // Dates around now: open for decisions.
    await page.goto("/admin/results/rounds/diploma/2");
    const [opens, closes] = [dayFromNow(-1), dayFromNow(7)];
    await page.getByLabel("Opens").fill(`${opens}T00:00`);
    await page.getByLabel("Closes").fill(`${closes}T23:59`);
    await page.getByRole("button", { name: "Save round" }).click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText(
      "The round was saved. Candidates see the change on the result pages now.",
    );
    const pdfLink = page.getByRole("link", { name: "current process PDF" });
    await expect(pdfLink).toHaveAttribute("href", /^\/files\/[0-9a-f]{24}\/seat-confirmation-diploma-round2\.pdf$/);
    const href = (await pdfLink.getAttribute("href"))!;
    const pdf = await page.request.get(href);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");

    await page.goto("/admin/results");
    const row = page
      .getByRole("region", { name: /^Rounds with their decision window/ })
      .getByRole("row", { name: /Diploma round 2/ });
    await expect(row.getByRole("cell").first()).toContainText(/^Open/);
    await page.goto("/admission/result/diploma/round2");
    await expect(page.getByRole("definition").filter({ hasText: /^Open now$/ })).toBeVisible();
    await expect(page.getByRole("link", { name: "View Seat Confirmation Process (PDF)" })).toHaveAttribute(
      "href",
      href,
    );

    await page.goto("/admin/results/rounds/diploma/2");
    await page.getByLabel("Closed: candidates see").check();
    await page.getByRole("button", { name: "Save round" }).click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText(
      "The round was saved. Candidates see the change on the result pages now.",
    );
    await page.goto("/admission/result/diploma/round2");
    await expect(page.getByRole("definition").filter({ hasText: /^Closed$/ })).toBeVisible();
  });

  test("an Editor has no admission-results pages: no menu entry, and 403", async ({ page }) => {
    await signInAs(page, editor);
    await expect(page.getByTestId("admin-role")).toHaveText("Editor");
    await expect(
      page.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "Admission results" }),
    ).toHaveCount(0);
    for (const address of [
      "/admin/results",
      "/admin/results/records",
      "/admin/results/import",
      "/admin/results/rounds/diploma/2",
    ]) {
      const response = await page.goto(address);
      expect(response?.status(), address).toBe(403);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("You do not have access to this page");
    }
  });
});

test("on a phone, the records table scrolls sideways in its own labelled region, not the page", async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, "a phone's viewport is what this checks");
  await signInAs(page, E2E_ADMIN);
  await page.goto("/admin/results/records?category=diploma&round=1");
  const region = page.getByRole("region", { name: "Admission records" });
  await expect(region.getByRole("row").nth(1)).toBeVisible();
  await expect(region).toHaveAttribute("tabindex", "0");
  const sizes = await region.evaluate((element) => ({
    region: { scroll: element.scrollWidth, client: element.clientWidth },
    page: { scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth },
  }));
  expect(sizes.region.scroll).toBeGreaterThan(sizes.region.client);
  expect(sizes.page.scroll).toBeLessThanOrEqual(sizes.page.client);
  await region.focus();
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
});
