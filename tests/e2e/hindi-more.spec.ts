import { expect, test, type Page } from "@playwright/test";
import { expectHindiPage } from "./hindi-helpers";
import { expectAccessible } from "./axe";
import { uniqueAddress } from "./pages-fixtures";

/**
 * The remaining content pages, the alumni form, the site map and the search results in Hindi.
 * `share` is the least Devanagari share of <main>. Two pages are mostly records that stay as the
 * university wrote them, in English and marked lang="en": the collaborations table lists partners
 * and the programmes each serves (about 0.36 of the page's letters are Devanagari), and the
 * placement page's charts and their tables name the recruiting companies (about 0.68).
 */
// Generous: the axe runs and the language round trip are slow on a loaded machine.
test.describe.configure({ timeout: 180_000 });
test.use({ extraHTTPHeaders: { "x-forwarded-for": uniqueAddress() } });

const PAGES = [
  { path: "/about-us/annualReport", share: 0.6 },
  { path: "/academics/IQAC", share: 0.6 },
  { path: "/academics/collaboration", share: 0.3 },
  { path: "/academics/regulations", share: 0.6 },
  { path: "/academics/academic-calendar", share: 0.6 },
  { path: "/holiday-calendar", share: 0.6 },
  { path: "/amenities/Library", share: 0.6 },
  { path: "/amenities/Sports", share: 0.6 },
  { path: "/ncc", share: 0.6 },
  { path: "/placement", share: 0.55 },
  { path: "/research", share: 0.6 },
  { path: "/Entrepreneurship", share: 0.6 },
  { path: "/UGC-Guidelines", share: 0.6 },
  { path: "/mandatory-disclosures", share: 0.6 },
  { path: "/alumni", share: 0.6 },
  { path: "/site-map", share: 0.6 },
  { path: "/search", share: 0.6 },
];

for (const { path, share } of PAGES) {
  test(`/hi${path}: Hindi page with its language links, switch and no axe violation`, async ({ page }) => {
    await page.goto(`/hi${path}`);
    await expectHindiPage(page, { english: path, hindi: `/hi${path}`, share });
  });
}

test("the Hindi calendar gives its days in Hindi and its structured parts in Hindi", async ({ page }) => {
  await page.goto("/hi/academics/academic-calendar");
  const calendar = page.getByRole("table", { name: "शैक्षणिक कैलेंडर 2024-25, सभी कार्यक्रमों के लिए" });
  const winter = calendar.getByRole("row", { name: /शीतकालीन अवकाश/ });
  await expect(winter).toContainText("दिसंबर 2024 से");
  await expect(winter).toContainText("तक");
  await expect(winter.locator("time").first()).toHaveAttribute("datetime", "2024-12-16");

  await page.goto("/hi/academics/collaboration?q=hospital");
  const table = page.getByRole("table", { name: /शैक्षणिक सहयोग, पेज 1/ });
  await expect(table.getByRole("columnheader", { name: "साझेदार" })).toBeVisible();
  // The partners are the university's records: English, marked so.
  await expect(table.getByRole("rowheader").first().locator('[lang="en"]')).toHaveCount(1);
  await expect(page.getByRole("link", { name: "सभी दिखाएँ" })).toHaveAttribute("href", "/hi/academics/collaboration");
});

test("links inside Hindi pages lead to the Hindi pages where they exist", async ({ page }) => {
  await page.goto("/hi/UGC-Guidelines");
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "शैक्षणिक विनियम" })).toHaveAttribute("href", "/hi/academics/regulations");
  await expect(main.getByRole("link", { name: "प्रबंध बोर्ड (Board of Management)" })).toHaveAttribute(
    "href",
    "/hi/administration/administrative/board-of-management",
  );
  await page.goto("/hi/mandatory-disclosures");
  await expect(
    page.getByRole("table", { name: "विधिक स्थिति और अधिकारी" }).getByRole("link", { name: "DSEU का इतिहास" }).first(),
  ).toHaveAttribute("href", "/hi/about-us/history");
});

test("the site map lists the Hindi titles and the Hindi addresses of the pages that have them", async ({ page }) => {
  await page.goto("/hi/site-map");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("साइट मैप");
  const main = page.getByRole("main");
  const sections = main.getByRole("region", { name: "मुख्य खंड" });
  await expect(sections.getByRole("link", { name: "शैक्षणिक कैलेंडर" })).toHaveAttribute(
    "href",
    "/hi/academics/academic-calendar",
  );
  await expect(sections.getByRole("link", { name: "प्रशिक्षण एवं प्लेसमेंट प्रकोष्ठ" })).toHaveAttribute(
    "href",
    "/hi/placement",
  );
  const services = main.getByRole("region", { name: "सेवाएँ और पोर्टल" });
  await expect(services.getByRole("link", { name: "पूर्व विद्यार्थी" })).toHaveAttribute("href", "/hi/alumni");
  await expect(services.getByRole("link", { name: "सभी कार्यक्रम" })).toHaveAttribute("href", "/hi/courses");
  await expect(services.getByRole("link", { name: "निविदाएँ" }).first()).toHaveAttribute("href", "/hi/tenders");
  const website = main.getByRole("region", { name: "इस वेबसाइट के बारे में" });
  await expect(website.getByRole("link", { name: "सुगम्यता विवरण" })).toHaveAttribute(
    "href",
    "/hi/accessibility-statement",
  );
  await expect(website.getByRole("link", { name: "गोपनीयता नीति" })).toHaveAttribute("href", "/hi/privacy-policy");
});

