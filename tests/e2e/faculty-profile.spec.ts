import { expect, test, type Browser, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { IMAGES, IMAGE_WIDTH } from "../helpers/image-fixtures";
import { signIn } from "./admin-helpers";
import { expectAccessible } from "./axe";

/**
 * A faculty member keeps their own public profile up to date: an administrator creates their
 * account, they sign in at /logindseu, land on their profile, edit it, and every visitor sees the
 * changes; on anyone else's profile they see no controls and the API refuses. Each project uses
 * its own seeded member, so the desktop and mobile runs never share an account.
 */
test.describe.configure({ mode: "serial" });

// Members of the seeded faculty (the old backend's public export); the test's throw-away database
// is the only one whose profiles it edits.
const MEMBERS = {
  desktop: { email: "arti.b.sagar@dseu.ac.in", name: "Ms. Arti Babu Ram Sagar" },
  mobile: { email: "neelesh@dseu.ac.in", name: "Mr. Neelesh Singhal" },
};
// A profile that neither account owns.
const OTHER_EMAIL = "amit.r.khaparde@dseu.ac.in";

let member: { email: string; name: string; id: string; password: string };
let otherId: string;

// Signing in hashes a password (argon2id) on a server that shares a small machine: allow it time.
const SIGN_IN_TIMEOUT = { timeout: 20_000 };

/** An administrator creates the member's Faculty account (or, when it exists from an earlier run, resets its password). */
async function facultyAccount(browser: Browser, email: string, name: string): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/, SIGN_IN_TIMEOUT);
  await page.goto("/admin/users");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Role").selectOption("Faculty");
  await page.getByLabel("Generate a password and show it once instead").check();
  await page.getByRole("button", { name: "Create account" }).click();
  const created = page.getByRole("status").filter({ hasText: `Created Faculty account ${email}.` });
  const exists = page.getByRole("alert").filter({ hasText: "already exists" });
  await expect(created.or(exists)).toBeVisible();
  if (await exists.isVisible()) {
    await page
      .getByRole("row", { name: new RegExp(email) })
      .getByRole("button", { name: /^Reset password/ })
      .click();
  } else {
    // The account is tied to the faculty member with the same email: the profile it may edit.
    await expect(created).toContainText(`It may edit the profile of ${name}.`);
  }
  const password = (await page.getByTestId("one-time-password").textContent())!;
  await context.close();
  return password;
}

test.beforeAll(async ({ browser }) => {
  const chosen = MEMBERS[test.info().project.name as keyof typeof MEMBERS];
  const context = await browser.newContext();
  const list = (await (await context.request.get("/api/v1/faculty?limit=1000")).json()) as {
    data: { faculty: { _id: string; email: string }[] };
  };
  await context.close();
  const idOf = (email: string) => list.data.faculty.find((m) => m.email === email)!._id;
  otherId = idOf(OTHER_EMAIL);
  member = { ...chosen, id: idOf(chosen.email), password: await facultyAccount(browser, chosen.email, chosen.name) };
});

async function signInToOwnProfile(page: Page) {
  await signIn(page, member.email, member.password, "/logindseu");
  await expect(page).toHaveURL(new RegExp(`/faculty/${member.id}$`), SIGN_IN_TIMEOUT);
  await expect(page.getByRole("heading", { name: "Your profile" })).toBeVisible();
}

