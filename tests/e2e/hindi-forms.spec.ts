import { expect, test, type Page } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { expectHindiPage } from "./hindi-helpers";
import { expectAccessible } from "./axe";
import { uniqueAddress } from "./pages-fixtures";

/**
 * The visitors' forms in Hindi: the page itself (language, links, switch, axe), the browser's and
 * the server's field errors in Hindi with the same focus and aria wiring as the English form, and
 * the Hindi thanks with the reference number. Each test sends from its own made-up address.
 */
// Generous: the axe runs and the language round trip are slow on a loaded machine.
test.describe.configure({ timeout: 180_000 });
test.use({ extraHTTPHeaders: { "x-forwarded-for": uniqueAddress() } });

async function samplePdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage().drawText("Fee receipt 2025-26");
  return Buffer.from(await document.save());
}

async function fillGrievance(page: Page) {
  await page.getByLabel("पूरा नाम").fill("आशा वर्मा");
  await page.getByLabel("ईमेल पता").fill("asha.verma@example.org");
  await page.getByLabel("मोबाइल नंबर").fill("9876543210");
  await page.getByLabel("परिसर").selectOption({ label: "DSEU Dwarka Campus" });
  await page.getByLabel("श्रेणी").selectOption({ label: "परीक्षा संबंधी समस्याएँ" });
  await page.getByLabel("विषय").fill("दूसरे सेमेस्टर का परिणाम घोषित नहीं हुआ");
  await page.getByLabel("विवरण").fill("मेरे दूसरे सेमेस्टर का परिणाम अब तक घोषित नहीं हुआ है, जबकि सहपाठियों का हो चुका है।");
}

test.describe("Hindi grievance form", () => {
  test("/hi/grievance-form: Hindi page with its language links, switch and no axe violation", async ({ page }) => {
    await page.goto("/hi/grievance-form");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("शिकायत प्रपत्र एवं सूचना का अधिकार (RTI)");
    await expectHindiPage(page, {
      english: "/grievance-form",
      hindi: "/hi/grievance-form",
      share: 0.6,
      roundTrip: true,
    });
  });

  test("an empty form shows Hindi field errors, announces them and moves focus to the first", async ({ page }) => {
    await page.goto("/hi/grievance-form");
    await page.getByRole("button", { name: "शिकायत जमा करें" }).click();

    const name = page.getByLabel("पूरा नाम");
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("त्रुटि: अपना पूरा नाम लिखें।");
    await expect(page.getByLabel("ईमेल पता")).toHaveAccessibleDescription(/अपना ईमेल पता लिखें।/);
    await expect(page.getByLabel("मोबाइल नंबर")).toHaveAccessibleDescription(/अपना 10 अंकों का मोबाइल नंबर लिखें।/);
    await expect(page.getByLabel("विवरण")).toHaveAccessibleDescription(/अपनी शिकायत का विवरण लिखें।/);
    await expect(page.getByLabel(/सहायक दस्तावेज़/)).not.toHaveAttribute("aria-invalid", "true");
    const summary = page.getByRole("alert").filter({ hasText: "फ़ॉर्म में कुछ सुधार आवश्यक है" });
    await expect(summary).toContainText("7 फ़ील्ड में समस्याएँ हैं।");
    await summary.getByRole("link", { name: "अपना परिसर चुनें।" }).click();
    await expect(page).toHaveURL(/\/hi\/grievance-form#grievance-campus$/);

    await expectAccessible(page);
  });

  test("the server's own check of the attachment answers in Hindi by the field", async ({ page }) => {
    await page.goto("/hi/grievance-form");
    await fillGrievance(page);
    await page
      .getByLabel(/सहायक दस्तावेज़/)
      .setInputFiles({ name: "scan.pdf", mimeType: "application/pdf", buffer: Buffer.from("this is only text") });
    await page.getByRole("button", { name: "शिकायत जमा करें" }).click();

    const file = page.getByLabel(/सहायक दस्तावेज़/);
    await expect(file).toHaveAttribute("aria-invalid", "true");
    await expect(file).toBeFocused();
    await expect(file).toHaveAccessibleDescription(/त्रुटि: संलग्न फ़ाइल PDF होनी चाहिए।/);
    const summary = page.getByRole("alert").filter({ hasText: "फ़ॉर्म में कुछ सुधार आवश्यक है" });
    await expect(summary).toContainText("1 फ़ील्ड में समस्या है।");
    await expect(page.getByLabel("विषय")).toHaveValue("दूसरे सेमेस्टर का परिणाम घोषित नहीं हुआ");
  });

  test("a good grievance is thanked in Hindi with its reference number", async ({ page }) => {
    await page.goto("/hi/grievance-form");
    await fillGrievance(page);
    await page
      .getByLabel(/सहायक दस्तावेज़/)
      .setInputFiles({ name: "fee-receipt.pdf", mimeType: "application/pdf", buffer: await samplePdf() });
    await page.getByRole("button", { name: "शिकायत जमा करें" }).click();

    const confirmation = page.getByRole("status").filter({ hasText: "आपकी संदर्भ संख्या" });
    await expect(confirmation).toContainText("धन्यवाद। आपकी शिकायत प्राप्त हो गई है और संबंधित कार्यालय को भेज दी गई है।");
    await expect(confirmation).toContainText(/आपकी संदर्भ संख्या GRV-\d{4}-\d{6} है।/);
    await expect(confirmation).toBeFocused();
    await expect(page.getByText(/^शिकायत प्राप्त हुई। संदर्भ संख्या GRV-\d{4}-\d{6}$/)).toBeVisible();
  });
});

test.describe("Hindi feedback form", () => {
  test("/hi/feedback: Hindi page with its language links, switch and no axe violation", async ({ page }) => {
    await page.goto("/hi/feedback");
    await expectHindiPage(page, { english: "/feedback", hindi: "/hi/feedback", share: 0.8, roundTrip: true });
  });

  test("its form answers in Hindi and links to the Hindi grievance form", async ({ page }) => {
    await page.goto("/hi/feedback");
    await page.getByLabel(/मोबाइल नंबर/).fill("12345");
    await page.getByRole("button", { name: "प्रतिक्रिया भेजें" }).click();
    await expect(page.getByLabel("पूरा नाम")).toBeFocused();
    const summary = page.getByRole("alert").filter({ hasText: "फ़ॉर्म में कुछ सुधार आवश्यक है" });
    await expect(summary).toContainText("5 फ़ील्ड में समस्याएँ हैं।");
    await expect(page.getByLabel(/मोबाइल नंबर/)).toHaveAccessibleDescription(
      /10 अंकों का मोबाइल नंबर केवल अंकों में लिखें, या इसे खाली छोड़ दें।/,
    );
    const grievance = page.locator("main").getByRole("link", { name: "शिकायत प्रपत्र एवं सूचना का अधिकार (RTI)" });
    await expect(grievance).toHaveAttribute("href", "/hi/grievance-form");
  });
});
