import { expect, type Page } from "@playwright/test";
import { PDFDocument, rgb } from "pdf-lib";

/** Staff sign-in through a sign-in page (the admin one unless told), as the admin specs use it. */
export async function signIn(page: Page, email: string, password: string, path = "/admin-login") {
  await page.goto(path);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** Creates an account of `role` on /admin/users (an Admin must be signed in) and answers its one-time password. */
export async function createAccount(page: Page, email: string, role: string): Promise<string> {
  await page.goto("/admin/users");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Role").selectOption(role);
  await page.getByLabel("Generate a password and show it once instead").check();
  await page.getByRole("button", { name: "Create account" }).click();
  const password = await page.getByTestId("one-time-password").textContent();
  expect(password).toMatch(/^\S{20}$/);
  return password!;
}

/** A one-page PDF that only draws a shape, as a scan without OCR only draws an image: no text layer. */
export async function scannedPdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage([595, 842]).drawRectangle({ x: 40, y: 40, width: 515, height: 762, color: rgb(0.85, 0.85, 0.8) });
  return Buffer.from(await document.save());
}

/** Drops a file on the upload zone, as a file dragged from the desktop arrives. */
export async function dropFile(page: Page, name: string, bytes: Buffer, type = "application/pdf") {
  const transfer = await page.evaluateHandle(
    ({ name, bytes, type }) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(bytes)], name, { type }));
      return data;
    },
    { name, bytes: [...bytes], type },
  );
  await page.getByTestId("pdf-drop-zone").dispatchEvent("drop", { dataTransfer: transfer });
}
