import { expect, test } from "@playwright/test";
import { dayFromNow, uploadNotices } from "./notice-fixtures";

// The seed has only the university's real notices; what these tests need beyond them (a fresh
// upload, minutes, open positions, results, rules) they upload themselves, once per project.
const tag = Date.now().toString(36);
const ANNOUNCEMENT = `E2E announcement ${tag}`;
const PORTAL = "https://dseunt.samarth.edu.in/index.php/site/login";

test.beforeAll(async ({ request }, testInfo) => {
  const project = testInfo.project.name;
  await uploadNotices(request, [
    { title: `${ANNOUNCEMENT} ${project}`, section: "announcements" },
    { title: `E2E minutes of the Academic Council ${tag} ${project}`, section: "academic council" },
    {
      title: `E2E academic position ${tag} ${project}`,
      section: "academic positions",
      endDate: dayFromNow(20),
      apply: PORTAL,
      vacancies: "2",
    },
    { title: `E2E screening result ${tag} ${project}`, section: "results", endDate: dayFromNow(-1) },
    {
      title: `E2E archived non-teaching post ${tag} ${project}`,
      section: "non academic positions",
      endDate: dayFromNow(-30),
      apply: PORTAL,
      archive: true,
    },
    { title: `E2E recruitment rules ${tag} ${project}`, section: "recruitment rules" },
  ]);
});

