import { expect, test } from "@playwright/test";
import { openHome } from "./frame-helpers";

test.describe("home page blocks", () => {
  test("the blocks come in the specified order, each with real content", async ({ page }) => {
    await openHome(page);
    const headings = await page
      .locator("main h1, main h2")
      .evaluateAll((els) => els.filter((el) => !el.closest("dialog")).map((el) => el.textContent));
    expect(headings).toEqual([
      "Announcements",
      "Delhi Skill and Entrepreneurship University",
      "Messages from our leaders",
      "Follow DSEU",
      "Information Bulletin",
      "Our Campuses",
      "Recent Achievements",
      "Study@DSEU",
      "Our Partners",
      "Latest News",
      "Student Events & Activities",
    ]);
    await expect(page.getByText("Shri Vinai Kumar Saxena", { exact: true })).toBeVisible();
    await expect(page.getByText("Prof. (Dr.) Ashok Kumar Nagawat", { exact: true })).toBeVisible();
    await expect(
      page.getByRole("link", { name: /Know More about Prof\. \(Dr\.\) Ashok Kumar Nagawat/ }),
    ).toHaveAttribute("href", "/administration/vice-chancellor");

    const bulletin = page.locator('section[aria-labelledby="bulletin-title"]');
    for (const [label, section] of [
      ["Admission", "admission"],
      ["Students", "students"],
      ["Important Links", "important links"],
      ["Notices", "alerts and circulars"],
    ]) {
      await expect(bulletin.getByRole("link", { name: label, exact: true })).toHaveAttribute(
        "href",
        `/informationbulletin?section=${encodeURIComponent(section!)}`,
      );
    }
    // The site holds no copy of the bulletin (the old site's was on Google Drive): the page with its rules.
    await expect(bulletin.getByRole("link", { name: /^Information Bulletin 2025 \(/ })).toHaveAttribute(
      "href",
      "/admission/guidelines",
    );

    const campuses = page.locator('section[aria-labelledby="campuses-title"]');
    await expect(campuses.getByRole("link", { name: "Guru Nanak Dev DSEU Campus" })).toHaveAttribute(
      "href",
      /^\/campus\/[a-z0-9-]+$/,
    );

    const partners = page.locator('section[aria-labelledby="partners-title"]');
    await expect(partners.getByRole("link")).toHaveCount(8);
    await expect(partners.getByRole("link", { name: /Infosys/ })).toHaveAttribute("target", "_blank");

    const news = page.locator('section[aria-labelledby="news-title"]');
    await expect(news.getByRole("article").first()).toContainText("IQAC committee constituted");
    await expect(news.getByRole("link", { name: /Read more/i })).toHaveCount(0);

    const events = page.locator('section[aria-labelledby="events-title"]');
    await expect(events.getByRole("link", { name: /DSEU Admission form filling steps/ })).toHaveAttribute(
      "href",
      "https://youtu.be/MB3TbJOf0S4",
    );
  });

  test("pictures have their size set; only the banner loads eagerly", async ({ page }) => {
    await openHome(page);
    const images = await page.locator("main img").evaluateAll((imgs) =>
      imgs.map((img) => ({
        src: img.getAttribute("src"),
        width: img.getAttribute("width"),
        height: img.getAttribute("height"),
        loading: img.getAttribute("loading"),
      })),
    );
    // The banner, five campus zones, eight achievements, five student events, one news photograph and eight partner logos.
    expect(images.length).toBeGreaterThanOrEqual(20);
    for (const image of images) {
      expect(image.width).toBeTruthy();
      expect(image.height).toBeTruthy();
    }
    const banner = images.find((image) => image.src?.endsWith("/home-dwarka-campus.jpg"));
    expect(banner?.loading).not.toBe("lazy");
    expect(images.filter((image) => image.loading !== "lazy").map((image) => image.src)).toEqual([banner!.src]);
  });
});
