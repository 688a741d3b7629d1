import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { admissionDialog } from "./frame-helpers";

/**
 * The before/after comparison of the pages whose text moved from content/ into the database
 * (issue 13). The fixture was captured from the build before the move (CAPTURE_MOVED_PAGES=1
 * writes it); every later build must render the same <title>, <main> text, header, footer and
 * admission pop-up.
 */
const FIXTURE = path.join(process.cwd(), "tests", "e2e", "fixtures", "moved-pages.json");
const CAPTURE = process.env.CAPTURE_MOVED_PAGES === "1";

type Snapshot = { title: string; main: string };
type Fixture = {
  pages: Record<string, Snapshot>;
  header: string;
  footer: string;
  admissionPopup: string;
  siteMap: string;
};

function normalise(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

async function snapshot(page: Page, url: string): Promise<Snapshot> {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  return { title: await page.title(), main: normalise(await page.locator("main").innerText()) };
}

async function capturePaths(): Promise<string[]> {
  // Only the capturing run reads content/: afterwards the fixture itself is the list.
  const { contentPages } = await import("../../content/pages");
  return [...contentPages.map((p) => p.path), "/tenders", "/tenders?archived=true"];
}

test.describe("pages moved into the database look as they did", () => {
  test.describe.configure({ timeout: 240_000 });

  test("every moved page's title and main text", async ({ page }) => {
    const before: Fixture | undefined = CAPTURE ? undefined : (JSON.parse(fs.readFileSync(FIXTURE, "utf8")) as Fixture);
    const paths = before ? Object.keys(before.pages) : await capturePaths();
    const pages: Record<string, Snapshot> = {};
    for (const url of paths) pages[url] = await snapshot(page, url);

    await page.goto("/");
    await expect(admissionDialog(page)).toBeVisible({ timeout: 15_000 });
    const admissionPopup = normalise(await admissionDialog(page).innerText());
    await page.keyboard.press("Escape");
    await page.goto("/about-us/history");
    const header = normalise(await page.locator("body > header, header").first().innerText());
    const footer = normalise(await page.locator("footer").last().innerText());
    await page.goto("/site-map");
    const siteMap = normalise(await page.locator("main").innerText());
    const now: Fixture = { pages, header, footer, admissionPopup, siteMap };

    if (!before) {
      fs.mkdirSync(path.dirname(FIXTURE), { recursive: true });
      fs.writeFileSync(FIXTURE, JSON.stringify(now, null, 2) + "\n");
      return;
    }
    for (const url of paths) expect.soft(now.pages[url], url).toEqual(before.pages[url]);
    expect.soft(now.header, "header").toBe(before.header);
    expect.soft(now.footer, "footer").toBe(before.footer);
    expect.soft(now.admissionPopup, "admission pop-up").toBe(before.admissionPopup);
    expect.soft(now.siteMap, "site map").toBe(before.siteMap);
  });
});
