import { expect, test } from "@playwright/test";
import { workflowStaff } from "./content-helpers";

/**
 * Issue 24, fault 10, on the staff form: a new page cannot be created at an address that leaves
 * the site or that the site already uses; the reason is given at the address field.
 */
const slow = expect.configure({ timeout: 20_000 });

test("a new page at another site's or a reserved address is refused at the address field", async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  const { editing } = await workflowStaff(browser, page, "page-addresses");
  await editing.goto("/admin/content/pages/new");
  for (const [address, reason] of [
    ["//evil.example/x", /starts with one \//],
    ["/admin/users", /belong to the site itself/],
    ["/search", /already has a page of its own/],
  ] as const) {
    await editing.getByLabel("Address on the site").fill(address);
    await editing.getByLabel("Title (English)").fill("Not a page of ours");
    await editing.getByLabel("Summary (English)").fill("It should never be created.");
    await editing.getByRole("button", { name: "Create the page as a draft" }).click();
    const field = editing.getByLabel("Address on the site");
    await slow(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(reason);
    await expect(editing).toHaveURL(/\/admin\/content\/pages\/new$/);
  }
});
