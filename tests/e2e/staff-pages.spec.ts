import { expect, test, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { signIn } from "./admin-helpers";
import { approveOpenDraft, saveDraft, sendForReview } from "./content-helpers";

/**
 * Issue 25, item 1, tried as a new Admin would: a page made in /admin/content at a free address
 * and published is served there (200, in the site's frame, with breadcrumbs, "Last updated" and
 * its JSON-LD), listed in sitemap.xml, found by the site search, and in Hindi once translated; a
 * page at an address the site already answers is refused at the address field.
 */
const slow = expect.configure({ timeout: 20_000 });

async function signedInAdmin(page: Page) {
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, "/admin-login?next=%2Fadmin%2Fcontent");
  await slow(page.getByRole("heading", { level: 1, name: "Content" })).toBeVisible();
}

async function typeRichText(page: Page, name: string, text: string) {
  const area = page.getByRole("textbox", { name });
  await area.click();
  await page.keyboard.type(text);
}

test("a page made at a free address is served there, in the sitemap, found by the search and in Hindi", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const run = Date.now().toString(36);
  const address = `/about-us/reading-rooms-${run}`;
  const word = `quillwort${run}`;
  const title = `Reading rooms ${run}`;
  await signedInAdmin(page);
  expect((await page.request.get(address)).status()).toBe(404);

  await page.goto("/admin/content/pages/new");
  await page.getByLabel("Address on the site").fill(address);
  await page.getByLabel("Title (English)").fill(title);
  await page.getByLabel("Summary (English)").fill("Where the reading rooms of the university are, and when they open.");
  await page.getByRole("button", { name: "Create the page as a draft" }).click();
  await slow(page.getByRole("button", { name: "Save draft" })).toBeVisible();

  await typeRichText(page, "Body, English", `The ${word} reading room opens at nine.`);
  await page.getByRole("group", { name: "Title", exact: true }).getByLabel("Hindi").fill(`वाचनालय ${run}`);
  await page
    .getByRole("group", { name: "Summary", exact: true })
    .getByLabel("Hindi")
    .fill("विश्वविद्यालय के वाचनालय कहाँ हैं और कब खुलते हैं।");
  await page.getByRole("group", { name: "Body", exact: true }).getByRole("tab", { name: "Hindi" }).click();
  await typeRichText(page, "Body, Hindi", "वाचनालय नौ बजे खुलता है।");
  await saveDraft(page);
  // A draft is no page for visitors yet.
  expect((await page.request.get(address)).status()).toBe(404);
  await sendForReview(page);
  await approveOpenDraft(page);

  const response = await page.goto(address);
  expect(response?.status()).toBe(200);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(main.getByText(`The ${word} reading room opens at nine.`)).toBeVisible();
  await expect(main.getByText(/Last updated/)).toBeVisible();
  // The frame: the site's header and footer around the page, breadcrumbs and their JSON-LD.
  await expect(page.getByRole("banner").first()).toBeVisible();
  await expect(page.getByRole("contentinfo").first()).toBeVisible();
  await expect(page.getByRole("navigation", { name: /breadcrumb/i })).toBeVisible();
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.some((text) => text.includes("BreadcrumbList") && text.includes(title))).toBe(true);

  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`${address}</loc>`);
  expect(sitemap).toContain(`/hi${address}</loc>`);

  await page.goto(`/search?q=${word}`);
  await slow(page.getByRole("main").getByRole("link", { name: title })).toHaveAttribute("href", address);

  const hindi = await page.goto(`/hi${address}`);
  expect(hindi?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("main").getByRole("heading", { level: 1, name: `वाचनालय ${run}` })).toBeVisible();

  // The content route's own address is nobody's page.
  expect((await page.request.get(`/content-page${address}`)).status()).toBe(404);
  expect((await page.request.get(`/about-us/no-such-page-${run}`)).status()).toBe(404);
});

test("a page at an address the site already answers is refused at the address field", async ({ page }) => {
  test.setTimeout(120_000);
  await signedInAdmin(page);
  await page.goto("/admin/content/pages/new");
  for (const [address, reason] of [
    ["/campus/new-campus", /already has a page of its own at \/campus\/new-campus;/],
    ["/help", /already has a page of its own at \/help;/],
    ["/content-page/x", /belong to the site itself/],
  ] as const) {
    await page.getByLabel("Address on the site").fill(address);
    await page.getByLabel("Title (English)").fill("Not a page of ours");
    await page.getByLabel("Summary (English)").fill("It should never be created.");
    await page.getByRole("button", { name: "Create the page as a draft" }).click();
    const field = page.getByLabel("Address on the site");
    // The field may still be marked from the address before: wait for this address's own reason
    // (naming it), or the next address could be typed while this one's answer is on its way.
    await slow(field).toHaveAccessibleDescription(reason);
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/admin\/content\/pages\/new$/);
  }
});
