import { expect, test, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { ADMIN_PAGES } from "../../components/admin/admin-nav";
import { POLICY_PATHS, SITEMAP_CONTENT_PATHS } from "../../lib/pages/registry";
import { axeViolations, PHONE_LAYOUT_RULES, scanRoutes } from "./axe";
import { admissionDialog, openHome } from "./frame-helpers";
import { dataPageRoutes } from "./pages-fixtures";

/**
 * axe-core (WCAG 2.0 and 2.1, levels A and AA) on every public route and every staff page, and
 * with the menus, the search and the dialogs open. Zero findings is the only pass. At phone width
 * the markup is the same, so one route of each kind is scanned there, for the rules the layout
 * decides (PHONE_LAYOUT_RULES), while the phone's own views (the drawer, the home page's dialogs, a
 * result page, the sign-in pages) get the whole scan at both widths. Routes come from the lists the other
 * tests use, so a new page in those lists is scanned too; they are grouped into a few tests to
 * share browser pages.
 */
test.describe.configure({ timeout: 240_000 });
// Carousels and banners stand still (their markup is the same, with "Play" for "Pause"), so that a
// slide caught half-faded, its text briefly translucent, is never scanned as a contrast failure.
test.use({ reducedMotion: "reduce" });

const PARTS = 3;
const routeRules = (isMobile: boolean) => (isMobile ? PHONE_LAYOUT_RULES : undefined);
const part = <T>(list: readonly T[], index: number) => list.filter((_, i) => i % PARTS === index);

/** Data pages under the same parent share their template: /programs/…, /campus/zone/…. */
const parentPath = (segments: string[]) => segments.slice(0, -1).join("/");
/** Content pages of one section share theirs too (/about-us/…, /admission/…); a top-level page is its own. */
const section = (segments: string[]) => (segments.length > 1 ? segments[0]! : "");

/**
 * The routes scanned at a width: all of them on a wide screen; on a phone, one of each template,
 * since only the layout rules are checked there.
 */
function routesAt(
  routes: readonly string[],
  isMobile: boolean,
  template: (segments: string[]) => string,
): readonly string[] {
  if (!isMobile) return routes;
  const kinds = new Set<string>();
  return routes.filter((route) => {
    const segments = route.split("?", 1)[0]!.split("/").filter(Boolean);
    const kind = template(segments) || route;
    if (kinds.has(kind)) return false;
    kinds.add(kind);
    return true;
  });
}

for (let index = 0; index < PARTS; index++) {
  test(`data pages and the feedback form, part ${index + 1} of ${PARTS}`, async ({ page, request, isMobile }) => {
    expect(
      await scanRoutes(
        page,
        part(routesAt(await dataPageRoutes(request), isMobile, parentPath), index),
        routeRules(isMobile),
      ),
    ).toEqual([]);
  });

  test(`content pages, forms and result listings, part ${index + 1} of ${PARTS}`, async ({ page, isMobile }) => {
    expect(
      await scanRoutes(page, part(routesAt(SITEMAP_CONTENT_PATHS, isMobile, section), index), routeRules(isMobile)),
    ).toEqual([]);
  });
}

test("policy pages, the site map and the 404 page", async ({ page, isMobile }) => {
  const routes = [
    // The policy pages share one template.
    ...routesAt([...POLICY_PATHS], isMobile, () => "policy"),
    "/site-map",
  ];
  const found = await scanRoutes(page, routes, routeRules(isMobile));
  const missing = await page.goto("/no-such-page-anywhere");
  expect(missing?.status()).toBe(404);
  found.push(...(await axeViolations(page, "404 page")));
  expect(found).toEqual([]);
});

test("the home page, with its admission dialog open and closed, the search overlay and the faculty login dialog open", async ({
  page,
}) => {
  await openHome(page, { keepAdmissionDialog: true });
  const found = await axeViolations(page, "home, admission dialog open");
  await page.keyboard.press("Escape");
  await expect(admissionDialog(page)).toBeHidden();
  found.push(...(await axeViolations(page, "home")));

  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("combobox").fill("library");
  await expect(page.getByRole("option").first()).toBeVisible();
  found.push(...(await axeViolations(page, "search overlay with results")));
  await page.keyboard.press("Escape");

  await page.getByRole("navigation", { name: "Utility" }).getByRole("button", { name: "Faculty login" }).click();
  await expect(page.getByRole("dialog", { name: "Welcome, Faculty!" })).toBeVisible();
  found.push(...(await axeViolations(page, "faculty login dialog")));
  expect(found).toEqual([]);
});

test("the navigation opened: the drawer on phones, a menu and a submenu on wide screens", async ({
  page,
  isMobile,
}) => {
  await page.goto("/courses");
  const found: string[] = [];
  if (isMobile) {
    await page.getByRole("button", { name: "Menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await drawer.getByRole("button", { name: "Admission" }).click();
    await drawer.getByRole("button", { name: "Admissions Portal" }).click();
    await expect(drawer.getByRole("link", { name: /Programs after 10th/ })).toBeVisible();
    found.push(...(await axeViolations(page, "drawer open")));
  } else {
    const menu = page.getByRole("navigation", { name: "Main" });
    await menu.getByRole("button", { name: "Admission" }).click();
    await menu.getByRole("button", { name: "Admissions Portal" }).click();
    await expect(menu.getByRole("link", { name: /Programs after 10th/ })).toBeVisible();
    found.push(...(await axeViolations(page, "main menu and submenu open")));
  }
  expect(found).toEqual([]);
});

test("a candidate's result page after a lookup (decisions are not touched)", async ({ page }) => {
  // Karan (B.Tech round 2, open window) has a seat and four choices: the fullest result page. Only looked up, never decided.
  await page.goto("/admission/result/btech/round2");
  await page.getByLabel("Email address").fill("karan.sample@example.org");
  await page.getByLabel("Date of birth").fill("19-01-2007");
  await page.getByRole("button", { name: "View my result" }).click();
  await expect(page).toHaveURL(/\/admission\/result\/btech2\/show$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // After a client-side navigation the new page's title arrives a moment after its heading.
  await expect(page).toHaveTitle(/\S/);
  expect(await axeViolations(page, "btech2/show")).toEqual([]);
});

test("tap targets are at least 24 pixels on the pages Lighthouse measures (WCAG 2.2 target size, a Lighthouse audit)", async ({
  page,
  request,
}) => {
  // The programme page once scored 97 on Lighthouse's mobile accessibility: its breadcrumb trail wraps on a phone, and its links were 20 px tall.
  const program = (await dataPageRoutes(request)).find((route) => route.startsWith("/programs/"))!;
  const found: string[] = [];
  for (const route of [
    "/",
    "/courses",
    "/campus/zone/north",
    program,
    "/recruitment",
    "/admission/result/diploma/round4",
  ]) {
    await page.goto(route);
    found.push(...(await axeViolations(page, route, ["target-size"])));
  }
  expect(found).toEqual([]);
});

async function signInAsAdmin(page: Page) {
  await page.goto("/admin-login");
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

test("the sign-in pages, empty and with their field messages", async ({ page }) => {
  const found: string[] = [];
  for (const route of ["/admin-login", "/logindseu"]) {
    await page.goto(route);
    found.push(...(await axeViolations(page, route)));
    await page.getByRole("main").getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("main").getByText("Enter your email address.")).toBeVisible();
    found.push(...(await axeViolations(page, `${route} with errors`)));
  }
  // The password reset's pages: asking for a link (with its field message), and a link that no longer works.
  await page.goto("/forgot-password");
  await page.getByRole("button", { name: "Send me a link" }).click();
  await expect(page.getByText("Enter the email address of your staff account.")).toBeVisible();
  found.push(...(await axeViolations(page, "/forgot-password with errors")));
  found.push(...(await scanRoutes(page, ["/reset-password?token=no-such-link"])));
  expect(found).toEqual([]);
});

test("every page of the admin navigation, signed in as an Admin", async ({ page, isMobile }) => {
  await signInAsAdmin(page);
  expect(
    await scanRoutes(
      page,
      ADMIN_PAGES.map((adminPage) => adminPage.path),
      routeRules(isMobile),
    ),
  ).toEqual([]);
});

test("the content editor pages, signed in as an Admin", async ({ page, isMobile }) => {
  // The editor has no layout of its own for phones; the admin pages' phone layout is scanned above.
  test.skip(isMobile, "scanned at desktop width");
  await signInAsAdmin(page);
  const found: string[] = [];
  const scan = async (label: string) => found.push(...(await axeViolations(page, label)));
  for (const editor of ["Admission pop-up", "About the University"]) {
    await page.goto("/admin/content");
    await page.getByRole("link", { name: editor, exact: true }).first().click();
    // The editor is the heaviest admin page (and loads TipTap for a page body): give it time.
    await expect(page.getByRole("button", { name: "Save draft" })).toBeVisible({ timeout: 20_000 });
    if (editor !== "Admission pop-up")
      await expect(page.getByRole("toolbar", { name: "Body, English: formatting" })).toBeVisible({ timeout: 20_000 });
    await scan(page.url());
    await page.getByRole("link", { name: /^Revisions/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: /^Revisions of/ })).toBeVisible({ timeout: 20_000 });
    await scan(page.url());
  }
  await page.goto("/admin/content/pages/new");
  await scan("/admin/content/pages/new");
  await page.getByRole("button", { name: "Create the page as a draft" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toBeVisible();
  await scan("/admin/content/pages/new with errors");
  expect(found).toEqual([]);
});