test.describe("desktop", () => {
  test.skip(
    ({ isMobile }) => isMobile,
    "one mobile check of the edit form follows; the rest does not depend on the viewport",
  );

  test("the member edits overview, research and photo; an anonymous visitor sees it all after reload", async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000); // a walk through every part of the profile, with two accessibility scans
    await signInToOwnProfile(page);
    const main = page.getByRole("main");
    await main.getByRole("button", { name: "Edit profile" }).click();
    await expectAccessible(page);

    const overview = `Overview written by the end-to-end test at ${Date.now()}.`;
    await main.getByLabel(/Overview text/).fill(overview);
    await main.getByRole("button", { name: "Save overview" }).click();
    await expect(page.getByText("Overview saved")).toBeVisible();
    const publicOverview = main.getByRole("region", { name: "Overview" });
    await expect(publicOverview).toContainText(overview);

    const area = `Test research ${Date.now()}`;
    const publicResearch = main.getByRole("region", { name: "Research", exact: true });
    const addForm = main.locator("form").filter({ has: page.getByRole("button", { name: "Add entry" }) });
    await addForm.getByLabel(/Research area/).fill(area);
    await addForm.getByLabel(/Research overview/).fill("What the test studies.");
    await addForm.getByLabel(/Publications/).fill("First paper\nSecond paper");
    await addForm.getByRole("button", { name: "Add entry" }).click();
    await expect(publicResearch.getByRole("heading", { level: 3, name: area })).toBeVisible();
    const entry = publicResearch.getByRole("listitem").filter({ has: page.getByRole("heading", { name: area }) });
    await expect(entry.getByRole("listitem").filter({ hasText: /^Second paper$/ })).toHaveCount(1);

    await main.getByRole("button", { name: `Edit ${area}` }).click();
    const editDialog = page.getByRole("dialog", { name: "Edit research entry" });
    await expect(editDialog.getByLabel(/Research area/)).toHaveValue(area);
    await editDialog.getByLabel(/Research area/).fill(`${area} revised`);
    await editDialog.getByRole("button", { name: "Save entry" }).click();
    await expect(editDialog).toBeHidden();
    await expect(publicResearch.getByRole("heading", { level: 3, name: `${area} revised` })).toBeVisible();

    await main.getByRole("button", { name: `Delete ${area} revised` }).click();
    const confirm = page.getByRole("dialog", { name: "Delete this research entry?" });
    await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
    await expectAccessible(page);
    await confirm.getByRole("button", { name: "Delete entry" }).click();
    await expect(page.getByText("Research entry deleted")).toBeVisible();
    await expect(publicResearch.getByRole("heading", { level: 3, name: `${area} revised` })).toHaveCount(0);

    await main
      .getByLabel(/New photo/)
      .setInputFiles({ name: "portrait.png", mimeType: "image/png", buffer: IMAGES.png });
    await main.getByRole("button", { name: "Upload photo" }).click();
    await expect(page.getByText("Photo uploaded")).toBeVisible();
    await expect(main.getByRole("img", { name: `Photograph of ${member.name}` })).toHaveAttribute(
      "src",
      /^\/files\/[0-9a-f]{24}\/portrait\.png$/,
    );

    const visitor = await (await browser.newContext()).newPage();
    const response = await visitor.goto(`/faculty/${member.id}`);
    expect(response?.status()).toBe(200);
    const visitorMain = visitor.getByRole("main");
    await expect(visitorMain.getByRole("region", { name: "Overview" })).toContainText(overview);
    const photo = visitorMain.getByRole("img", { name: `Photograph of ${member.name}` });
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBe(IMAGE_WIDTH);
    await visitor.waitForLoadState("networkidle");
    await expect(visitorMain.getByRole("button", { name: "Edit profile" })).toHaveCount(0);
    // The server-rendered HTML has no edit controls for anyone.
    expect(await (await visitor.request.get(`/faculty/${member.id}`)).text()).not.toContain("Edit profile");
  });

  test("on another member's profile there are no edit controls, and the API refuses the change", async ({ page }) => {
    await signInToOwnProfile(page);
    await page.goto(`/faculty/${otherId}`);
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(member.name);
    await expect(page.getByRole("main").getByRole("button", { name: "Edit profile" })).toHaveCount(0);
    const answer = await page.evaluate(async (id) => {
      const response = await fetch(`/api/v1/faculty/${id}`, {
        method: "PUT",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ overview: "Not mine to change" }),
      });
      return { status: response.status, body: await response.json() };
    }, otherId);
    expect(answer).toEqual({
      status: 403,
      body: { status: "fail", message: "Unauthorized: You cannot edit other faculty data." },
    });
  });

  test("when the session has ended, the typed text stays; signed in again in a new tab, it is saved", async ({
    page,
    context,
  }) => {
    await signInToOwnProfile(page);
    const cookies = await context.cookies();
    const main = page.getByRole("main");
    await main.getByRole("button", { name: "Edit profile" }).click();
    await context.clearCookies();
    const text = "Written while the session ended, and kept.";
    await main.getByLabel(/Overview text/).fill(text);
    await main.getByRole("button", { name: "Save overview" }).click();
    const expired = page.getByRole("dialog", { name: "Session expired" });
    await expect(expired.getByText("Your session has expired. please log in again!")).toBeVisible();
    await expect(expired.getByRole("link", { name: /Sign in again/ })).toHaveAttribute(
      "href",
      `/logindseu?expired=1&next=%2Ffaculty%2F${member.id}`,
    );
    await context.addCookies(cookies);
    await expired.getByRole("button", { name: "Back to my work" }).click();
    await expect(main.getByLabel(/Overview text/)).toHaveValue(text);
    await main.getByRole("button", { name: "Save overview" }).click();
    await expect(main.getByRole("region", { name: "Overview" })).toContainText(text);
  });

  test("Sign out ends the session on the server: the old cookie no longer changes the profile", async ({
    page,
    context,
  }) => {
    await signInToOwnProfile(page);
    const cookies = await context.cookies();
    await page.getByRole("main").getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByRole("main").getByRole("button", { name: "Edit profile" })).toHaveCount(0);
    await context.addCookies(cookies);
    const answer = await page.evaluate(async (id) => {
      const response = await fetch(`/api/v1/faculty/${id}`, {
        method: "PUT",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ overview: "After sign-out" }),
      });
      return response.status;
    }, member.id);
    expect(answer).toBe(401);
  });
});

test("on a phone the edit form fits the screen and saves", async ({ page, isMobile }) => {
  test.skip(!isMobile, "the mobile check of the edit form");
  await signInToOwnProfile(page);
  const main = page.getByRole("main");
  await main.getByRole("button", { name: "Edit profile" }).click();
  const field = main.getByLabel(/Overview text/);
  await expect(field).toBeVisible();
  const box = (await field.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  const overview = `Written on a phone at ${Date.now()}.`;
  await field.fill(overview);
  await main.getByRole("button", { name: "Save overview" }).tap();
  await expect(main.getByRole("region", { name: "Overview" })).toContainText(overview);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
