import { departmentSchoolMembers, departmentSchools, departments, faculty, facultyResearch } from "@/lib/db/schema";
import { newId } from "@/lib/ids";
import { findDepartmentSchool, findSchoolOfDepartment, listDepartmentSchools } from "@/lib/departments/queries";
import {
  facultyDisplayName,
  findFaculty,
  findHeadOfDepartment,
  groupByDesignation,
  groupByFacultyType,
  listAllFaculty,
  type FacultyRecord,
} from "@/lib/faculty/queries";
import { selectDepartment } from "@/components/departments/select";
import { setupTestDatabase, type TestDatabase } from "../helpers/test-database";

jest.mock("next/cache", () => ({ unstable_cache: (fn: unknown) => fn }));

let testDb: TestDatabase;
const ids = { school: newId(), emptySchool: newId(), civil: newId(), architecture: newId(), orphan: newId() };
const memberIds: Record<string, string> = {};

beforeAll(async () => {
  testDb = await setupTestDatabase();
  const db = testDb.handle.db;
  await db.insert(departmentSchools).values([
    { id: ids.school, name: "Faculty of Architecture and Civil Engineering Skills (FACES)" },
    { id: ids.emptySchool, name: "Faculty of Agriculture and Allied Skills (FAAS)" },
  ]);
  await db.insert(departments).values([
    { id: ids.civil, name: "Civil Engineering", hod: " Anupam.K.Upadhyay@dseu.ac.in " },
    { id: ids.architecture, name: "Architecture", hod: "sushil.chandra@dseu.ac.in" },
    { id: ids.orphan, name: "Urban Infrastructure and Planning", hod: null },
  ]);
  await db.insert(departmentSchoolMembers).values([
    { schoolId: ids.school, departmentId: ids.architecture, position: 0 },
    { schoolId: ids.school, departmentId: ids.civil, position: 1 },
  ]);
  const people = [
    {
      key: "hod",
      salutation: "Dr.",
      firstname: "Anupam",
      surname: "Upadhyay",
      email: "anupam.k.upadhyay@dseu.ac.in",
      designation: "Associate Professor",
      dept: ids.civil,
    },
    {
      key: "lecturer",
      salutation: "Mr.",
      firstname: "Zubin",
      surname: "Rao",
      email: "z.rao@example.org",
      designation: "Lecturer",
      dept: ids.civil,
    },
    {
      key: "prof",
      salutation: "Prof.",
      firstname: "Meera",
      surname: "Iyer",
      email: "m.iyer@example.org",
      designation: "professor",
      dept: ids.civil,
    },
    {
      key: "assoc",
      salutation: "Ms.",
      firstname: "Asha",
      surname: "Bose",
      email: "a.bose@example.org",
      designation: "Associate Professor",
      dept: ids.civil,
    },
    {
      key: "visiting",
      salutation: "Dr.",
      firstname: "Kiran",
      surname: "Das",
      email: "k.das@example.org",
      designation: "Visiting Faculty",
      dept: ids.civil,
      type: "Deemed Deputation",
    },
    {
      key: "architect",
      salutation: "Dr.",
      firstname: "Nisha",
      surname: "Kaul",
      email: "n.kaul@example.org",
      designation: "Assistant Professor",
      dept: ids.architecture,
    },
  ];
  for (const p of people) {
    memberIds[p.key] = newId();
    await db.insert(faculty).values({
      id: memberIds[p.key]!,
      salutation: p.salutation,
      firstname: p.firstname,
      surname: p.surname,
      email: p.email,
      designation: p.designation,
      departmentId: p.dept,
      facultyType: p.type ?? "DSEU",
      overview: `${p.firstname} teaches.`,
    });
  }
  await db.insert(facultyResearch).values({
    id: newId(),
    facultyId: memberIds.hod!,
    researchArea: "Structures",
    researchOverview: "Bridges",
    publications: "A\nB",
  });
}, 30_000);
afterAll(() => testDb.teardown());

const civilMembers = async () => (await listAllFaculty()).filter((m) => m.department?.id === ids.civil);

describe("head of department", () => {
  test("is the member whose email equals the department's hod, ignoring case and spaces", async () => {
    const everyone = await listAllFaculty();
    const [civil] = (await listDepartmentSchools())
      .find((s) => s.id === ids.school)!
      .departments.filter((d) => d.id === ids.civil);
    expect(findHeadOfDepartment(civil!, everyone)?.id).toBe(memberIds.hod);
  });

  test("is nobody when the department has no hod or no member has that email", async () => {
    const everyone = await listAllFaculty();
    expect(findHeadOfDepartment({ hod: null }, everyone)).toBeUndefined();
    expect(findHeadOfDepartment({ hod: "  " }, everyone)).toBeUndefined();
    expect(findHeadOfDepartment({ hod: "sushil.chandra@dseu.ac.in" }, everyone)).toBeUndefined();
  });
});

describe("a department's faculty", () => {
  test("is grouped by designation, senior first, other designations last, names sorted", async () => {
    const groups = groupByDesignation(await civilMembers());
    expect(groups.map((g) => g.designation)).toEqual([
      "Professor",
      "Associate Professor",
      "Lecturer",
      "Visiting Faculty",
    ]);
    expect(groups[1]!.members.map(facultyDisplayName)).toEqual(["Dr. Anupam Upadhyay", "Ms. Asha Bose"]);
  });

  test("is split into DSEU and Deemed Deputation, both always present", async () => {
    const byType = groupByFacultyType(await civilMembers());
    expect(byType.map((g) => [g.type, g.members.length])).toEqual([
      ["DSEU", 4],
      ["Deemed Deputation", 1],
    ]);
    const onlyDseu = groupByFacultyType((await civilMembers()).filter((m: FacultyRecord) => m.facultyType === "DSEU"));
    expect(onlyDseu.map((g) => [g.type, g.members.length])).toEqual([
      ["DSEU", 4],
      ["Deemed Deputation", 0],
    ]);
  });
});

describe("schools and profiles", () => {
  test("a school keeps its departments in order, and ?department= selects one (else the first)", async () => {
    const school = (await findDepartmentSchool(ids.school))!;
    expect(school.departments.map((d) => d.name)).toEqual(["Architecture", "Civil Engineering"]);
    expect(selectDepartment(school, ids.civil)?.name).toBe("Civil Engineering");
    expect(selectDepartment(school, undefined)?.name).toBe("Architecture");
    expect(selectDepartment(school, ids.orphan)?.name).toBe("Architecture");
    expect(selectDepartment((await findDepartmentSchool(ids.emptySchool))!, undefined)).toBeUndefined();
  });

  test("schools are found by id only; a department leads back to its school", async () => {
    expect(await findDepartmentSchool("000000000000000000000000")).toBeUndefined();
    expect(await findDepartmentSchool("FACES")).toBeUndefined();
    expect((await findSchoolOfDepartment(ids.civil))?.id).toBe(ids.school);
    expect(await findSchoolOfDepartment(ids.orphan)).toBeUndefined();
  });

  test("a profile has the member's department and research; unknown ids find nothing", async () => {
    const hod = await findFaculty(memberIds.hod!);
    expect(hod).toMatchObject({ designation: "Associate Professor", department: { name: "Civil Engineering" } });
    expect(hod?.research).toEqual([expect.objectContaining({ researchArea: "Structures", publications: "A\nB" })]);
    expect(await findFaculty("000000000000000000000000")).toBeUndefined();
    expect(await findFaculty("x")).toBeUndefined();
  });
});
