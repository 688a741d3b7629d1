import { expect, test, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { FOOTER_POLICY_PATHS } from "../../lib/pages/registry";
import { uniqueAddress } from "./pages-fixtures";

/** The feedback form GIGW asks for: validated in the browser and on the server, stored, seen and resolved by staff. */
test.describe.configure({ timeout: 60_000 });
test.use({ extraHTTPHeaders: { "x-forwarded-for": uniqueAddress() } });

async function fillFeedback(page: Page, message: string) {
  await page.getByLabel("Full name").fill("Kiran Rao");
  await page.getByLabel("Email address").fill("kiran.rao@example.org");
  await page.getByLabel("Topic").selectOption({ label: "This website: a page, a link or accessibility" });
  await page.getByLabel(/Page concerned/).fill("/courses");
  await page.getByLabel("Your feedback", { exact: true }).fill(message);
}

test("field-level messages in the browser, focus on the first, the optional phone checked when given", async ({
  page,
}) => {
  await page.goto("/feedback");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Feedback");
  await page.getByLabel(/Mobile number/).fill("12345");
  await page.getByRole("button", { name: "Send feedback" }).click();

  await expect(page.getByLabel("Full name")).toBeFocused();
  const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(summary).toContainText("There are problems with 5 fields.");
  await expect(page.getByLabel(/Mobile number/)).toHaveAccessibleDescription(
    /Enter a 10-digit mobile number, digits only, or leave it empty\./,
  );
  await expect(page.getByLabel("Topic")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Your feedback", { exact: true })).toHaveAccessibleDescription(/Write your feedback\./);
  await expect(page.getByLabel(/Page concerned/)).not.toHaveAttribute("aria-invalid", "true");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server checks the form too and answers with the same field messages, keeping what was typed", async ({
    page,
  }) => {
    await page.goto("/feedback");
    await fillFeedback(page, "Too short");
    await page.getByRole("button", { name: "Send feedback" }).click();
    await expect(page.getByLabel("Your feedback", { exact: true })).toHaveAccessibleDescription(
      /Write at least 10 characters, so that we can act on it\./,
    );
    await expect(page.getByLabel("Full name")).toHaveValue("Kiran Rao");
    await expect(page.getByLabel("Topic")).toHaveValue("website");
  });
});

test("a good message gets a reference number; an Admin finds it among the submissions and marks it resolved", async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, "the staff pages are tested at desktop width");
  const message = `The curriculum link of one programme on the courses page does not open (${Date.now()}).`;
  await page.goto("/feedback");
  await fillFeedback(page, message);
  await page.getByRole("button", { name: "Send feedback" }).click();
  const confirmation = page.getByRole("status").filter({ hasText: "Your reference number is" });
  await expect(confirmation).toContainText(/Your reference number is FDB-\d{4}-\d{6}\./);
  await expect(confirmation).toBeFocused();
  const reference = /FDB-\d{4}-\d{6}/.exec((await confirmation.textContent())!)![0];

  await page.goto("/admin-login");
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.goto("/admin/submissions?kind=feedback");
  const item = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: `${reference} · feedback · Kiran Rao` }) });
  await expect(item).toContainText(message);
  await expect(item).toContainText("This website: a page, a link or accessibility");
  await item.getByLabel(`Status of ${reference}`).selectOption("resolved");
  await item.getByRole("button", { name: "Save status" }).click();
  await expect(item.getByText(/· Resolved$/)).toBeVisible();
});

test("the form is linked from every page's footer, the site map, the help page and the accessibility statement", async ({
  page,
}) => {
  await page.goto("/courses");
  const footerLinks = page
    .getByRole("contentinfo")
    .getByRole("navigation", { name: "About this website" })
    .getByRole("link");
  expect(await footerLinks.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual([
    ...FOOTER_POLICY_PATHS,
    "/feedback",
    "/website-policies",
    "/site-map",
  ]);
  for (const route of ["/site-map", "/help", "/accessibility-statement"]) {
    await page.goto(route);
    await expect(page.getByRole("main").getByRole("link", { name: /^Feedback( form)?$/ })).toHaveAttribute(
      "href",
      "/feedback",
    );
  }
});
