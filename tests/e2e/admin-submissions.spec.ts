import { expect, test } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { E2E_ADMIN } from "../../playwright.config";

/** A PDF no notice uses (unique text), as a visitor would attach. */
async function attachment(): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage().drawText(`Admit card ${Date.now()}`);
  return Buffer.from(await document.save());
}

test("an Admin sees a visitor's grievance and marks it resolved", async ({ page, request }) => {
  const sent = await request.post("/api/v1/studentGrievance", {
    headers: { "x-forwarded-for": "198.51.100.77" },
    multipart: {
      fullName: "Meera Sample",
      email: "meera.sample@example.org",
      mobile: "9811111111",
      enrollmentNumber: "DSEU2025042",
      department: "Examination",
      program: "BCA",
      campus: "pusa-ii",
      grievanceCategory: "exam",
      description: "My admit card shows the wrong examination centre.",
      pdf: { name: "admit-card.pdf", mimeType: "application/pdf", buffer: await attachment() },
    },
  });
  expect(sent.status()).toBe(201);
  const reference: string = (await sent.json()).data.submission.reference;

  await page.goto("/admin-login");
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.goto(`/admin/submissions?search=${reference}`);
  const item = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: new RegExp(reference) }) });
  await expect(item).toContainText("My admit card shows the wrong examination centre.");
  await expect(item).toContainText("New");
  const fileHref = await item.getByRole("link", { name: "admit-card.pdf" }).getAttribute("href");
  const asAdmin = await page.request.get(fileHref!);
  expect(asAdmin.status()).toBe(200);
  expect(asAdmin.headers()["cache-control"]).toBe("private, no-store");
  // Anyone else, even knowing the address, finds nothing there.
  expect((await request.get(fileHref!)).status()).toBe(404);
  await item.getByLabel(`Status of ${reference}`).selectOption("resolved");
  await item.getByRole("button", { name: "Save status" }).click();
  await expect(item.getByText(/· Resolved$/)).toBeVisible();

  await page.goto(`/admin/submissions?status=new&search=${reference}`);
  await expect(page.getByRole("status")).toHaveText("0 submissions");
});
