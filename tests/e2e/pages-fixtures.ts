import type { APIRequestContext, ConsoleMessage, Page } from "@playwright/test";

/**
 * Helpers for the data pages' end-to-end tests: real ids read from the seeded server, and a
 * console watcher.
 */
export async function firstProgramIds(request: APIRequestContext): Promise<{ withYears: string; withoutYears?: string }> {
  const body = (await (await request.get("/api/v1/program")).json()) as { data: { programs: { _id: string; years?: unknown }[] } };
  const withYears = body.data.programs.find((p) => p.years)?._id;
  if (!withYears) throw new Error("the seed has no programme with a structure");
  return { withYears, withoutYears: body.data.programs.find((p) => !p.years)?._id };
}

export async function firstFacultyId(request: APIRequestContext): Promise<string> {
  const body = (await (await request.get("/api/v1/faculty?limit=5")).json()) as { data: { faculty: { _id: string }[] } };
  return body.data.faculty[0]!._id;
}

/** The hrefs of the links on a page that start with a prefix (read from the server's HTML). */
export async function linksFrom(request: APIRequestContext, path: string, prefix: string): Promise<string[]> {
  const html = await (await request.get(path)).text();
  return [...new Set([...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, "&")).filter((href) => href.startsWith(prefix)))];
}

/**
 * Collects console errors. A failed prefetch of another page (`_rsc=` requests, e.g. a menu link to
 * a page still being built elsewhere) is not an error of the page under test, and neither is the
 * 404 status of a page that is meant to answer 404.
 */
export function watchConsole(page: Page, options: { expectedStatus?: number } = {}): string[] {
  const errors: string[] = [];
  page.on("console", (message: ConsoleMessage) => {
    if (message.type() !== "error") return;
    const where = message.location().url;
    if (where.includes("_rsc=")) return;
    if (options.expectedStatus && message.text().includes(`status of ${options.expectedStatus}`) && where === page.url()) return;
    errors.push(`${message.text()} (${where})`);
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}
