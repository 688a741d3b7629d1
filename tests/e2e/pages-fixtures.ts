import crypto from "node:crypto";
import type { APIRequestContext, ConsoleMessage, Page } from "@playwright/test";

/**
 * Helpers for the data pages' end-to-end tests: real ids read from the seeded server, and a
 * console watcher.
 */
export async function firstProgramIds(
  request: APIRequestContext,
): Promise<{ withYears: string; withoutYears?: string }> {
  const body = (await (await request.get("/api/v1/program")).json()) as {
    data: { programs: { _id: string; years?: unknown }[] };
  };
  const withYears = body.data.programs.find((p) => p.years)?._id;
  if (!withYears) throw new Error("the seed has no programme with a structure");
  return { withYears, withoutYears: body.data.programs.find((p) => !p.years)?._id };
}

export async function firstFacultyId(request: APIRequestContext): Promise<string> {
  const body = (await (await request.get("/api/v1/faculty?limit=5")).json()) as {
    data: { faculty: { _id: string }[] };
  };
  return body.data.faculty[0]!._id;
}

/**
 * The data-driven pages of the specification's route list, with real ids read from the server,
 * and the visitors' feedback form: the one list the route test (pages-routes.spec.ts) and the
 * accessibility scan (accessibility.spec.ts) both visit.
 */
export async function dataPageRoutes(request: APIRequestContext): Promise<string[]> {
  const programs = await firstProgramIds(request);
  const facultyId = await firstFacultyId(request);
  const [school] = await linksFrom(request, "/academics/faculty", "/dept/");
  const [campus] = await linksFrom(request, "/campus/zone/west", "/campus/dseu-");
  if (!school) throw new Error("no school link on /academics/faculty");
  if (!campus) throw new Error("no campus link on the west zone page");
  return [
    "/courses",
    "/courses/ug",
    "/courses/pg",
    "/courses/diploma",
    `/programs/${programs.withYears}`,
    ...["central", "north", "south", "east", "west"].map((zone) => `/campus/zone/${zone}`),
    campus,
    "/academics/faculty",
    school,
    `/faculty/${facultyId}`,
    "/announcements",
    "/announcements?archived=true",
    "/admission/information-bulletin",
    "/admission/information-bulletin?section=students",
    "/admission/information-bulletin?section=important%20links",
    "/admission/information-bulletin?section=alerts%20and%20circulars",
    "/recruitment",
    "/recruitment?section=non%20academic%20positions",
    "/recruitment?section=short%20term%20positions",
    "/recruitment?section=results",
    "/recruitment?section=recruitments%20and%20notice",
    "/recruitment/archive/academic%20positions",
    "/recruitment/archive/results",
    "/recruitment-rules",
    "/recruitment-rules?archived=true",
    "/tenders",
    "/tenders?archived=true",
    "/examination",
    "/examination?section=results",
    "/administration/administrative",
    "/administration/administrative/board-of-management",
    "/administration/administrative/statutory-bodies",
    "/administration/administrative/statutory-bodies?body=finance-committee&part=minutes",
    "/administration/administrative/team-dseu",
    "/administration/administrative/Statutes",
    "/administration/administrative/advisory-board",
    "/administration/administrative/employee-policy",
    "/administration/administrative/important-forms",
    "/administration/administrative/office-orders",
    "/administration/administrative/circulars",
    "/feedback",
  ];
}

/** The hrefs of the links on a page that start with a prefix (read from the server's HTML). */
export async function linksFrom(request: APIRequestContext, path: string, prefix: string): Promise<string[]> {
  const html = await (await request.get(path)).text();
  return [
    ...new Set(
      [...html.matchAll(/href="([^"]+)"/g)]
        .map((m) => m[1]!.replace(/&amp;/g, "&"))
        .filter((href) => href.startsWith(prefix)),
    ),
  ];
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
    if (
      options.expectedStatus &&
      message.text().includes(`status of ${options.expectedStatus}`) &&
      where === page.url()
    )
      return;
    errors.push(`${message.text()} (${where})`);
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** A made-up client address: the server keys the forms' rate limit on X-Forwarded-For, so tests sending from their own never share a limit. */
export function uniqueAddress(): string {
  const b = crypto.randomBytes(3);
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}
