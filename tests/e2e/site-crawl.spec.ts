import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import hi from "../../messages/hi.json" with { type: "json" };
import { PAGES, registryHasHindi } from "../../lib/pages/registry";

/**
 * A visitor's walk through the site, from the English and the Hindi home page: every internal link
 * of each, and every internal link of those pages (one level into each listing). Each page must
 * answer without a 4xx or 5xx, with one h1, one site header, one main and one site footer, say
 * when it was last updated (in its language, with a real date), and show nothing staged: no
 * example.org address and no "Sample" text. Every document a page links must be there. Every
 * Hindi page must be marked lang="hi" (what applies the bundled Devanagari face), and is opened in
 * a browser without a Devanagari font of its own (as CI's Chromium is), where the bundled Noto Sans
 * Devanagari face must load; without the page's scripts and pictures, that costs a load of HTML and
 * cached stylesheets and fonts (the page itself is a hit of the page cache). Then no page may be
 * reachable from nowhere: each must be linked from the menus, the footer or the HTML site map, or
 * from a page they link. Read over HTTP (the server renders every page), in the desktop project
 * only, a few pages at a time.
 */

// Documents and the API are not pages; /logindseu and /admin-login are (sign-in forms in the frame).
// Other tests of the suite publish into the same throw-away database, with .test addresses and
// titles starting "E2E", so the findings below concern what the seed shows.
const NOT_PAGES = /^\/(files|api)\//;
const CONCURRENCY = 4;

function internalLinks(html: string): string[] {
  const links = new Set<string>();
  for (const [, raw] of html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)) {
    const href = raw!.replace(/&amp;/g, "&");
    if (!href.startsWith("/") || href.startsWith("//")) continue;
    const path = href.split("#")[0]!;
    if (path && !NOT_PAGES.test(path)) links.add(path);
  }
  return [...links];
}

/** The page without its scripts: what a visitor's browser shows (the React payload repeats it in scripts). */
function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "").replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, "");
}

function visibleText(markup: string): string {
  return markup
    .replace(/<[^>]+>/g, " ")
    .replace(/&[a-z]+;|&#\d+;/g, " ")
    .replace(/\s+/g, " ");
}

/** The stored documents a page links (/files/…), which the walk checks once each without reading them. */
function documentLinks(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\bhref="(\/files\/[^"#]+)"/g)].map(([, href]) => href!.replace(/&amp;/g, "&"));
}

type Finding = { path: string; problem: string };

const COPYRIGHT_LINES = [en.footer.rightsReserved, hi.footer.rightsReserved];
const isHindi = (path: string) => path === "/hi" || path.startsWith("/hi/") || path.startsWith("/hi?");

/** "Last updated: <time dateTime=…>" in the page's language (React may put a comment between the two). */
function lastUpdatedPattern(label: string): RegExp {
  return new RegExp(`${label}(?:<!-- -->)?\\s*<time dateTime="([^"]+)"[^>]*>([^<]+)</time>`);
}
const LAST_UPDATED = {
  en: lastUpdatedPattern(en.contentPages.lastUpdated),
  hi: lastUpdatedPattern(hi.contentPages.lastUpdated),
};

/** The statuses of the bundled Devanagari faces once the page's fonts have settled (hindi-helpers' check, without JavaScript of the page's own). */
async function devanagariFaces(page: Page, path: string): Promise<string[]> {
  await page.goto(path, { waitUntil: "load" });
  return page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((face) => face.family.includes("Noto Sans Devanagari")).map((f) => f.status);
  });
}

type Checked = { findings: Finding[]; links: string[]; documents: string[] };

/** The Hindi pages whose fonts were checked in the browser. */
const fontsChecked = new Set<string>();

async function check(request: APIRequestContext, path: string, browserPage: Page): Promise<Checked> {
  const response = await request.get(path);
  const findings: Finding[] = [];
  const fail = (problem: string) => findings.push({ path, problem });
  if (response.status() >= 400) {
    fail(`status ${response.status()}`);
    return { findings, links: [], documents: [] };
  }
  const type = response.headers()["content-type"] ?? "";
  if (!type.startsWith("text/html")) return { findings, links: [], documents: [] };
  const html = await response.text();
  const markup = withoutScripts(html);
  const count = (pattern: RegExp) => (markup.match(pattern) ?? []).length;
  if (count(/<h1[\s>]/g) !== 1) fail(`${count(/<h1[\s>]/g)} h1 elements`);
  if (count(/<header[\s>]/g) !== 1) fail(`${count(/<header[\s>]/g)} site headers`);
  if (count(/<main[\s>]/g) !== 1) fail(`${count(/<main[\s>]/g)} main elements`);
  // The footer's copyright line in either language (its year is staff-managed, so React splits the text with comments).
  const footers = COPYRIGHT_LINES.reduce((sum, line) => sum + markup.split(line).length - 1, 0);
  if (footers !== 1) fail(`${footers} site footers`);
  const text = visibleText(markup);
  if (/example\.org/i.test(text) || /href="[^"]*example\.org/i.test(markup)) fail("shows an example.org address");
  // GIGW: a government site serves its documents itself, never from a personal Drive.
  const drive = /href="([^"]*drive\.google\.com[^"]*)"/i.exec(markup);
  if (drive) fail(`links a Google Drive document: ${drive[1]}`);
  const sample = /\bSample\b[^.]{0,60}/.exec(text);
  if (sample) fail(`shows "${sample[0].trim()}"`);
  // GIGW: every page says when it last changed, in its own language, with a date a machine can read.
  const language = isHindi(path) ? "hi" : "en";
  const stamp = LAST_UPDATED[language].exec(markup);
  if (!stamp) fail(`no "${language === "hi" ? hi.contentPages.lastUpdated : en.contentPages.lastUpdated}" line`);
  else if (Number.isNaN(Date.parse(stamp[1]!)) || !/\d{4}/.test(stamp[2]!))
    fail(`last updated "${stamp[1]}" is not a date`);
  if (language === "hi") {
    if (!/<html[^>]*\blang="hi"/.test(html)) fail('not marked lang="hi"');
    fontsChecked.add(path);
    const faces = await devanagariFaces(browserPage, path);
    if (!faces.includes("loaded")) fail(`the Devanagari face is not loaded (${faces.join(", ") || "none declared"})`);
  }
  return { findings, links: internalLinks(markup), documents: documentLinks(markup) };
}

