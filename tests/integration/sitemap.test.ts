import { listPrograms, hasProgramDetail } from "@/lib/programs/queries";
import { listCampuses } from "@/lib/campuses/queries";
import { listDepartmentSchools } from "@/lib/departments/queries";
import { listAllFaculty } from "@/lib/faculty/queries";
import { SITEMAP_CONTENT_PATHS } from "@/lib/pages/registry";
import { hasHindiVersion } from "@/lib/i18n/paths";
import { history } from "@/lib/db/seed/content/pages/about";
import sitemap from "@/app/sitemap";
import { policyPages } from "@/lib/db/seed/content/pages/policies";
import { feedbackPage } from "@/lib/db/seed/content/pages/forms";
import { SEEDED, setupTestDatabase, type TestDatabase } from "../helpers/test-database";

jest.mock("next/cache", () => ({ unstable_cache: (fn: unknown) => fn }));
// Outside a request there is nothing to wait for.
jest.mock("next/server", () => ({ connection: async () => undefined }));

let testDb: TestDatabase;
const BASE = "http://localhost:3000";

beforeAll(async () => {
  testDb = await setupTestDatabase(SEEDED);
}, 180_000);
afterAll(() => testDb.teardown());

const byUrl = async () => new Map((await sitemap()).map((e) => [e.url, e]));

describe("sitemap", () => {
  test("lists each programme with a structure, campus, school and faculty page, dated by its own record", async () => {
    const entries = await byUrl();
    const programs = await listPrograms();
    for (const program of programs) {
      const entry = entries.get(`${BASE}/programs/${program.id}`);
      if (hasProgramDetail(program)) expect(entry?.lastModified).toBe(program.updatedAt);
      else expect(entry).toBeUndefined();
    }
    for (const campus of await listCampuses())
      expect(entries.get(`${BASE}/campus/${campus.slug}`)?.lastModified).toBe(campus.updatedAt);
    const schools = await listDepartmentSchools();
    expect(schools.length).toBe(15);
    for (const school of schools) expect(entries.has(`${BASE}/dept/${school.id}`)).toBe(true);
    const faculty = await listAllFaculty();
    expect(faculty.length).toBeGreaterThan(0);
    for (const member of faculty)
      expect(entries.get(`${BASE}/faculty/${member.id}`)?.lastModified).toBe(member.updatedAt);
  });

  test("lists the specification's static pages once, by their canonical URLs", async () => {
    const entries = await sitemap();
    const urls = entries.map((e) => e.url);
    expect(new Set(urls).size).toBe(urls.length);
    for (const path of [
      "/",
      "/courses",
      "/courses/ug",
      "/courses/pg",
      "/courses/diploma",
      "/academics/faculty",
      "/announcements",
      "/admission/information-bulletin",
      "/recruitment",
      "/recruitment-rules",
      "/tenders",
      "/administration/administrative",
      "/administration/administrative/board-of-management",
      "/administration/administrative/statutory-bodies",
      "/administration/administrative/team-dseu",
      "/administration/administrative/Statutes",
      "/administration/administrative/advisory-board",
      "/administration/administrative/employee-policy",
      "/administration/administrative/important-forms",
      "/administration/administrative/office-orders",
      "/administration/administrative/circulars",
      "/recruitment/archive/academic%20positions",
      ...SITEMAP_CONTENT_PATHS,
    ]) {
      expect(urls).toContain(`${BASE}${path}`);
    }
    for (const zone of ["central", "north", "south", "east", "west"])
      expect(urls).toContain(`${BASE}/campus/zone/${zone}`);
    // Duplicates and private pages are not listed.
    for (const path of ["/Courses", "/Courses/ug", "/informationbulletin", "/admin-login", "/logindseu"])
      expect(urls).not.toContain(`${BASE}${path}`);
    expect(urls.every((u) => !u.includes("/api/") && !u.includes("/admin/"))).toBe(true);
  });

  test("lists the website pages GIGW asks for, dated by their last review", async () => {
    const entries = await byUrl();
    for (const page of policyPages)
      expect(entries.get(`${BASE}${page.path}`)?.lastModified).toBe(new Date(page.lastReviewed).toISOString());
    expect(entries.get(`${BASE}/feedback`)?.lastModified).toBe(new Date(feedbackPage.page.lastReviewed).toISOString());
    expect(entries.has(`${BASE}/site-map`)).toBe(true);
    // The Website policies page is dated by the newest policy it lists.
    const newestPolicy = policyPages
      .map((page) => page.lastReviewed)
      .sort()
      .at(-1)!;
    expect(entries.get(`${BASE}/website-policies`)?.lastModified).toBe(new Date(newestPolicy).toISOString());
  });

  test("dates come from the data, not from the moment the sitemap is built", async () => {
    const entries = await byUrl();
    const newestProgram = (await listPrograms())
      .map((p) => p.updatedAt)
      .sort()
      .at(-1);
    expect(entries.get(`${BASE}/courses`)?.lastModified).toBe(newestProgram);
    // The newest announcement carries the date the facts give it (Controller of Finance, last date
    // 15 November 2025), not the day the database was seeded.
    expect(entries.get(`${BASE}/announcements`)?.lastModified).toBe(
      new Date("2025-11-15T00:00:00+05:30").toISOString(),
    );
    // Content pages are dated by when their published text went live: for the seed's text, the day it was last reviewed.
    expect(entries.get(`${BASE}/about-us/history`)?.lastModified).toBe(
      new Date(history.page.lastReviewed).toISOString(),
    );
  });

  test("lists every page that has a Hindi version in both languages, each entry naming both", async () => {
    const entries = await byUrl();
    const englishPaths = [...entries.keys()]
      .map((url) => url.slice(BASE.length) || "/")
      .filter((path) => !path.startsWith("/hi/") && path !== "/hi" && hasHindiVersion(path.replace(/&amp;/g, "&")));
    const programPaths = (await listPrograms()).filter(hasProgramDetail).map((p) => `/programs/${p.id}`);
    expect(programPaths.length).toBeGreaterThan(0);
    expect(englishPaths).toEqual(
      expect.arrayContaining(["/", "/courses", "/courses/ug", "/campus/zone/north", ...programPaths]),
    );
    for (const path of englishPaths) {
      const hindiUrl = path === "/" ? `${BASE}/hi` : `${BASE}/hi${path}`;
      const [english, hindi] = [entries.get(`${BASE}${path}`), entries.get(hindiUrl)];
      expect(hindi?.lastModified).toBe(english?.lastModified);
      const languages = { en: `${BASE}${path}`, hi: hindiUrl, "x-default": `${BASE}${path}` };
      expect(english?.alternates?.languages).toEqual(languages);
      expect(hindi?.alternates?.languages).toEqual(languages);
    }
  });

  test("query strings are escaped for XML", async () => {
    const urls = (await sitemap()).map((e) => e.url);
    expect(urls).toContain(
      `${BASE}/administration/administrative/statutory-bodies?body=academic-council&amp;part=minutes`,
    );
    expect(urls.filter((u) => /&(?!amp;)/.test(u))).toEqual([]);
  });
});
