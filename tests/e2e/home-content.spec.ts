import { expect, test, type APIRequestContext } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { signIn } from "./admin-helpers";

/**
 * The frame's staff-managed parts (issue 13): the social links, the leaders' desks and the header
 * pictures come from the published home content, so a change published through the API reaches
 * visitors on the next request, through the whole-page cache. A link is added at the end and taken
 * away again afterwards, so the specs that read the seeded links run alongside unharmed.
 */
test.describe.configure({ mode: "serial" });

const stamp = Date.now().toString(36);
const ADDED = { name: `E2E network ${stamp}`, href: `https://example.org/dseu-${stamp}` };

type Picture = { src: string; alt: { en: string; hi?: string }; width: number; height: number };
type HomeItem = {
  id: string;
  version: number;
  draft: { socialLinks: { name: string; href: string }[]; headerBanners: Picture[] };
};

async function token(request: APIRequestContext): Promise<string> {
  const answer = await request.post("/api/v1/auth/login", { data: E2E_ADMIN });
  expect(answer.status()).toBe(200);
  return (await answer.json()).token;
}

async function publishHome(request: APIRequestContext, auth: string, item: HomeItem, data: HomeItem["draft"]) {
  const headers = { Authorization: `Bearer ${auth}` };
  const saved = await request.put(`/api/v1/content/home/${item.id}`, {
    headers,
    data: { data, version: item.version },
  });
  expect(saved.status()).toBe(200);
  const { version } = (await saved.json()).data.item;
  const published = await request.post(`/api/v1/content/home/${item.id}/publish`, { headers, data: { version } });
  expect(published.status()).toBe(200);
}

let homeId = "";

test.beforeAll(async ({ browser }) => {
  // The home item's address, as the staff list links it.
  const page = await browser.newPage();
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, "/admin-login?next=%2Fadmin%2Fcontent");
  const link = page.getByRole("rowheader", { name: "Home page" }).getByRole("link");
  homeId = (await link.getAttribute("href"))!.split("/").at(-1)!;
  await page.close();
});

async function homeItem(request: APIRequestContext, auth: string): Promise<HomeItem> {
  const answer = await request.get(`/api/v1/content/home/${homeId}`, { headers: { Authorization: `Bearer ${auth}` } });
  expect(answer.status()).toBe(200);
  return (await answer.json()).data.item;
}

test("a social link and a header picture's text staff publish reach visitors at once, and can be taken back", async ({
  page,
  request,
}) => {
  const auth = await token(request);
  const before = await homeItem(request, auth);
  const [firstBanner, ...otherBanners] = before.draft.headerBanners;
  const bannerText = `Header picture described by the e2e test ${stamp}`;
  await publishHome(request, auth, before, {
    ...before.draft,
    socialLinks: [...before.draft.socialLinks, ADDED],
    headerBanners: [{ ...firstBanner!, alt: { ...firstBanner!.alt, en: bannerText } }, ...otherBanners],
  });

  await page.goto("/");
  const footerLink = page.getByRole("contentinfo").getByRole("link", { name: `DSEU on ${ADDED.name}` });
  await expect(footerLink).toHaveAttribute("href", ADDED.href);
  // A network without a drawing of its own still gets an icon.
  await expect(footerLink.locator("svg")).toHaveCount(1);
  const strip = page.getByRole("region", { name: "Follow DSEU" });
  await expect(strip.getByRole("link", { name: new RegExp(`DSEU on ${ADDED.name}`) })).toHaveAttribute(
    "href",
    ADDED.href,
  );
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.some((text) => text.includes(ADDED.href))).toBe(true);
  // The header's rotating pictures (shown on wide screens) start with the first one.
  if (page.viewportSize()!.width >= 1280)
    await expect(page.getByRole("banner").getByRole("img", { name: bannerText })).toBeVisible();
  await expect(page.locator(`header img[alt="${bannerText}"]`)).toHaveCount(1);

  const after = await homeItem(request, auth);
  await publishHome(request, auth, after, {
    ...after.draft,
    socialLinks: after.draft.socialLinks.filter((link) => link.href !== ADDED.href),
    headerBanners: before.draft.headerBanners,
  });
  await page.goto("/");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "DSEU on X" })).toBeVisible();
  await expect(page.getByRole("link", { name: `DSEU on ${ADDED.name}` })).toHaveCount(0);
  await expect(page.locator(`header img[alt="${bannerText}"]`)).toHaveCount(0);
});
