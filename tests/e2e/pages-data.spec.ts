import { expect, test } from "@playwright/test";
import { firstFacultyId, firstProgramIds } from "./pages-fixtures";

const collator = new Intl.Collator("en", { sensitivity: "base", numeric: true });

test.describe("programmes", () => {
  for (const [path, canonical, heading] of [
    ["/Courses", "/courses", "Programmes"],
    ["/Courses/ug", "/courses/ug", "Undergraduate (UG) programmes"],
    ["/Courses/pg", "/courses/pg", "Postgraduate (PG) programmes"],
    ["/Courses/Diploma", "/courses/diploma", "Diploma programmes"],
  ] as const) {
    test(`${path} and ${canonical} are one page whose canonical link is the lowercase URL`, async ({ page }) => {
      for (const visited of [path, canonical]) {
        const response = await page.goto(visited);
        expect(response?.status()).toBe(200);
        // Served in place (a rewrite), not redirected.
        expect(new URL(page.url()).pathname).toBe(visited);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
        expect(new URL((await page.locator('link[rel="canonical"]').getAttribute("href"))!).pathname).toBe(canonical);
      }
    });
  }

  test("a level lists its programmes sorted by name, and only that level", async ({ page }) => {
    await page.goto("/courses/pg");
    const names = await page.locator("main ul li p.font-semibold").allTextContents();
    expect(names.length).toBeGreaterThan(3);
    expect([...names].sort(collator.compare)).toEqual(names);
    await page.goto("/courses/ug");
    await expect(page.getByText("Master of Computer Applications (MCA)")).toHaveCount(0);
  });

  test("the programme filter is a plain GET form, by text and level", async ({ page }) => {
    await page.goto("/courses");
    const form = page.getByRole("search", { name: "Filter programmes" });
    await expect(form).toHaveAttribute("method", "get");
    await expect(form).toHaveAttribute("action", "/courses");
    await page.getByLabel("Name, code or department").fill("data analytics");
    await page.getByLabel("Level", { exact: true }).selectOption("pg");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/\/courses\?q=data\+analytics&level=pg$/);
    const names = await page.locator("main section li p.font-semibold").allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name.toLowerCase()).toMatch(/data analy/);
    await expect(page.getByRole("heading", { level: 2, name: /Undergraduate/ })).toHaveCount(0);
    expect(await page.locator('meta[name="robots"][content*="noindex"]').count()).toBeGreaterThan(0);
  });

  test("a programme page shows its facts, its year-by-year structure and structured data", async ({
    page,
    request,
  }) => {
    const { withYears } = await firstProgramIds(request);
    await page.goto(`/programs/${withYears}`);
    for (const term of ["Code", "Level", "Duration", "Mode", "Department"])
      await expect(page.locator("dt", { hasText: term })).toBeVisible();
    const rows = page.locator("table tbody tr");
    expect(await rows.count()).toBeGreaterThan(0);
    await expect(rows.first().locator("th")).toHaveText("Year 1");
    await expect(page.getByText("Curriculum not available").first()).toBeVisible();
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const program = jsonLd
      .map((text) => JSON.parse(text))
      .find((data) => data["@type"] === "EducationalOccupationalProgram");
    expect(program?.name).toBe(await page.getByRole("heading", { level: 1 }).textContent());
    expect(program?.provider?.name).toBe("Delhi Skill and Entrepreneurship University");
  });

  for (const id of ["000000000000000000000000", "not-a-real-id"]) {
    test(`an unknown programme id (${id}) shows 'data not found' with the status 404`, async ({ page }) => {
      const response = await page.goto(`/programs/${id}`);
      expect(response?.status()).toBe(404);
      // The seed's error catalogue: a missing programme says 'data not found'.
      await expect(page.getByRole("heading", { level: 1, name: "Programme not found" })).toBeVisible();
      await expect(page.getByText("data not found", { exact: true })).toBeVisible();
      expect(await page.title()).toBe("Programme not found | DSEU");
      expect(await page.locator('meta[name="robots"][content*="noindex"]').count()).toBeGreaterThan(0);
    });
  }
});

