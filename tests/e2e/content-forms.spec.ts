import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectAccessible } from "./axe";
import { PDFDocument } from "pdf-lib";
import { uniqueAddress } from "./pages-fixtures";

/**
 * The visitors' forms, end to end. Each test sends from its own made-up client address (the
 * server keys its rate limit on X-Forwarded-For), so tests never share a limit.
 */
test.describe.configure({ timeout: 60_000 });

async function samplePdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage().drawText("Fee receipt 2025-26");
  return Buffer.from(await document.save());
}

async function fillGrievance(
  page: Page,
  overrides: Partial<Record<"name" | "email" | "phone" | "subject" | "description", string>> = {},
) {
  await page.getByLabel("Full name").fill(overrides.name ?? "Asha Verma");
  await page.getByLabel("Email address").fill(overrides.email ?? "asha.verma@example.org");
  await page.getByLabel("Mobile number").fill(overrides.phone ?? "9876543210");
  await page.getByLabel("Campus").selectOption({ label: "DSEU Dwarka Campus" });
  await page.getByLabel("Category").selectOption({ label: "Examination issues" });
  await page.getByLabel("Subject").fill(overrides.subject ?? "Result of semester two not declared");
  await page
    .getByLabel("Description")
    .fill(
      overrides.description ??
        "My result for the second semester has not been declared although my classmates have theirs.",
    );
}

test.describe("grievance form", () => {
  test.use({ extraHTTPHeaders: { "x-forwarded-for": uniqueAddress() } });

  test("shows field-level errors, announces them and moves focus to the first", async ({ page }) => {
    await page.goto("/grievance-form");
    await page.getByLabel("Full name").fill("Asha Verma");
    await page.getByLabel("Mobile number").fill("12345");
    await page.getByRole("button", { name: "Submit grievance" }).click();

    const email = page.getByLabel("Email address");
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(/Enter your email address\./);
    await expect(page.getByLabel("Mobile number")).toHaveAccessibleDescription(
      /Enter a 10-digit mobile number, digits only\./,
    );
    await expect(page.getByLabel("Full name")).not.toHaveAttribute("aria-invalid", "true");
    const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
    await expect(summary).toContainText("There are problems with 6 fields.");
    await summary.getByRole("link", { name: "Choose your campus." }).click();
    await expect(page).toHaveURL(/#grievance-campus$/);

    await expectAccessible(page);
  });

  test("a good grievance with a PDF attachment is stored and gets a reference number", async ({ page }) => {
    await page.goto("/grievance-form");
    await fillGrievance(page);
    await page
      .getByLabel(/Supporting document/)
      .setInputFiles({ name: "fee-receipt.pdf", mimeType: "application/pdf", buffer: await samplePdf() });
    await page.getByRole("button", { name: "Submit grievance" }).click();

    const confirmation = page.getByRole("status").filter({ hasText: "Your reference number is" });
    await expect(confirmation).toContainText(/Your reference number is GRV-\d{4}-\d{6}\./);
    await expect(confirmation).toBeFocused();
    // The success toast (JavaScript on) repeats the reference.
    await expect(page.getByText(/^Grievance received\. Reference GRV-\d{4}-\d{6}$/)).toBeVisible();
    await expect(page.getByLabel("Full name")).toHaveValue("");
  });

  test("an attachment that is not a real PDF is refused with a message by the field", async ({ page }) => {
    await page.goto("/grievance-form");
    await fillGrievance(page);
    await page
      .getByLabel(/Supporting document/)
      .setInputFiles({ name: "scan.pdf", mimeType: "application/pdf", buffer: Buffer.from("this is only text") });
    await page.getByRole("button", { name: "Submit grievance" }).click();
    const file = page.getByLabel(/Supporting document/);
    await expect(file).toHaveAttribute("aria-invalid", "true");
    await expect(file).toHaveAccessibleDescription(/The attachment must be a PDF file\./);
    // What was typed is still there.
    await expect(page.getByLabel("Subject")).toHaveValue("Result of semester two not declared");
    await expect(page.getByLabel("Campus")).toHaveValue("dseu-dwarka-campus");
  });

  test("after five grievances in an hour, the sixth is refused with the minutes to wait", async ({ page, request }) => {
    const address = uniqueAddress();
    for (let i = 0; i < 5; i++) {
      const answer = await request.post("/api/v1/studentGrievance", {
        headers: { "x-forwarded-for": address },
        multipart: {
          fullName: "Ravi Kumar",
          email: "ravi@example.org",
          mobile: "9812345678",
          campus: "dwarka",
          grievanceCategory: "admin",
          description: "The bonafide certificate I applied for a month ago has not been issued.",
        },
      });
      expect(answer.status()).toBe(201);
    }
    await page.setExtraHTTPHeaders({ "x-forwarded-for": address });
    await page.goto("/grievance-form");
    await fillGrievance(page);
    await page.getByRole("button", { name: "Submit grievance" }).click();
    const refusal = page.getByRole("alert").filter({ hasText: "Your form was not sent" });
    await expect(refusal).toContainText(/Please try again in (60|59) minutes\./);
    await expect(page.getByLabel("Full name")).toHaveValue("Asha Verma");
  });

  test("the RTI box leads to the RTI page, and the court-petitions contact is shown beside the form", async ({
    page,
  }) => {
    await page.goto("/grievance-form");
    const rti = page.getByRole("region", { name: "Right to Information (RTI)" });
    await expect(rti.getByRole("link", { name: /^Right to Information: the officers/ })).toHaveAttribute(
      "href",
      "/rti",
    );
    await expect(page.getByRole("link", { name: "osd.legal@dseu.ac.in" })).toBeVisible();
  });
});

/**
 * What a browser without JavaScript sends: the form's own fields plus the hidden fields React
 * renders for the server action (so the action runs and the page comes back with its state).
 */
async function postFormWithoutScript(
  request: APIRequestContext,
  path: string,
  formId: string,
  fields: Record<string, string>,
  address: string,
) {
  const html = await (await request.get(path, { headers: { "x-forwarded-for": address } })).text();
  const form = new RegExp(`<form id="${formId}"[^>]*>([\\s\\S]*?)</form>`).exec(html)?.[1] ?? "";
  const hidden: Record<string, string> = {};
  for (const match of form.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?/g)) {
    hidden[match[1]!] = (match[2] ?? "").replace(/&quot;/g, '"').replace(/&amp;/g, "&");
  }
  expect(Object.keys(hidden).some((name) => name.startsWith("$ACTION"))).toBe(true);
  const answer = await request.post(path, {
    headers: { "x-forwarded-for": address },
    multipart: { ...hidden, ...fields },
  });
  expect(answer.status()).toBe(200);
  return answer.text();
}

