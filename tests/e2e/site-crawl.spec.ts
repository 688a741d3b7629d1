import { expect, test, type APIRequestContext } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import hi from "../../messages/hi.json" with { type: "json" };

/**
 * A visitor's walk through the site: every internal link of the home page, and every internal
 * link of those pages (one level into each listing). Each page must answer without a 4xx or 5xx,
 * with one h1, one site header, one main and one site footer, and show nothing staged: no
 * example.org address and no "Sample" text. Read over HTTP (the server renders every page), in
 * the desktop project only, a few pages at a time.
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

type Finding = { path: string; problem: string };

const COPYRIGHT_LINES = [en.footer.rightsReserved, hi.footer.rightsReserved];

async function check(request: APIRequestContext, path: string): Promise<{ findings: Finding[]; links: string[] }> {
  const response = await request.get(path);
  const findings: Finding[] = [];
  const fail = (problem: string) => findings.push({ path, problem });
  if (response.status() >= 400) {
    fail(`status ${response.status()}`);
    return { findings, links: [] };
  }
  const type = response.headers()["content-type"] ?? "";
  if (!type.startsWith("text/html")) return { findings, links: [] };
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
  return { findings, links: internalLinks(markup) };
}

async function checkAll(
  request: APIRequestContext,
  paths: string[],
): Promise<{ findings: Finding[]; links: string[] }> {
  const findings: Finding[] = [];
  const links = new Set<string>();
  const queue = [...paths];
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const result = await check(request, path);
      findings.push(...result.findings);
      for (const link of result.links) links.add(link);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { findings, links: [...links] };
}

test("every page a visitor reaches from the home page, one level into each listing, is whole and real", async ({
  request,
}) => {
  test.setTimeout(600_000);
  const home = await checkAll(request, ["/"]);
  const firstLevel = home.links.filter((path) => path !== "/");
  expect(firstLevel.length).toBeGreaterThan(40);
  const first = await checkAll(request, firstLevel);
  const seen = new Set(["/", ...firstLevel]);
  const secondLevel = first.links.filter((path) => !seen.has(path));
  const second = await checkAll(request, secondLevel);
  expect(seen.size + secondLevel.length).toBeGreaterThan(150);
  expect([...home.findings, ...first.findings, ...second.findings]).toEqual([]);
});
