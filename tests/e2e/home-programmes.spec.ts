import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { openHome } from "./frame-helpers";

type ApiProgram = { _id: string; code: string; programLevel: "Diploma" | "UG" | "PG"; years?: Record<string, unknown> };
const LEVEL = { DIPLOMA: "Diploma", UG: "UG", PG: "PG" } as const;

async function programmesById(request: APIRequestContext) {
  const body = (await (await request.get("/api/v1/program")).json()) as { data: { programs: ApiProgram[] } };
  return new Map(body.data.programs.map((p) => [p._id, p]));
}

function panel(page: Page) {
  return page.getByRole("tabpanel");
}

/** The cards shown: each one's code and, when it is a link, where it goes. */
/**
 * The cards shown, each with its programme's code: a card starts with the code, or (when the name
 * already ends in "(CODE)") shows only the name.
 */
async function shownCards(page: Page) {
  const cards = await panel(page)
    .getByRole("listitem")
    .evaluateAll((items) =>
      items.map((li) => ({
        first: li.querySelector("span")?.textContent ?? "",
        href: li.querySelector("a")?.getAttribute("href") ?? null,
      })),
    );
  return cards.map(({ first, href }) => ({ code: /\(([^()]+)\)$/.exec(first)?.[1] ?? first, href }));
}

test.describe("Study@DSEU programmes", () => {
  test("the DIPLOMA tab's cards are in the server HTML, and each render picks them at random", async ({ request }) => {
    const byCode = new Map([...(await programmesById(request)).values()].map((p) => [p.code, p]));
    const picks = new Set<string>();
    for (let i = 0; i < 3; i++) {
      // Anonymous visitors share one rendering for up to PAGE_CACHE_SECONDS; a cookie asks for a render of its own.
      const html = await (await request.get("/", { headers: { cookie: "e2e-render=1" } })).text();
      expect(html).toMatch(/role="tab" id="home-programmes-tab-DIPLOMA" aria-selected="true"/);
      const panelHtml = html.slice(html.indexOf('id="home-programmes-panel"'), html.indexOf("VIEW ALL PROGRAMMES"));
      const codes = [...panelHtml.matchAll(/font-mono[^>]*>([^<]+)</g)].map((m) => m[1]!);
      expect(codes).toHaveLength(6);
      expect(new Set(codes).size).toBe(6);
      for (const code of codes) expect(byCode.get(code)?.programLevel).toBe("Diploma");
      picks.add(codes.sort().join(","));
    }
    // 17 diploma programmes give 12376 possible picks: three identical renders would mean no randomness.
    expect(picks.size).toBeGreaterThan(1);
  });

  test("tabs switch level, default DIPLOMA; a card is a link only when its programme has years", async ({
    page,
    request,
  }) => {
    const programmeRequests: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/v1/program")) programmeRequests.push(r.url());
    });
    await openHome(page);
    const programmes = await programmesById(request);
    const byCode = new Map([...programmes.values()].map((p) => [p.code, p]));
    await expect(page.getByRole("tab", { name: "DIPLOMA" })).toHaveAttribute("aria-selected", "true");

    for (const level of ["UG", "PG", "DIPLOMA"] as const) {
      await page.getByRole("tab", { name: level }).click();
      await expect(page.getByRole("tab", { name: level })).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("heading", { name: `Available ${LEVEL[level]} courses:` })).toBeVisible();
      // The cards follow the tab within the same render; read them once they are all of this level.
      await expect
        .poll(async () =>
          (await shownCards(page)).every((card) => byCode.get(card.code)?.programLevel === LEVEL[level]),
        )
        .toBe(true);
      const cards = await shownCards(page);
      expect(cards.length).toBeGreaterThan(0);
      expect(cards.length).toBeLessThanOrEqual(6);
      for (const card of cards) {
        const programme = byCode.get(card.code)!;
        expect(programme.programLevel).toBe(LEVEL[level]);
        const hasYears = typeof programme.years === "object" && programme.years !== null;
        expect(card.href).toBe(hasYears ? `/programs/${programme._id}` : null);
      }
    }
    // Some programmes have no year-by-year data, so plain cards exist too.
    expect([...programmes.values()].some((p) => !p.years)).toBe(true);
    // The server's list is fresh for seven minutes: the page did not fetch it again.
    expect(programmeRequests).toEqual([]);
    await expect(page.getByRole("link", { name: "VIEW ALL PROGRAMMES" })).toHaveAttribute("href", "/Courses");
  });

  test("arrow keys move between the tabs", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === "mobile", "keyboard test on desktop");
    await openHome(page);
    await page.getByRole("tab", { name: "DIPLOMA" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "UG" })).toBeFocused();
    await expect(page.getByRole("tab", { name: "UG" })).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("tab", { name: "PG" })).toHaveAttribute("aria-selected", "true");
  });
});
