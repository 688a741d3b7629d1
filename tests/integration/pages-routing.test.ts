import { campuses, departmentSchools, faculty, programs } from "@/lib/db/schema";
import { newId } from "@/lib/ids";
import { archiveCategory, decidePublicRoute, urlSegment } from "@/lib/seo/public-routes";
import { setupTestDatabase, type TestDatabase } from "../helpers/test-database";

jest.mock("next/cache", () => ({ unstable_cache: (fn: unknown) => fn }));

let testDb: TestDatabase;
const ids = { program: newId(), school: newId(), member: newId() };
const MISSING = "000000000000000000000000";

beforeAll(async () => {
  testDb = await setupTestDatabase();
  const db = testDb.handle.db;
  await db.insert(programs).values({ id: ids.program, name: "BCA", code: "BCA", level: "UG", duration: "3 Years" });
  await db.insert(campuses).values({ id: newId(), name: "DSEU Dwarka Campus", slug: "dseu-dwarka-campus", zone: "west" });
  await db.insert(departmentSchools).values({ id: ids.school, name: "Faculty of Design Skills (FDS)" });
  await db.insert(faculty).values({ id: ids.member, firstname: "Asha", email: "asha@example.org" });
}, 30_000);
afterAll(() => testDb.teardown());

const decide = (path: string) => decidePublicRoute(path);

describe("old capitalised links", () => {
  test("/Courses and /Courses/{level} are served by the lowercase pages", async () => {
    expect(await decide("/Courses")).toEqual({ action: "rewrite", pathname: "/courses" });
    expect(await decide("/Courses/ug")).toEqual({ action: "rewrite", pathname: "/courses/ug" });
    expect(await decide("/Courses/pg")).toEqual({ action: "rewrite", pathname: "/courses/pg" });
    expect(await decide("/Courses/Diploma")).toEqual({ action: "rewrite", pathname: "/courses/diploma" });
    expect(await decide("/courses/UG")).toEqual({ action: "rewrite", pathname: "/courses/ug" });
  });

  test("the lowercase pages need nothing; an unknown level is a 404 in either spelling", async () => {
    expect(await decide("/courses")).toEqual({ action: "continue" });
    expect(await decide("/courses/diploma")).toEqual({ action: "continue" });
    expect(await decide("/courses/phd")).toEqual({ action: "not-found", pathname: "/courses/phd" });
    expect(await decide("/Courses/PhD")).toEqual({ action: "not-found", pathname: "/courses/phd" });
  });

  test("administrative sub-pages answer in any case, under their canonical spelling", async () => {
    expect(await decide("/administration/administrative/statutes")).toEqual({ action: "rewrite", pathname: "/administration/administrative/Statutes" });
    expect(await decide("/administration/administrative/Statutes")).toEqual({ action: "continue" });
    expect(await decide("/administration/administrative/Office-Orders")).toEqual({ action: "rewrite", pathname: "/administration/administrative/office-orders" });
  });
});

describe("pages whose status depends on the data", () => {
  test("a programme, faculty member or school that exists is served; others are 404", async () => {
    expect(await decide(`/programs/${ids.program}`)).toEqual({ action: "continue" });
    expect(await decide(`/faculty/${ids.member}`)).toEqual({ action: "continue" });
    expect(await decide(`/dept/${ids.school}`)).toEqual({ action: "continue" });
    for (const path of [`/programs/${MISSING}`, "/programs/abc", `/faculty/${MISSING}`, `/dept/${ids.program}`, "/dept/%E0%A4"]) {
      expect(await decide(path)).toEqual({ action: "not-found", pathname: path });
    }
  });

  test("a campus is found by slug or name; an unknown one or a malformed address is 404", async () => {
    expect(await decide("/campus/dseu-dwarka-campus")).toEqual({ action: "continue" });
    expect(await decide("/campus/DSEU%20Dwarka%20Campus")).toEqual({ action: "continue" });
    expect(await decide("/campus/nowhere")).toEqual({ action: "not-found", pathname: "/campus/nowhere" });
    expect(await decide("/campus/%E0%A4%A")).toEqual({ action: "not-found", pathname: "/campus/%E0%A4%A" });
    expect(await decide("/campus/zone")).toEqual({ action: "not-found", pathname: "/campus/zone" });
  });

  test("the five zones in every spelling are served; another zone is 404", async () => {
    for (const zone of ["north", "north%20zone", "North+Zone", "central", "west%20zone"]) {
      expect(await decide(`/campus/zone/${zone}`)).toEqual({ action: "continue" });
    }
    expect(await decide("/campus/zone/moon")).toEqual({ action: "not-found", pathname: "/campus/zone/moon" });
    expect(await decide("/campus/zone/%")).toEqual({ action: "not-found", pathname: "/campus/zone/%" });
  });

  test("only the five job-portal sections have an archive; anything else goes to /recruitment", async () => {
    for (const category of ["academic%20positions", "academic+positions", "results", "recruitments%20and%20notice", "short%20term%20positions"]) {
      expect(await decide(`/recruitment/archive/${category}`)).toEqual({ action: "continue" });
    }
    for (const category of ["announcements", "Results", "foo", "%"]) {
      expect(await decide(`/recruitment/archive/${category}`)).toEqual({ action: "redirect", pathname: "/recruitment" });
    }
  });

  test("an administrative sub-page without content is 404 (the page shows 'under construction')", async () => {
    expect(await decide("/administration/administrative/nothing-here")).toEqual({ action: "not-found", pathname: "/administration/administrative/nothing-here" });
    expect(await decide("/administration/administrative/team-dseu")).toEqual({ action: "continue" });
    expect(await decide("/administration/administrative")).toEqual({ action: "continue" });
  });
});

describe("params as pages receive them", () => {
  test("are read as written in the URL, '+' included; a malformed one is refused", () => {
    expect(urlSegment("North%2BZone")).toBe("North+Zone");
    expect(urlSegment("DSEU%20Dwarka%20Campus")).toBe("DSEU%20Dwarka%20Campus");
    expect(urlSegment("%E0%A4%A")).toBeUndefined();
  });

  test("an archive category is one of the job-portal sections, however its spaces are written", () => {
    expect(archiveCategory("non%20academic%20positions")).toBe("non academic positions");
    expect(archiveCategory("academic+positions")).toBe("academic positions");
    expect(archiveCategory("announcements")).toBeUndefined();
    expect(archiveCategory("%")).toBeUndefined();
  });
});
