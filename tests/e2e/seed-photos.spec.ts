import { expect, test, type Locator } from "@playwright/test";

/** A stored photograph: served from /files/ as an image, described by its alt text. */
async function expectStoredPhoto(image: Locator) {
  await expect(image).toHaveAttribute("src", /^\/files\/[0-9a-f]{24}\/[\w.-]+\.jpg$/);
  await expect(image).toHaveAttribute("alt", /\S/);
  const response = await image.page().request.get((await image.getAttribute("src"))!);
  expect(response.ok()).toBe(true);
  expect(response.headers()["content-type"]).toBe("image/jpeg");
}

test("the home banner is the university's photograph of its Dwarka campus", async ({ page }) => {
  await page.goto("/");
  const banner = page.locator("section", { has: page.getByRole("heading", { level: 1 }) }).locator("img");
  await expectStoredPhoto(banner);
  await expect(banner).toHaveAttribute("alt", /Dwarka campus/);
});

test("a campus page shows the campus's photograph", async ({ page }) => {
  await page.goto("/campus/dseu-dwarka-campus");
  const photo = page.getByRole("main").getByRole("img", { name: "DSEU Dwarka Campus" });
  await expectStoredPhoto(photo);
});

test("the partners show their own logos, loaded lazily at their stored size", async ({ page }) => {
  await page.goto("/");
  const partners = page.locator("section", { has: page.getByRole("heading", { name: "Our Partners", exact: true }) });
  const logos = partners.getByRole("img");
  await expect(logos).toHaveCount(8);
  for (const logo of await logos.all()) {
    await expect(logo).toHaveAttribute("src", /^\/files\/[0-9a-f]{24}\/partner-[a-z-]+\.(jpg|png)$/);
    await expect(logo).toHaveAttribute("alt", /logo/);
    await expect(logo).toHaveAttribute("loading", "lazy");
    await expect(logo).toHaveAttribute("width", /^\d+$/);
    await expect(logo).toHaveAttribute("height", /^\d+$/);
  }
  const infosys = partners.getByRole("link", { name: /Infosys/ });
  await expect(infosys.getByRole("img")).toHaveAttribute("alt", /Infosys logo/);
});

test("student events and the Foundation Day news show photographs; the quality run, which has none, shows no picture", async ({
  page,
}) => {
  await page.goto("/");
  const events = page.locator("section", { has: page.getByRole("heading", { name: "Student Events & Activities" }) });
  await expectStoredPhoto(events.getByRole("img", { name: /NCC cadets/ }));
  const run = events.getByRole("listitem").filter({ hasText: "World Standards Day quality run" });
  await expect(run).toBeVisible();
  await expect(run.getByRole("img")).toHaveCount(0);
  await expect(page.locator('img[src^="/images/home/events/"]')).toHaveCount(0);

  const news = page.getByRole("article").filter({ hasText: "Foundation Day celebrated at Yashobhoomi" });
  const photo = news.getByRole("img");
  await expectStoredPhoto(photo);
  await expect(photo).toHaveAttribute("loading", "lazy");
});

test("an officer's page shows the holder's photograph beside the name, in English and Hindi", async ({ page }) => {
  await page.goto("/administration/chancellor");
  const photo = page.getByRole("main").getByRole("img", { name: /Vinai Kumar Saxena/ });
  await expectStoredPhoto(photo);
  await expect(photo).toHaveAttribute("width", "480");
  await expect(photo).toHaveAttribute("height", "480");

  await page.goto("/hi/administration/coe");
  const hindi = page.getByRole("main").getByRole("img", { name: /पंकज लाठर/ });
  await expectStoredPhoto(hindi);
});

test("the photographs and logos move nothing as they load (their width and height are set)", async ({ page }) => {
  for (const address of ["/", "/administration/chancellor"]) {
    await page.goto(address);
    // Bring every lazy picture in, then add up the layout shifts of the main content: a picture without its size would move what follows it.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    await page.waitForLoadState("networkidle");
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as unknown as {
              hadRecentInput: boolean;
              value: number;
              sources: { node: Node | null }[];
            }[];
            // The main content's shifts: the sticky header compacts on scrolling, by design.
            const main = document.querySelector("main")!;
            const inMain = (entry: (typeof entries)[number]) =>
              entry.sources.some((source) => source.node && main.contains(source.node));
            resolve(
              entries
                .filter((entry) => !entry.hadRecentInput && inMain(entry))
                .reduce((sum, entry) => sum + entry.value, 0),
            );
          }).observe({ type: "layout-shift", buffered: true });
          // With no shift at all the observer is never called.
          setTimeout(() => resolve(0), 500);
        }),
    );
    expect(shift, address).toBe(0);
  }
});