test.describe("notice boards", () => {
  test("announcements: newest first, 'new' badge, the PDF's format and size", async ({ page }) => {
    await page.goto("/announcements");
    const items = page.locator("main ul.divide-y > li");
    expect(await items.count()).toBeGreaterThan(1);
    // Each worker uploads its own (with its own tag): the newest is one of them.
    await expect(items.first()).toContainText("E2E announcement");
    await expect(items.first().getByText("New", { exact: true })).toBeVisible();
    await expect(items.first()).toContainText(/PDF, \d+(\.\d)? (KB|MB|B)/);
    const href = await items.first().getByRole("link").getAttribute("href");
    expect(href).toMatch(/^\/files\/[0-9a-f]{24}\//);
    await expect(items.last().getByText("New", { exact: true })).toHaveCount(0);
  });

  test("search, date range and the archive are plain GET forms and links: each state has its own URL", async ({
    page,
  }) => {
    await page.goto("/announcements");
    const form = page.getByRole("search", { name: "Filter the list" });
    await expect(form).toHaveAttribute("method", "get");
    await expect(form).toHaveAttribute("action", "/announcements");

    await page.getByLabel("Search by title").fill("swavalamban");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/\/announcements\?q=swavalamban/);
    await expect(page.locator("main ul.divide-y > li")).toHaveCount(1);
    await expect(page.locator("main ul.divide-y > li")).toContainText("Swavalamban Skill to Enterprise Model");
    // A seeded notice opens the page its facts come from; its date is its own, not the seeding day's.
    await expect(page.locator("main ul.divide-y > li")).toContainText("14 Oct 2023");
    await expect(page.locator("main ul.divide-y > li").getByText("New", { exact: true })).toHaveCount(0);
    expect(await page.locator('meta[name="robots"][content*="noindex"]').count()).toBeGreaterThan(0);

    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/announcements$/);

    const future = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel("Published from").fill(future);
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page.getByText("Nothing matches these filters.")).toBeVisible();

    await page.goto("/announcements?from=2025-02-30");
    await expect(page.getByLabel("Published from")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Enter a date as YYYY-MM-DD")).toBeVisible();

    await page.goto("/announcements");
    await page.getByRole("link", { name: "See archived notices" }).click();
    await expect(page).toHaveURL(/\/announcements\?archived=true$/);
    await expect(page.getByRole("heading", { level: 2, name: "Archived announcements" })).toBeVisible();
    await expect(
      page.getByText("Tender GEM/2024/B/5340435: Leasing of Residential Property (Corrigendum Issued)"),
    ).toBeVisible();
    // The archive keeps its own filters.
    await page.getByLabel("Search by title").fill("leasing");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/archived=true/);
    await expect(page.locator("main ul.divide-y > li")).toHaveCount(1);
    await page.getByRole("link", { name: "See current notices" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Latest announcements" })).toBeVisible();
  });

  test("the filtering happens on the server: the HTML holds only the matching notices", async ({ request }) => {
    const html = await (await request.get("/announcements?q=swavalamban")).text();
    expect(html).toContain("Swavalamban Skill to Enterprise Model");
    expect(html).not.toContain(ANNOUNCEMENT);
    const archived = await (await request.get("/announcements?archived=true")).text();
    expect(archived).toContain("Leasing of Residential Property");
    // Auto-archived by their own last dates (30 September and 15 November 2025).
    expect(archived).toContain("Diploma Walk-in Admissions at DSEU Wazirpur Campus");
    expect(archived).toContain("Controller of Finance");
    expect(archived).not.toContain("Swavalamban Skill to Enterprise Model");
  });

  test("a page beyond the last says so", async ({ page }) => {
    await page.goto("/announcements?page=9");
    await expect(page.getByText("There is no page 9; this list has 1 page.")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Pages" })).toHaveCount(0);
  });

  test("the information bulletin's sections are tabs; /informationbulletin names the admission page as canonical", async ({
    page,
  }) => {
    await page.goto("/informationbulletin?section=students");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Information Bulletin");
    const tabs = page.getByRole("navigation", { name: "Bulletin sections" });
    await expect(tabs.getByRole("link", { name: "Students" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { level: 2, name: "Students" })).toBeVisible();
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(
      /\/admission\/information-bulletin\?section=students$/,
    );
    await tabs.getByRole("link", { name: "Important Links" }).click();
    await expect(page).toHaveURL(/\/admission\/information-bulletin\?section=important\+links$/);
    await expect(page.getByRole("heading", { level: 2, name: "Important Links" })).toBeVisible();
  });

  test("statutory bodies: a tab per body and per kind of document", async ({ page }) => {
    await page.goto("/administration/administrative/statutory-bodies");
    await page
      .getByRole("navigation", { name: "Statutory bodies" })
      .getByRole("link", { name: "Academic Council" })
      .click();
    await expect(page).toHaveURL(/body=academic-council&part=members$/);
    await page.getByRole("navigation", { name: "Documents" }).getByRole("link", { name: "Minutes of Meeting" }).click();
    await expect(page).toHaveURL(/body=academic-council&part=minutes$/);
    await expect(page.getByRole("heading", { level: 2, name: "Academic Council: Minutes of Meeting" })).toBeVisible();
    expect(await page.locator("main ul.divide-y > li").count()).toBeGreaterThan(0);
  });

  test("office orders, circulars and important forms each list their own section", async ({ page }) => {
    for (const [path, heading] of [
      ["/administration/administrative/office-orders", "Latest Office Orders"],
      ["/administration/administrative/circulars", "Latest Circulars"],
      ["/administration/administrative/important-forms", "Important Forms for Employees"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
      expect(await page.locator("main ul.divide-y > li").count(), path).toBeGreaterThan(0);
      await expect(
        page
          .getByRole("navigation", { name: "Administrative offices" })
          .getByRole("link", { name: (await page.getByRole("heading", { level: 1 }).textContent())! }),
      ).toHaveAttribute("aria-current", "page");
    }
  });
});

test.describe("job portal", () => {
  test("positions have vacancies, dates and an apply link, and are posted as JobPosting with validThrough", async ({
    page,
  }) => {
    await page.goto("/recruitment");
    const headers = await page.locator("main table thead th").allTextContents();
    expect(headers).toEqual([
      "S. No.",
      "Title",
      "Notification",
      "No. of Vacancies",
      "Starting Date",
      "Last Date",
      "Apply",
    ]);
    await expect(page.locator("main table tbody tr").first().getByRole("link", { name: /Apply/ })).toHaveAttribute(
      "target",
      "_blank",
    );
    const postings = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((text) => JSON.parse(text))
      .flatMap((data) => data["@graph"] ?? [])
      .filter((item: { "@type": string }) => item["@type"] === "JobPosting");
    expect(postings.length).toBeGreaterThan(0);
    for (const posting of postings) {
      expect(new Date(posting.validThrough).getTime()).toBeGreaterThan(new Date(posting.datePosted).getTime());
      expect(posting.hiringOrganization.name).toBe("Delhi Skill and Entrepreneurship University");
    }
  });

  test("results and notices have no vacancies column; results show the publish date", async ({ page }) => {
    await page.goto("/recruitment");
    await page.getByRole("navigation", { name: "Job portal sections" }).getByRole("link", { name: "Results" }).click();
    await expect(page).toHaveURL(/section=results$/);
    expect(await page.locator("main table thead th").allTextContents()).toEqual([
      "S. No.",
      "Title",
      "Notification",
      "Publish Date",
      "Last Date",
    ]);
    await page.getByRole("navigation", { name: "Job portal sections" }).getByRole("link", { name: "Notice" }).click();
    await expect(page.locator("main table thead th", { hasText: "Vacancies" })).toHaveCount(0);
  });

  test("each section's archive has its own page; an unknown category goes back to the job portal", async ({
    page,
    request,
  }) => {
    await page.goto("/recruitment?section=non%20academic%20positions");
    await page.getByRole("link", { name: "See archived non academic positions" }).click();
    await expect(page).toHaveURL(/\/recruitment\/archive\/non%20academic%20positions$/);
    await expect(page.getByRole("heading", { level: 2, name: "Archived Non Academic Positions" })).toBeVisible();
    expect(await page.locator("main table tbody tr").count()).toBeGreaterThan(0);

    const redirect = await request.get("/recruitment/archive/announcements", { maxRedirects: 0 });
    expect(redirect.status()).toBe(307);
    expect(new URL(redirect.headers()["location"]!, "http://x").pathname).toBe("/recruitment");
  });

  test("recruitment rules list current rules, with their archive", async ({ page }) => {
    await page.goto("/recruitment-rules");
    expect(await page.locator("main ul.divide-y > li").count()).toBeGreaterThan(0);
    await page.getByRole("link", { name: "See archived notices" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Archived Recruitment Rules" })).toBeVisible();
  });
});

test.describe("tenders", () => {
  test("closed tenders are in the archive, searchable by bid number", async ({ page }) => {
    await page.goto("/tenders");
    await expect(page.getByText("There are no open tenders at the moment.")).toBeVisible();
    await page.getByRole("link", { name: "See Archived Tenders" }).click();
    await expect(page).toHaveURL(/\/tenders\?archived=true$/);
    await expect(page.locator("main table tbody tr")).toHaveCount(6);
    await page.getByLabel("Search by tender number or title").fill("5339952");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page.locator("main table tbody tr")).toHaveCount(1);
    await expect(page.locator("main table tbody tr")).toContainText("GEM/2024/B/5339952");
    await expect(page.locator("main table tbody tr")).toContainText("12 Sept 2024");
  });
});
