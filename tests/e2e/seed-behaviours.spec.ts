import { expect, test, type Page } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import hi from "../../messages/hi.json" with { type: "json" };
import { devanagariFaceStatuses } from "./hindi-helpers";

/**
 * The second walk of the site (issue 27): Hindi that renders on a device without a Devanagari
 * font and says every fixed word in Hindi, an unknown Hindi address answered in Hindi, language
 * links on the pages in English only, and the seed's own behaviours: 'data not found' for a
 * missing programme, the under-construction title, #hash targets clear of the sticky bar, and
 * the contact page's table and telephone note.
 */

test.describe("Hindi", () => {
  test("the bundled Devanagari face loads on Hindi pages, and English pages never download it", async ({ page }) => {
    for (const path of ["/hi", "/hi/contact", "/hi/campus/zone/north", "/hi/admission/result/diploma/round3"]) {
      await page.goto(path);
      expect(await devanagariFaceStatuses(page), path).toContain("loaded");
    }
    await page.goto("/contact");
    expect(await devanagariFaceStatuses(page)).not.toContain("loaded");
  });

  test("an unknown Hindi address is the Hindi not-found page with the status 404, not a redirect", async ({ page }) => {
    for (const path of ["/hi/nope", "/hi/about-us/nope", "/hi/campus/zone/north/extra"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      expect(response?.request().redirectedFrom(), path).toBeNull();
      await expect(page).toHaveURL((url) => url.pathname === path);
      await expect(page.locator("html")).toHaveAttribute("lang", "hi");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(hi.notFound.title);
      expect(await page.title()).toBe(`${hi.notFound.title} | DSEU`);
    }
  });

  test("zone and campus pages end in Hindi 'Last updated'", async ({ page }) => {
    await page.goto("/hi/campus/zone/north");
    const main = page.getByRole("main");
    await expect(main.getByText(hi.contentPages.lastUpdated)).toBeVisible();
    await expect(main.getByText(en.contentPages.lastUpdated)).toHaveCount(0);
    const campus = (await main.getByRole("heading", { level: 2 }).first().getByRole("link").getAttribute("href"))!;
    await page.goto(campus);
    await expect(main.getByText(hi.contentPages.lastUpdated)).toBeVisible();
    await expect(main.getByText(en.contentPages.lastUpdated)).toHaveCount(0);
  });

  test("the sign-in pages, in English only, name themselves as English and x-default and claim no Hindi", async ({
    page,
  }) => {
    for (const path of ["/admin-login", "/logindseu"]) {
      await page.goto(path);
      const alternates = await page
        .locator('head link[rel="alternate"][hreflang]')
        .evaluateAll((links) =>
          Object.fromEntries(links.map((l) => [l.getAttribute("hreflang"), new URL(l.getAttribute("href")!).pathname])),
        );
      expect(alternates, path).toEqual({ en: path, "x-default": path });
      expect((await page.request.get(`/hi${path}`, { maxRedirects: 0 })).status(), path).toBe(404);
    }
  });
});

test.describe("the seed's behaviours", () => {
  test("a missing programme says 'data not found' with the status 404, in both languages", async ({ page }) => {
    for (const [path, words] of [
      ["/programs/000000000000000000000000", en.programmePages.notFound],
      ["/programs/not-a-real-id", en.programmePages.notFound],
      ["/hi/programs/000000000000000000000000", hi.programmePages.notFound],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.title);
      await expect(page.getByText(words.text, { exact: true })).toBeVisible();
      expect(await page.title()).toBe(`${words.title} | DSEU`);
    }
    expect(en.programmePages.notFound.text).toBe("data not found");
  });

  test("the under-construction view is titled by its section, not 'Page Not Found', in both languages", async ({
    page,
  }) => {
    const response = await page.goto("/administration/administrative/staff-welfare");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Under Construction" })).toBeVisible();
    expect(await page.title()).toBe("Staff Welfare (under construction) | DSEU");
    await page.goto("/hi/administration/administrative/staff-welfare");
    expect(await page.title()).toBe("Staff Welfare (निर्माणाधीन) | DSEU");
  });

  async function clearOfStickyBar(page: Page, id: string) {
    await expect
      .poll(async () =>
        page.evaluate((target) => {
          const bar = document.querySelector("[data-compact]")!.getBoundingClientRect();
          const top = document.getElementById(target)!.getBoundingClientRect().top;
          return window.scrollY > 0 && top >= bar.bottom && top < bar.bottom + 48;
        }, id),
      )
      .toBe(true);
  }

  test("a #hash target stops below the sticky bar, on load and on a hash change", async ({ page }) => {
    await page.goto("/contact#campuses");
    await clearOfStickyBar(page, "campuses");
    await page.goto("/contact");
    await page.evaluate(() => (window.location.hash = "campuses"));
    await clearOfStickyBar(page, "campuses");
  });
});

test.describe("contact", () => {
  test("the campus table keeps each email on one line; the telephone note sends to the placement officers' numbers, which the cell's page shows", async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name === "mobile", "a desktop table's columns; phones scroll the table sideways");
    await page.goto("/contact");
    const emails = page.locator("#campus-contacts a[href^='mailto:']");
    expect(await emails.count()).toBeGreaterThan(3);
    // One line: the link is as tall as its first line box.
    const wrapped = await emails.evaluateAll((links) =>
      links
        .filter((a) => a.getBoundingClientRect().height > a.getClientRects()[0]!.height + 1)
        .map((a) => a.textContent),
    );
    expect(wrapped).toEqual([]);
    const main = page.getByRole("main");
    await expect(
      main.getByText(
        /placement officer of your zone, whose email addresses and telephone numbers are on the cell's page/,
      ),
    ).toBeVisible();
    // The numbers the note promises (content-facts §7, /placement): each zone's officer, dialled with the country code.
    await page.goto("/placement");
    const contacts = page.locator("#placement-contacts");
    await expect(contacts.getByRole("columnheader", { name: "Phone" })).toBeVisible();
    for (const [name, phone] of [
      ["Dr. Ravinder Jhorar", "9166584808"],
      ["Mr. Ahmad Omair", "8882513909"],
      ["Niharika Pandey", "6393817508"],
      ["Mr. Kaushlender Verma", "8076318138"],
      ["Mr. Agrim Kumar", "9368611379"],
    ]) {
      const row = contacts.getByRole("row").filter({ has: page.getByRole("rowheader", { name }) });
      await expect(row.getByRole("link", { name: phone })).toHaveAttribute("href", `tel:+91${phone}`);
    }
    await page.goto("/hi/placement");
    await expect(page.locator("#placement-contacts").getByRole("columnheader", { name: "फ़ोन" })).toBeVisible();
  });
});