test.describe("campuses", () => {
  test("a zone page, reached by any spelling of the zone, lists its campuses sorted by name", async ({ page }) => {
    for (const path of ["/campus/zone/east", "/campus/zone/east%20zone", "/campus/zone/East+Zone"]) {
      expect((await page.goto(path))?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("DSEU East Zone Campuses");
      expect(new URL((await page.locator('link[rel="canonical"]').getAttribute("href"))!).pathname).toBe(
        "/campus/zone/east",
      );
    }
    const names = await page.locator("main article h2").allTextContents();
    expect(names).toEqual([
      "Ambedkar DSEU Campus",
      "Bhai Parmanand DSEU Campus",
      "DSEU Mayur Vihar Campus",
      "DSEU Vivek Vihar Campus",
    ]);
    const ambedkar = page.locator("article", { hasText: "Ambedkar DSEU Campus" });
    await expect(ambedkar.getByText("Dr. Ghanshyam")).toBeVisible();
    await expect(ambedkar.getByRole("link", { name: "director-ait@dseu.ac.in" })).toHaveAttribute(
      "href",
      "mailto:director-ait@dseu.ac.in",
    );
    await expect(ambedkar.getByText(/Shakarpur/)).toBeVisible();
    await ambedkar.getByRole("link", { name: "Ambedkar DSEU Campus" }).click();
    await expect(page).toHaveURL(/\/campus\/ambedkar-dseu-campus$/);
  });

  test("a campus page is found by slug or by name and has every section", async ({ page }) => {
    for (const path of ["/campus/guru-nanak-dev-dseu-campus", "/campus/Guru%20Nanak%20Dev%20DSEU%20Campus"]) {
      expect((await page.goto(path))?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Guru Nanak Dev DSEU Campus");
    }
    for (const heading of [
      "About the campus",
      "Message of the campus director",
      "Programmes offered",
      "Labs available",
      "Activities",
      "Address",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByText("Polymer Technology Lab")).toBeVisible();
    await expect(page.getByRole("link", { name: /Diploma in Computer Engineering/ }).first()).toBeVisible();
    const map = page.getByRole("link", { name: /Open the campus on Google Maps/ });
    await expect(map).toHaveAttribute("target", "_blank");
    await expect(map).toHaveAttribute("href", /google\.com\/maps/);
  });
});

test.describe("faculties, departments and faculty", () => {
  test("the list of Faculties is sorted by name, with departments and the provisional-list notice", async ({
    page,
  }) => {
    await page.goto("/academics/faculty");
    await expect(page.getByRole("note")).toContainText("provisional");
    const names = await page.locator("main li > h2").allTextContents();
    expect(names).toHaveLength(15);
    expect([...names].sort(collator.compare)).toEqual(names);
    await expect(page.getByRole("link", { name: "Department of Computer Engineering", exact: true })).toBeVisible();
  });

  test("a department is chosen with plain links, and shows its head, programmes and faculty", async ({ page }) => {
    await page.goto("/academics/faculty");
    await page.getByRole("link", { name: "Department of Computer Engineering", exact: true }).click();
    await expect(page).toHaveURL(/\/dept\/[0-9a-f]{24}\?department=[0-9a-f]{24}$/);
    const nav = page.getByRole("navigation", { name: "Departments" });
    await expect(nav.getByRole("link", { name: "Department of Computer Engineering", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByRole("heading", { level: 2, name: "Department of Computer Engineering" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "Head of Department" })).toBeVisible();
    // The head named by the exports, by email (most heads have no faculty record of their own).
    await expect(
      page.getByRole("region", { name: "Head of Department" }).getByRole("link", { name: "pramod.k.goyal@dseu.ac.in" }),
    ).toHaveAttribute("href", "mailto:pramod.k.goyal@dseu.ac.in");
    await expect(page.getByRole("link", { name: "Diploma in Computer Engineering", exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 4, name: "DSEU faculty" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 4, name: "Faculty on deemed deputation" })).toBeVisible();
    // Choosing another department is a new URL with its own title and canonical link.
    const before = await page.title();
    const other = nav.getByRole("link").nth(1);
    const otherName = (await other.textContent())!;
    await other.click();
    await expect(page.getByRole("heading", { level: 2, name: otherName })).toBeVisible();
    expect(await page.title()).not.toBe(before);
    expect(new URL((await page.locator('link[rel="canonical"]').getAttribute("href"))!).search).toMatch(
      /^\?department=/,
    );
  });

  test("a faculty profile shows name, designation, department, overview and research", async ({ page, request }) => {
    const id = await firstFacultyId(request);
    expect((await page.goto(`/faculty/${id}`))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).not.toBeEmpty();
    await expect(page.locator("dt", { hasText: "Designation" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Overview" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Research" })).toBeVisible();
    // A member of the seeded faculty, reached from their department's page.
    await page.goto("/academics/faculty");
    await page.getByRole("link", { name: "Department of Civil Engineering", exact: true }).click();
    const member = page.getByRole("region", { name: "Faculty" }).getByRole("link", { name: "Dr. Asha Devi Singh" });
    await member.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dr. Asha Devi Singh");
    await expect(page.getByText("Research details not available")).toBeVisible();
    await expect(page.locator("dd").getByRole("link", { name: "Department of Civil Engineering" })).toHaveAttribute(
      "href",
      /\/dept\/.+\?department=/,
    );
  });
});
