import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { signIn } from "./admin-helpers";
import { axeViolations } from "./axe";
import { adminToken } from "./notice-fixtures";

/**
 * Scanned PDFs made readable (lib/ocr): the real scanned IQAC office order, uploaded as a notice, is
 * read by the server in the background; the board then links its text, which a visitor reads on its
 * own page, and staff correct it in the admin. Needs Debian's tesseract-ocr and poppler-utils on
 * the server's machine (CI installs them); skipped, with the reason, where they are missing.
 */
const ORDER = fs.readFileSync(path.resolve("../shared/data/pdfs/IQAC_ORDER.pdf"));
const hasOcrTools = ["/usr/bin/tesseract", "/usr/bin/pdftoppm"].every((tool) => fs.existsSync(tool));

test.describe.configure({ mode: "serial" });
test.skip(!hasOcrTools, "tesseract-ocr and poppler-utils are not installed on this machine");

test("a scanned notice gets a text version that visitors read and staff correct", async ({ page, request }) => {
  test.setTimeout(300_000);
  // A retry (or a repeat) uploads the order again: its notice needs a title of its own.
  const title = `Constitution of the IQAC (scanned order ${Date.now().toString(36)})`;
  const token = await adminToken(request);
  const upload = await request.post("/api/v1/notice/upload", {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      fileName: title,
      section: "announcements",
      pdf: { name: "IQAC_ORDER.pdf", mimeType: "application/pdf", buffer: ORDER },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);

  // The server looks for scans every 30 seconds; reading two pages takes some more on a busy machine.
  const board = `/announcements?q=${encodeURIComponent(title)}`;
  await expect
    .poll(async () => (await request.get(board)).text(), { timeout: 240_000, intervals: [5_000] })
    .toContain("Text version");

  await page.goto(board);
  await page.getByRole("link", { name: `Text version : ${title}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Text of IQAC_ORDER.pdf" })).toBeVisible();
  await expect(page.getByText("recognised automatically from the scanned pages")).toBeVisible();
  await expect(page.locator("main")).toContainText("Internal Quality Assurance Cell");
  // The letterhead's Devanagari line is marked as Hindi for screen readers.
  await expect(page.locator('main p[lang="hi"]').first()).toContainText(/[\u0900-\u097f]{3}/);
  expect(await axeViolations(page, "the text of a scanned document")).toEqual([]);
  const textAddress = new URL(page.url()).pathname;

  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, "/admin-login?next=%2Fadmin%2Fdocuments");
  await expect(page.getByRole("heading", { level: 1, name: "Scanned documents" })).toBeVisible({ timeout: 30_000 });
  // Every upload of these bytes shares one file, so its entry names the newest notice first.
  const entry = page.getByRole("listitem").filter({ hasText: title });
  await expect(entry).toContainText("Has text");
  expect(await axeViolations(page, "the scanned documents page")).toEqual([]);

  await entry.getByText("Correct the text").click();
  const field = entry.getByLabel("Text of IQAC_ORDER.pdf");
  await field.fill("");
  await entry.getByRole("button", { name: "Save the text" }).click();
  await expect(entry.getByText("Write the document's text")).toBeVisible();
  await field.fill("Order constituting the Internal Quality Assurance Cell (IQAC) of the university.");
  await entry.getByRole("button", { name: "Save the text" }).click();
  await expect(entry.getByRole("status")).toHaveText("Saved. The text is shown beside the document now.");

  await page.goto(textAddress);
  await expect(page.getByText("written out by the university's staff")).toBeVisible();
  await expect(page.locator("main")).toContainText("Order constituting the Internal Quality Assurance Cell (IQAC)");
});