test.describe("grievance form without JavaScript", () => {
  const good = {
    name: "Asha Verma",
    email: "asha.verma@example.org",
    phone: "9876543210",
    campus: "dseu-dwarka-campus",
    category: "exam",
    subject: "Result of semester two not declared",
    description: "My result for the second semester has not been declared although my classmates have theirs.",
  };

  test("the server checks the posted form and answers with the messages and what was typed", async ({ request }) => {
    const html = await postFormWithoutScript(
      request,
      "/grievance-form",
      "grievance",
      { ...good, email: "", phone: "12" },
      uniqueAddress(),
    );
    expect(html).toContain("There are problems with 2 fields.");
    expect(html).toContain("Enter your email address.");
    expect(html).toMatch(/<input(?=[^>]*id="grievance-email")(?=[^>]*aria-invalid="true")[^>]*>/);
    expect(html).toMatch(/<input(?=[^>]*id="grievance-name")(?=[^>]*value="Asha Verma")[^>]*>/);
    expect(html).toMatch(/<option value="dseu-dwarka-campus" selected="">/);
  });

  test("a good posted form is stored and the page answers with the reference number", async ({ request }) => {
    const html = await postFormWithoutScript(request, "/grievance-form", "grievance", good, uniqueAddress());
    expect(html).toMatch(/Your reference number is <strong[^>]*>GRV-\d{4}-\d{6}<\/strong>/);
  });
});

test.describe("the old app's grievance endpoint", () => {
  test("answers JSON: 201 with the reference, 400 for bad input", async ({ request }) => {
    const headers = { "x-forwarded-for": uniqueAddress() };
    const good = await request.post("/api/v1/studentGrievance", {
      headers,
      multipart: {
        fullName: "Ravi Kumar",
        email: "ravi@example.org",
        mobile: "9812345678",
        enrollmentNumber: "DSEU2024001",
        department: "Examination",
        program: "BCA",
        campus: "pusa-ii",
        grievanceCategory: "exam",
        description: "My semester result shows a subject I never registered for.",
        pdf: { name: "result.pdf", mimeType: "application/pdf", buffer: await samplePdf() },
      },
    });
    expect(good.status()).toBe(201);
    expect(await good.json()).toMatchObject({
      status: "success",
      data: { submission: { reference: expect.stringMatching(/^GRV-\d{4}-\d{6}$/) } },
    });

    const bad = await request.post("/api/v1/studentGrievance", {
      headers,
      multipart: { fullName: "Ravi Kumar", mobile: "123" },
    });
    expect(bad.status()).toBe(400);
    expect(await bad.json()).toMatchObject({ status: "fail", message: expect.any(String) });
  });
});

test.describe("alumni registration", () => {
  test.use({ extraHTTPHeaders: { "x-forwarded-for": uniqueAddress() } });

  test("checks the fields and registers an alumnus with a reference number", async ({ page }) => {
    await page.goto("/alumni");
    await page.getByLabel("Full name").fill("Ravi Kumar");
    await page.getByLabel("Year of passing").fill("1950");
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page.getByLabel("Email address")).toBeFocused();
    await expect(page.getByLabel("Year of passing")).toHaveAccessibleDescription(
      /Enter a year between 1960 and this year\./,
    );

    await page.getByLabel("Email address").fill("ravi.kumar@example.org");
    await page.getByLabel("Programme studied").fill("Diploma in Tool and Die Making");
    await page.getByLabel("Campus").selectOption({ label: "DSEU Pusa-I Campus" });
    await page.getByLabel("Year of passing").fill("2012");
    await page.getByLabel(/Current organisation/).fill("Maruti Suzuki");
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your reference number is" })).toContainText(
      /ALM-\d{4}-\d{6}/,
    );
  });
});
