import { createHash } from "node:crypto";
import { expect, test } from "@playwright/test";
import { uploadNotices } from "./notice-fixtures";

const STATIC_HEADERS = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
};

test("pages carry a Content-Security-Policy (a nonce, and one hash) that covers every executable script", async ({
  request,
}) => {
  const response = await request.get("/");
  const policy = response.headers()["content-security-policy"];
  expect(policy).toBeDefined();
  for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "default-src 'self'"])
    expect(policy).toContain(directive);
  const nonce = policy!.match(/'nonce-([^']+)'/)?.[1];
  expect(nonce).toBeTruthy();
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);

  const html = await response.text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map((m) => ({
    attributes: m[1]!,
    text: m[2]!,
  }));
  const executable = scripts.filter(({ attributes }) => !/type="application\/ld\+json"/.test(attributes));
  expect(executable.length).toBeGreaterThan(0);
  // Each carries the nonce, or is an inline script of constant text whose hash the policy lists (the display preferences).
  const hashed = executable.filter(({ attributes }) => !attributes.includes(`nonce="${nonce}"`));
  expect(hashed).toHaveLength(1);
  for (const { attributes, text } of hashed) {
    expect(attributes).not.toContain("src=");
    expect(policy).toContain(`'sha256-${createHash("sha256").update(text).digest("base64")}'`);
  }

  const again = await request.get("/");
  expect(again.headers()["content-security-policy"]).not.toBe(policy);
});

test("every kind of response has the static security headers and no X-Powered-By", async ({
  request,
  page,
}, testInfo) => {
  await uploadNotices(request, [
    { title: `E2E security headers ${Date.now()} ${testInfo.project.name}`, section: "students" },
  ]);
  await page.goto("/");
  const pdf = await page.locator('a[href^="/files/"]').first().getAttribute("href");
  for (const path of ["/", "/api/v1/program", "/no-such-page", pdf!, "/logo.svg"]) {
    const headers = (await request.get(path)).headers();
    // Documents may be framed by the site's own pages (the notice manager's preview), by no other.
    const expected = path === pdf ? { ...STATIC_HEADERS, "x-frame-options": "SAMEORIGIN" } : STATIC_HEADERS;
    for (const [name, value] of Object.entries(expected)) expect(headers[name], `${name} on ${path}`).toBe(value);
    expect(headers["permissions-policy"], path).toContain("camera=()");
    expect(headers["x-powered-by"], path).toBeUndefined();
  }
});

test("the page still hydrates under the policy: no CSP violation, interactive controls work", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.goto("/");
  // The admission dialog opens after hydration: it appearing and closing is itself proof the scripts run.
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  await page.getByRole("button", { name: "About Us" }).click();
  await expect(page.getByRole("link", { name: "Vision and Mission" }).first()).toBeVisible();
  expect(violations).toEqual([]);
});

test("the staff session cookie is HttpOnly and SameSite", async ({ page, context }) => {
  const { E2E_ADMIN } = await import("../../playwright.config");
  await page.goto("/admin-login");
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const session = (await context.cookies()).find((c) => c.name.endsWith("next-auth.session-token"));
  expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax" });
});
