import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { expectHindiPage } from "./hindi-helpers";

/**
 * The seat-allocation result pages in Hindi, on the fictional candidates that candidates.setup.ts
 * imports (tests/fixtures/admission-candidates.ts). Lookups only: no decision is recorded, so the
 * English result specs find their candidates as they expect.
 */
async function lookUp(page: Page, email: string, dob: string) {
  await page.getByLabel("ईमेल पता").fill(email);
  await page.getByLabel("जन्म तिथि").fill(dob);
  await page.getByRole("button", { name: "मेरा परिणाम देखें" }).click();
}

test("a Hindi result listing: its round's facts in Hindi, the record title marked English", async ({ page }) => {
  // Two page loads and an accessibility scan: longer than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  // Round 3 keeps the seed's window (2025), closed; round 4 is opened around now by candidates.setup.ts.
  await page.goto("/hi/admission/result/diploma/round3");
  const title = page.getByRole("heading", { level: 1 });
  await expect(title).toHaveText("DSEU Diploma Round 3 Seat Allocation");
  await expect(title).toHaveAttribute("lang", "en");
  const tabs = page.getByRole("navigation", { name: "डिप्लोमा सीट आवंटन के राउंड" });
  await expect(tabs.getByRole("link")).toHaveText(["राउंड 1", "राउंड 2", "राउंड 3", "राउंड 4"]);
  await expect(tabs.getByRole("link", { name: "राउंड 3" })).toHaveAttribute("aria-current", "page");
  await expect(tabs.getByRole("link", { name: "राउंड 1" })).toHaveAttribute("href", "/hi/admission/result");
  await expect(page.getByText("22 अगस्त 2025 से 25 अगस्त 2025 तक")).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: /^बंद$/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: "सीट की पुष्टि कैसे होती है" })).toBeVisible();
  await expect(page.getByRole("link", { name: "सीट पुष्टि की प्रक्रिया देखें (PDF)" })).toBeVisible();
  await expectHindiPage(page, {
    english: "/admission/result/diploma/round3",
    hindi: "/hi/admission/result/diploma/round3",
    share: 0.8,
    roundTrip: true,
  });
  await page.goto("/hi/admission/result/diploma/round4");
  await expect(page.getByRole("definition").filter({ hasText: /^अभी खुला है$/ })).toBeVisible();
});

test("a lookup in Hindi: field errors and the wrong pair in Hindi, then the allotment and the seat status", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.goto("/hi/admission/result");

  // Each field's own message, in Hindi, and the focus on the first problem.
  await page.getByRole("button", { name: "मेरा परिणाम देखें" }).click();
  await expect(page.getByText("अपने प्रवेश फ़ॉर्म का ईमेल पता लिखें।")).toBeVisible();
  await expect(page.getByText("अपनी जन्म तिथि लिखें।")).toBeVisible();
  await expect(page.getByLabel("ईमेल पता")).toBeFocused();
  await expect(page.getByLabel("जन्म तिथि")).toHaveAttribute("aria-invalid", "true");
  await lookUp(page, "asha.sample@example.org", "2009-03-14");
  await expect(page.getByLabel("जन्म तिथि")).toHaveAccessibleDescription(
    "DD-MM-YYYY के रूप में लिखें, जैसे 30-05-2006। अपनी जन्म तिथि DD-MM-YYYY के रूप में लिखें, जैसे 30-05-2006।",
  );
  // A pair that matches nobody (an address of its own per project, so the rate limit stays far).
  await lookUp(page, `hindi.nobody.${testInfo.project.name}@example.org`, "01-01-2001");
  await expect(page.getByRole("alert").filter({ hasText: "कोई सीट आवंटन नहीं मिला" })).toHaveText(
    "इस राउंड में इस ईमेल पते और जन्म तिथि के लिए कोई सीट आवंटन नहीं मिला। दोनों की जाँच करके फिर से प्रयास करें।",
  );

  // A pending seat of a closed round: the allotment in Hindi, the candidate's record marked English.
  await lookUp(page, "asha.sample@example.org", "14-03-2009");
  await expect(page).toHaveURL(/\/hi\/admission\/result\/show$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("छात्र सीट आवंटन");
  await expect(page.getByRole("table", { name: "आपकी आवंटित सीट का विवरण" }).getByRole("rowheader")).toHaveText([
    "फ़ॉर्म संख्या",
    "नाम",
    "आवंटित प्रोग्राम",
    "आवंटित कैंपस",
    "पंजीकृत श्रेणी",
    "प्रवेश श्रेणी",
    "प्रोग्राम वरीयता",
    "रैंक",
  ]);
  await expect(page.getByRole("row", { name: "फ़ॉर्म संख्या DIP25-10001" })).toBeVisible();
  await expect(page.getByRole("row", { name: "प्रवेश श्रेणी दिल्ली सामान्य" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "Diploma in Computer Engineering" })).toHaveAttribute("lang", "en");
  await expect(page.getByText("सीट की पुष्टि बंद है")).toBeVisible();
  const cookie = (await page.context().cookies()).find((c) => c.name === "dseu_result_diploma1");
  expect(cookie).toMatchObject({ httpOnly: true, path: "/hi/admission/result" });

  // A decided seat: its status in Hindi, and the letter from the Hindi session.
  await page.getByRole("button", { name: "साइन आउट करें और दूसरा परिणाम देखें" }).click();
  await expect(page).toHaveURL(/\/hi\/admission\/result$/);
  await lookUp(page, "kabir.example@example.org", "02-11-2008");
  await expect(page.getByTestId("seat-status")).toHaveText("सीट फ्रीज़ हो गई");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: /PDF डाउनलोड करें/ }).click(),
  ]);
  expect(
    fs
      .readFileSync((await download.path())!)
      .subarray(0, 5)
      .toString("latin1"),
  ).toBe("%PDF-");

  // Once the session is gone, back to the Hindi lookup, which says why.
  await page.context().clearCookies();
  await page.reload();
  await expect(page).toHaveURL(/\/hi\/admission\/result\?session=ended$/);
  await expect(page.getByRole("status").filter({ hasText: "आपका परिणाम सत्र समाप्त हो गया है।" })).toBeVisible();
});
