import { campuses, departments, programCampuses, programs, type ProgramYears } from "@/lib/db/schema";
import { type ProgramLevel } from "@/lib/programs/levels";
import { newId } from "@/lib/ids";
import {
  findProgram,
  groupProgramsByLevel,
  listPrograms,
  listProgramsOfLevel,
  matchesProgramFilter,
  programsAtCampus,
} from "@/lib/programs/queries";
import { setupTestDatabase, type TestDatabase } from "../helpers/test-database";

// The cached reads run uncached here: Next's data cache exists only inside the server.
jest.mock("next/cache", () => ({ unstable_cache: (fn: unknown) => fn }));

let testDb: TestDatabase;
const ids: Record<string, string> = {};
const YEARS: ProgramYears = {
  year1: { year_credit_text: "40 credits", year_exit_text: "Certificate", year_syllabus_link: "" },
};

beforeAll(async () => {
  testDb = await setupTestDatabase();
  const db = testDb.handle.db;
  ids.department = newId();
  ids.campus = newId();
  await db.insert(departments).values({ id: ids.department, name: "Computer Engineering" });
  await db
    .insert(campuses)
    .values({ id: ids.campus, name: "DSEU Test Campus", slug: "dseu-test-campus", zone: "west" });
  const rows: [string, string, ProgramLevel, ProgramYears | null][] = [
    ["zoology", "bachelor of zoology", "UG", YEARS],
    ["bca", "Bachelor of Computer Applications", "UG", YEARS],
    ["ai", "B.Tech in Artificial Intelligence", "UG", null],
    ["btech10", "B.Tech Lab 10", "UG", null],
    ["btech2", "B.Tech Lab 2", "UG", null],
    ["dcomp", "Diploma in Computer Engineering", "DIPLOMA", YEARS],
    ["mca", "Master of Computer Applications", "PG", YEARS],
  ];
  for (const [key, name, level, years] of rows) {
    ids[key] = newId();
    await db.insert(programs).values({
      id: ids[key]!,
      name,
      code: key.toUpperCase(),
      level,
      duration: "3 Years",
      departmentId: key === "dcomp" || key === "bca" ? ids.department : null,
      years,
    });
  }
  await db.insert(programCampuses).values([
    { programId: ids.dcomp!, campusId: ids.campus },
    { programId: ids.bca!, campusId: ids.campus },
  ]);
}, 30_000);
afterAll(() => testDb.teardown());

describe("programmes of a level", () => {
  test("the level in the URL is matched whatever its case, and the list is sorted by name as people read it", async () => {
    const expected = [
      "B.Tech in Artificial Intelligence",
      "B.Tech Lab 2",
      "B.Tech Lab 10",
      "Bachelor of Computer Applications",
      "bachelor of zoology",
    ];
    for (const level of ["ug", "UG", "Ug"]) {
      expect((await listProgramsOfLevel(level))?.map((p) => p.name)).toEqual(expected);
    }
    for (const level of ["diploma", "Diploma", "DIPLOMA"]) {
      expect((await listProgramsOfLevel(level))?.map((p) => p.code)).toEqual(["DCOMP"]);
    }
    expect((await listProgramsOfLevel("pg"))?.map((p) => p.code)).toEqual(["MCA"]);
  });

  test("an unknown level is not a level (the page answers 404)", async () => {
    for (const level of ["phd", "", "u g", "diplomas"]) expect(await listProgramsOfLevel(level)).toBeUndefined();
  });

  test("all programmes group as Diploma, UG, PG, each sorted by name", async () => {
    const groups = groupProgramsByLevel(await listPrograms());
    expect(groups.map((g) => g.level)).toEqual(["DIPLOMA", "UG", "PG"]);
    expect(groups[1]!.programs[0]!.name).toBe("B.Tech in Artificial Intelligence");
    expect(groups.reduce((n, g) => n + g.programs.length, 0)).toBe(7);
  });

  test("the filter matches name, code or department, ignoring case", async () => {
    const all = await listPrograms();
    const names = (text: string) =>
      all
        .filter((p) => matchesProgramFilter(p, text))
        .map((p) => p.code)
        .sort();
    expect(names("computer")).toEqual(["BCA", "DCOMP", "MCA"]);
    expect(names("  COMPUTER engineering ")).toEqual(["BCA", "DCOMP"]);
    expect(names("btech2")).toEqual(["BTECH2"]);
    expect(names("")).toHaveLength(7);
    expect(names("no such thing")).toEqual([]);
  });
});

describe("one programme", () => {
  test("is found by id with its department and campuses", async () => {
    const program = await findProgram(ids.dcomp!);
    expect(program).toMatchObject({
      name: "Diploma in Computer Engineering",
      level: "DIPLOMA",
      department: { name: "Computer Engineering" },
    });
    expect(program?.campuses.map((c) => c.slug)).toEqual(["dseu-test-campus"]);
    expect(program?.years?.year1?.year_credit_text).toBe("40 credits");
  });

  test("an unknown or malformed id finds nothing", async () => {
    expect(await findProgram("000000000000000000000000")).toBeUndefined();
    expect(await findProgram("not-an-id")).toBeUndefined();
    expect(await findProgram(`${ids.dcomp}x`)).toBeUndefined();
  });

  test("a campus page lists the programmes it runs, sorted by name", async () => {
    expect(programsAtCampus(await listPrograms(), ids.campus!).map((p) => p.name)).toEqual([
      "Bachelor of Computer Applications",
      "Diploma in Computer Engineering",
    ]);
  });
});
