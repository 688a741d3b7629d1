import { expect, test, type Browser, type Page } from "@playwright/test";
import { approveFromReviewList, saveDraft, sendForReview, workflowStaff } from "./content-helpers";
import { axeViolations } from "./axe";

/**
 * Issue 26, item 3, as the web team meets it: a page is published in English and Hindi; its
 * English title changes and the Hindi is left alone. The editor warns before saving and marks the
 * field after; the translation report lists it; the Publisher reviewing sees it; once published,
 * the Hindi page shows the new English title (marked English), never the old Hindi, while the
 * other texts stay Hindi. The translator updates the Hindi and the Hindi page has it again.
 */
test.describe.configure({ timeout: 300_000 });
const slow = expect.configure({ timeout: 20_000 });

async function typeRichText(page: Page, name: string, text: string) {
  await page.getByRole("textbox", { name }).click();
  await page.keyboard.type(text);
}

/** The Hindi page's main heading and its language, as an anonymous visitor gets it. */
async function hindiHeading(browser: Browser, address: string): Promise<{ text: string; lang: string | null }> {
  const page = await (await browser.newContext()).newPage();
  const response = await page.goto(`/hi${address}`);
  expect(response?.status()).toBe(200);
  const heading = page.getByRole("main").getByRole("heading", { level: 1 });
  const answer = { text: (await heading.textContent())!.trim(), lang: await heading.getAttribute("lang") };
  await page.context().close();
  return answer;
}

test("English changed after its Hindi: marked in the editor, the report and the review, and shown in English on /hi until updated", async ({
  browser,
  page,
}) => {
  const run = Date.now().toString(36);
  const address = `/about-us/stale-hindi-${run}`;
  const title = `Language lab ${run}`;
  const newTitle = `Language laboratory ${run}`;
  const hindiTitle = `भाषा प्रयोगशाला ${run}`;
  const { editing, publishing } = await workflowStaff(browser, page, "stale-hindi");

  await editing.goto("/admin/content/pages/new");
  await editing.getByLabel("Address on the site").fill(address);
  await editing.getByLabel("Title (English)").fill(title);
  await editing.getByLabel("Summary (English)").fill("Where students practise spoken English and Hindi.");
  await editing.getByRole("button", { name: "Create the page as a draft" }).click();
  await slow(editing.getByRole("button", { name: "Save draft" })).toBeVisible();
  await typeRichText(editing, "Body, English", "The lab opens on weekdays.");
  const titleField = editing.getByRole("group", { name: "Title", exact: true });
  await titleField.getByLabel(/^Hindi/).fill(hindiTitle);
  await editing
    .getByRole("group", { name: "Summary", exact: true })
    .getByLabel(/^Hindi/)
    .fill("जहाँ विद्यार्थी बोलचाल की अंग्रेज़ी और हिंदी का अभ्यास करते हैं।");
  await editing.getByRole("group", { name: "Body", exact: true }).getByRole("tab", { name: "Hindi" }).click();
  await typeRichText(editing, "Body, Hindi", "प्रयोगशाला कार्यदिवसों में खुलती है।");
  await saveDraft(editing);
  await sendForReview(editing);
  await approveFromReviewList(publishing, title);
  expect(await hindiHeading(browser, address)).toEqual({ text: hindiTitle, lang: null });

  // The English title changes (in the editor opened again: publishing made a new version); the
  // editor says the Hindi is left behind before the save …
  await editing.reload();
  await titleField.getByLabel("English").fill(newTitle);
  await expect(titleField.getByText(/You changed the English/)).toBeVisible();
  await saveDraft(editing);
  // … and marks it after, above the form (with a link to the field) and at the field.
  const summary = editing.getByRole("region", { name: "Hindi out of date in 1 field" });
  await slow(summary).toBeVisible();
  await expect(summary.getByRole("link", { name: "Title" })).toHaveAttribute("href", "#f-title");
  await expect(titleField.getByText(/Hindi out of date: the English changed/)).toBeVisible();
  expect(await axeViolations(editing, "editor with out-of-date Hindi")).toEqual([]);

  // The translation report counts it as out of date, not as translated.
  await editing.goto("/admin/translations");
  const row = editing.getByRole("table", { name: /missing or out of date/ }).getByRole("row", { name: newTitle });
  await expect(row.getByRole("cell").last()).toHaveText("Title");

  await editing.goto("/admin/content");
  await editing.getByRole("link", { name: newTitle, exact: true }).first().click();
  await sendForReview(editing);

  // The Publisher reviewing sees it, and publishes anyway: the new English must not wait.
  await publishing.goto("/admin/content");
  await publishing
    .getByRole("region", { name: "Drafts waiting for review" })
    .getByRole("link", { name: newTitle, exact: true })
    .click();
  await slow(publishing.getByRole("region", { name: "Hindi out of date in 1 field" })).toBeVisible();
  await publishing.getByRole("button", { name: "Approve and publish" }).click();
  await slow(publishing.getByRole("status").filter({ hasText: "Published." })).toBeVisible();

  // The Hindi page shows the new English title, marked English, and none of the old Hindi title.
  expect(await hindiHeading(browser, address)).toEqual({ text: newTitle, lang: "en" });

  // The translator updates the Hindi: the marks go, and once published the Hindi page has it.
  const updatedHindi = `भाषा प्रयोगशाला (नई) ${run}`;
  await editing.reload();
  await slow(editing.getByRole("region", { name: "Hindi out of date in 1 field" })).toBeVisible();
  await editing
    .getByRole("group", { name: "Title", exact: true })
    .getByLabel(/^Hindi/)
    .fill(updatedHindi);
  await expect(editing.getByText(/Hindi out of date: the English changed/)).toHaveCount(0);
  await saveDraft(editing);
  await expect(editing.getByRole("region", { name: /Hindi out of date/ })).toHaveCount(0);
  await sendForReview(editing);
  await approveFromReviewList(publishing, newTitle);
  expect(await hindiHeading(browser, address)).toEqual({ text: updatedHindi, lang: null });
});