test("a search on /hi/search answers in Hindi and links its results to Hindi pages", async ({ page }) => {
  await page.goto("/hi/search");
  const main = page.getByRole("main");
  await main.getByLabel("कार्यक्रम, पेज, परिसर, विभाग, व्यक्ति, सूचनाएँ और निविदाएँ खोजें").fill("placement");
  await main.getByRole("button", { name: "खोजें", exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/hi/search" && url.searchParams.get("q") === "placement");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("“placement” के खोज परिणाम");
  await expect(main.getByRole("status")).toContainText(/“placement” के लिए \d+ परिणाम/);
  const pages = main.getByRole("region", { name: "पेज", exact: true });
  const result = pages.getByRole("link", { name: "Training and Placement Cell" }).first();
  await expect(result).toHaveAttribute("href", "/hi/placement");
  await expect(result).toHaveAttribute("lang", "en");
  await main.getByRole("navigation", { name: "परिणामों के प्रकार" }).getByRole("link", { name: /^पेज/ }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/hi/search" && url.searchParams.get("kind") === "page");
  await expect(main.getByRole("status")).toContainText("पेज हैं");
  await expectAccessible(page);
});

test.describe("Hindi alumni form", () => {
  async function fillAlumnus(page: Page) {
    await page.getByLabel("पूरा नाम").fill("रवि कुमार");
    await page.getByLabel("ईमेल पता").fill("ravi.kumar@example.org");
    await page.getByLabel("अध्ययन किया गया कार्यक्रम").fill("Diploma in Tool and Die Making");
    await page.getByLabel("परिसर").selectOption({ label: "DSEU Pusa-I Campus" });
    await page.getByLabel("उत्तीर्ण होने का वर्ष").fill("2012");
    await page.getByLabel(/वर्तमान संगठन/).fill("मारुति सुज़ुकी");
  }

  test("the browser's check answers in Hindi and moves focus to the first error", async ({ page }) => {
    await page.goto("/hi/alumni");
    await page.getByLabel("पूरा नाम").fill("रवि कुमार");
    await page.getByLabel("उत्तीर्ण होने का वर्ष").fill("1950");
    await page.getByRole("button", { name: "पंजीकरण करें" }).click();

    const email = page.getByLabel("ईमेल पता");
    await expect(email).toBeFocused();
    await expect(email).toHaveAccessibleDescription(/त्रुटि: अपना ईमेल पता लिखें।/);
    await expect(page.getByLabel("उत्तीर्ण होने का वर्ष")).toHaveAccessibleDescription(
      /त्रुटि: 1960 से लेकर इस वर्ष तक का कोई वर्ष लिखें।/,
    );
    const summary = page.getByRole("alert").filter({ hasText: "फ़ॉर्म में कुछ सुधार आवश्यक है" });
    await expect(summary).toContainText("4 फ़ील्ड में समस्याएँ हैं।");
    await expectAccessible(page);
  });

  test("the server's own check answers in Hindi by the field", async ({ page }) => {
    await page.goto("/hi/alumni");
    await fillAlumnus(page);
    // A campus the server does not know: the browser's check passes, the service refuses it.
    await page
      .getByLabel("परिसर")
      .evaluate((select: HTMLSelectElement) => (select.selectedOptions[0]!.value = "no-such-campus"));
    await page.getByRole("button", { name: "पंजीकरण करें" }).click();

    const campus = page.getByLabel("परिसर");
    await expect(campus).toHaveAttribute("aria-invalid", "true");
    await expect(campus).toBeFocused();
    await expect(campus).toHaveAccessibleDescription(/त्रुटि: सूची में से कोई परिसर चुनें।/);
    const summary = page.getByRole("alert").filter({ hasText: "फ़ॉर्म में कुछ सुधार आवश्यक है" });
    await expect(summary).toContainText("1 फ़ील्ड में समस्या है।");
    await expect(page.getByLabel("उत्तीर्ण होने का वर्ष")).toHaveValue("2012");
  });

  test("a good registration is thanked in Hindi with its reference number", async ({ page }) => {
    await page.goto("/hi/alumni");
    await fillAlumnus(page);
    await page.getByRole("button", { name: "पंजीकरण करें" }).click();
    const confirmation = page.getByRole("status").filter({ hasText: "आपकी संदर्भ संख्या" });
    await expect(confirmation).toContainText("DSEU पूर्व विद्यार्थी नेटवर्क में पंजीकरण के लिए धन्यवाद।");
    await expect(confirmation).toContainText(/आपकी संदर्भ संख्या ALM-\d{4}-\d{6} है।/);
  });
});