type Walk = {
  request: APIRequestContext;
  pages: Page[];
  /** Each page walked, with the internal links it holds. */
  linksOf: Map<string, string[]>;
  documents: Set<string>;
};

async function checkAll(walk: Walk, paths: string[]): Promise<{ findings: Finding[]; links: string[] }> {
  const findings: Finding[] = [];
  const links = new Set<string>();
  const queue = [...paths];
  const worker = async (browserPage: Page) => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const result = await check(walk.request, path, browserPage);
      findings.push(...result.findings);
      walk.linksOf.set(path, result.links);
      for (const link of result.links) links.add(link);
      for (const document of result.documents) walk.documents.add(document);
    }
  };
  await Promise.all(walk.pages.map(worker));
  return { findings, links: [...links] };
}

/** Every stored document linked from the pages walked answers (HEAD: the walk does not read them). */
async function checkDocuments(walk: Walk): Promise<Finding[]> {
  const findings: Finding[] = [];
  const queue = [...walk.documents];
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const response = await walk.request.head(path);
      if (response.status() >= 400) findings.push({ path, problem: `document link answers ${response.status()}` });
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return findings;
}

// Addresses of the registry no page links with <a href>: the search results (the search form on
// every page sends to it) and the two metadata files (robots.txt names the sitemap).
const NOT_LINKED = new Set(["/search", "/sitemap.xml", "/robots.txt"]);

/**
 * The registry's pages at fixed addresses (and their Hindi versions) that neither the menus, the
 * footer or the site map link, nor a page they link: a visitor could not find them. The site map
 * page carries the frame (menus and footer) as well as the map.
 */
function orphans(walk: Walk): string[] {
  const reachable = new Set<string>();
  for (const siteMap of ["/site-map", "/hi/site-map"]) {
    const first = walk.linksOf.get(siteMap);
    expect(first, `${siteMap} was walked`).toBeDefined();
    for (const link of first!) {
      reachable.add(link.toLowerCase());
      for (const next of walk.linksOf.get(link) ?? []) reachable.add(next.toLowerCase());
    }
  }
  const expected = PAGES.filter((entry) => !entry.path.includes("[") && !NOT_LINKED.has(entry.path)).flatMap(
    (entry) => [entry.path, ...(registryHasHindi(entry.path) ? [entry.path === "/" ? "/hi" : `/hi${entry.path}`] : [])],
  );
  return expected.filter((path) => !reachable.has(path.toLowerCase()));
}

test("every page a visitor reaches from the home page in English and Hindi, one level into each listing, is whole, dated and real, and none is reachable from nowhere", async ({
  request,
  browser,
}) => {
  test.setTimeout(600_000);
  // The Hindi pages' fonts, in a browser without the page's scripts (the face is the stylesheet's
  // work) and without pictures, so that the check costs a page load of HTML, CSS and fonts.
  const fonts = await browser.newContext({ javaScriptEnabled: false });
  await fonts.route(/\.(?:png|jpe?g|webp|avif|gif|svg|ico)(?:\?|$)/, (route) => route.abort());
  const walk: Walk = {
    request,
    pages: await Promise.all(Array.from({ length: CONCURRENCY }, () => fonts.newPage())),
    linksOf: new Map(),
    documents: new Set(),
  };
  const roots = ["/", "/hi"];
  const home = await checkAll(walk, roots);
  const firstLevel = home.links.filter((path) => !roots.includes(path));
  expect(firstLevel.length).toBeGreaterThan(80);
  const first = await checkAll(walk, firstLevel);
  const seen = new Set([...roots, ...firstLevel]);
  const secondLevel = first.links.filter((path) => !seen.has(path));
  const second = await checkAll(walk, secondLevel);
  await fonts.close();
  expect(seen.size + secondLevel.length).toBeGreaterThan(400);
  expect([...walk.linksOf.keys()].filter(isHindi).length).toBeGreaterThan(200);
  expect(walk.documents.size).toBeGreaterThan(3);
  expect(fontsChecked.size).toBeGreaterThan(200);
  const documents = await checkDocuments(walk);
  expect([...home.findings, ...first.findings, ...second.findings, ...documents]).toEqual([]);
  expect(orphans(walk)).toEqual([]);
});
