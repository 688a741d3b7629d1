import { expect, test } from "@playwright/test";
import { saveDraft, sendForReview, workflowStaff } from "./content-helpers";
import { axeViolations } from "./axe";
import { mailTo } from "./mailbox";

/**
 * Issue 26, item 4, as the web team meets it: review reaches people by e-mail through a real SMTP
 * server (tests/e2e/mail-server.ts) and on "My work". An Editor sends a new page for review; the
 * Publisher's mail names it, says what it holds and links to it; the Publisher sends it back from
 * that link; the Editor's mail has the comment, and "My work" lists it under "Sent back to you";
 * sent again, it waits on the Publisher's "My work"; once published, the Editor is mailed.
 */
test.describe.configure({ timeout: 300_000 });
const slow = expect.configure({ timeout: 20_000 });

test("a page's review travels by mail and through My work, from submission to publication", async ({
  browser,
  page,
}) => {
  const run = Date.now().toString(36);
  const title = `Placement drive ${run}`;
  const { editing, publishing, editorEmail, publisherEmail } = await workflowStaff(browser, page, "review-mail");

  await editing.goto("/admin/content/pages/new");
  await editing.getByLabel("Address on the site").fill(`/about-us/placement-drive-${run}`);
  await editing.getByLabel("Title (English)").fill(title);
  await editing.getByLabel("Summary (English)").fill("Companies visiting the campuses this winter.");
  await editing.getByRole("button", { name: "Create the page as a draft" }).click();
  await slow(editing.getByRole("button", { name: "Save draft" })).toBeVisible();
  await editing.getByRole("textbox", { name: "Body, English" }).click();
  await editing.keyboard.type("Twelve companies visit in December.");
  await saveDraft(editing);
  await sendForReview(editing);

  // The Publisher is mailed: the page, what it holds, and the link that opens it.
  const forReview = await mailTo(publisherEmail, new RegExp(`^For review: ${title}$`));
  expect(forReview.text).toContain(`${editorEmail} sent “${title}” (Page) for review.`);
  expect(forReview.text).toContain("Twelve companies visit in December.");
  const link = forReview.text.match(/https?:\/\/\S+\/admin\/content\/pages\/[0-9a-f]{24}/)?.[0];
  expect(link, forReview.text).toBeTruthy();

  await publishing.goto(new URL(link!).pathname);
  await publishing.getByLabel("Comment for the editors").fill("Name the companies, please.");
  await publishing.getByRole("button", { name: "Send back" }).click();
  await slow(publishing.getByRole("status").filter({ hasText: "Sent back" })).toBeVisible();

  // The Editor is mailed the comment, and finds the page under "Sent back to you".
  const sentBack = await mailTo(editorEmail, new RegExp(`^Sent back: ${title}$`));
  expect(sentBack.text).toContain("Name the companies, please.");
  await editing.goto("/admin/my-work");
  const back = editing.getByRole("region", { name: /^Sent back to you/ });
  await expect(back.getByRole("link", { name: title })).toBeVisible();
  await expect(back.getByText("Name the companies, please.")).toBeVisible();
  for (const width of [1280, 412]) {
    await editing.setViewportSize({ width, height: 900 });
    expect(await axeViolations(editing, `My work at ${width}`)).toEqual([]);
  }
  await editing.setViewportSize({ width: 1280, height: 900 });

  await back.getByRole("link", { name: title }).click();
  await slow(editing.getByRole("button", { name: "Save draft" })).toBeVisible();
  await editing.getByRole("textbox", { name: "Body, English" }).click();
  await editing.keyboard.press("Control+End");
  await editing.keyboard.type(" They include two banks.");
  await saveDraft(editing);
  await sendForReview(editing);
  await editing.goto("/admin/my-work");
  await expect(
    editing.getByRole("region", { name: /^Sent by you, waiting for review/ }).getByRole("link", { name: title }),
  ).toBeVisible();

  // The Publisher finds it on "My work" and publishes it; the Editor is mailed.
  await publishing.goto("/admin/my-work");
  await publishing
    .getByRole("region", { name: /^Waiting for your review/ })
    .getByRole("link", { name: title })
    .click();
  await publishing.getByRole("button", { name: "Approve and publish" }).click();
  await slow(publishing.getByRole("status").filter({ hasText: "Published." })).toBeVisible();
  const published = await mailTo(editorEmail, new RegExp(`^Published: ${title}$`));
  expect(published.text).toContain(`${publisherEmail} published “${title}” (Page); visitors see it now.`);
  expect(published.text).toContain(`/about-us/placement-drive-${run}`);
});
