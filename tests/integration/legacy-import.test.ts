import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { asc, count, eq, ilike } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { auditLog, campuses, departmentSchoolMembers, departmentSchools, departments, faculty } from "@/lib/db/schema";
import { isId, newId } from "@/lib/ids";
import { importLegacyFolder, type ImportReport } from "@/lib/legacy/import";
import { setupTestDatabase, type TestDatabase } from "../helpers/test-database";

const LEGACY_DIR = path.resolve(process.cwd(), "../shared/data/legacy");

let testDb: TestDatabase;
let database: Database;
const fixtureDirs: string[] = [];

beforeAll(async () => {
  testDb = await setupTestDatabase();
  database = testDb.handle.db;
});
afterAll(async () => {
  for (const dir of fixtureDirs) fs.rmSync(dir, { recursive: true, force: true });
  await testDb.teardown();
});

async function clearImportedTables(): Promise<void> {
  await database.delete(departmentSchoolMembers);
  await database.delete(faculty);
  await database.delete(departmentSchools);
  await database.delete(departments);
  await database.delete(campuses);
  await database.delete(auditLog);
}

/** A folder of small export files written by the test itself. */
function fixtureFolder(files: Record<string, unknown>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "dseu-legacy-fixture-"));
  fixtureDirs.push(dir);
  for (const [name, content] of Object.entries(files)) {
    fs.writeFileSync(path.join(dir, name), typeof content === "string" ? content : JSON.stringify(content));
  }
  return dir;
}

async function rowCount(
  table: typeof departments | typeof departmentSchools | typeof faculty | typeof campuses | typeof auditLog,
) {
  const [row] = await database.select({ n: count() }).from(table);
  return Number(row?.n ?? 0);
}

async function departmentByName(name: string) {
  const [row] = await database.select().from(departments).where(eq(departments.name, name));
  return row;
}

async function facultyByEmail(email: string) {
  const [row] = await database.select().from(faculty).where(eq(faculty.email, email));
  return row;
}

async function updatedAtSnapshot(): Promise<string[]> {
  const stamps = await Promise.all(
    [departments, departmentSchools, faculty, campuses].map(async (table) =>
      (await database.select({ id: table.id, updatedAt: table.updatedAt }).from(table).orderBy(asc(table.id))).map(
        (row) => `${row.id}@${row.updatedAt.toISOString()}`,
      ),
    ),
  );
  return stamps.flat();
}

const counts = (created: number, updated: number, unchanged: number, merged = 0) => ({
  created,
  updated,
  unchanged,
  merged,
  rejected: 0,
  warnings: 0,
});

describe("importing the old backend's exports into an empty database", () => {
  let first: ImportReport;
  let second: ImportReport;
  let stampsAfterFirst: string[];

  beforeAll(async () => {
    await clearImportedTables();
    first = await importLegacyFolder(LEGACY_DIR, database);
    stampsAfterFirst = await updatedAtSnapshot();
    second = await importLegacyFolder(LEGACY_DIR, database);
  });

  test("the first run creates every record, folding the second Guru Nanak Dev entry into the first", () => {
    expect(first.filesRead).toEqual([
      "departments.json",
      "departmentSchools.json",
      "facultiesfinal5.json",
      "campus.json",
    ]);
    expect(first.counts).toEqual({
      departments: counts(105, 0, 0),
      departmentSchools: counts(15, 0, 0),
      faculty: counts(93, 0, 0),
      campuses: counts(6, 0, 0, 1),
    });
    expect(first.rejections).toEqual([]);
    expect(first.warnings).toEqual([]);
  });

  test("the rows are in the database", async () => {
    expect(await rowCount(departments)).toBe(105);
    expect(await rowCount(departmentSchools)).toBe(15);
    expect(await rowCount(faculty)).toBe(93);
    expect(await rowCount(campuses)).toBe(6);
    const [members] = await database.select({ n: count() }).from(departmentSchoolMembers);
    expect(Number(members?.n)).toBe(105);
  });

  test("the second run creates nothing and updates nothing", async () => {
    expect(second.counts).toEqual({
      departments: counts(0, 0, 105),
      departmentSchools: counts(0, 0, 15),
      faculty: counts(0, 0, 93),
      campuses: counts(0, 0, 6, 1),
    });
    expect(second.rejections).toEqual([]);
    expect(await updatedAtSnapshot()).toEqual(stampsAfterFirst);
  });

  test("departments keep their legacy ids from departmentSchools.json", async () => {
    expect(await departmentByName("Department of Fashion Design")).toMatchObject({
      id: "67dbb64f8ca4a5cd0c114a4a",
      hod: "vijay.kumar@dseu.ac.in",
    });
    expect((await departmentByName("Department of Agri Business Management"))?.id).toBe("67dbb64d8ca4a5cd0c114a2c");
    expect((await departmentByName("Department of Relationship Management"))?.id).toBe("67dbb6538ca4a5cd0c114ae6");
    expect((await departmentByName("Department of Korean Language"))?.id).toBe("67dbb6538ca4a5cd0c114ad4");
    expect((await departmentByName("Department of Tourism and Cultural Affairs"))?.id).toBe("67dbb6548ca4a5cd0c114afe");
  });

  test("Rehabilitation Science, the department no school lists, gets a new id and stays in FAMSHS", async () => {
    const rehabilitation = await departmentByName("Department of Rehabilitation Science");
    expect(isId(rehabilitation?.id)).toBe(true);
    expect(rehabilitation?.id.startsWith("67dbb6")).toBe(false);
    const [school] = await database
      .select()
      .from(departmentSchools)
      .where(eq(departmentSchools.name, "Faculty of Allied Medical Sciences and Healthcare Skills (FAMSHS)"));
    const members = await database
      .select({ name: departments.name, position: departmentSchoolMembers.position })
      .from(departmentSchoolMembers)
      .innerJoin(departments, eq(departments.id, departmentSchoolMembers.departmentId))
      .where(eq(departmentSchoolMembers.schoolId, school?.id ?? ""))
      .orderBy(asc(departmentSchoolMembers.position));
    expect(members).toEqual([
      { name: "Department of Allied Medical Science", position: 0 },
      { name: "Department of Allied Health Care Science", position: 1 },
      { name: "Department of Pharmaceutical Science", position: 2 },
      { name: "Department of Optometry & Vision Science", position: 3 },
      { name: "Department of Rehabilitation Science", position: 4 },
    ]);
  });

  test("faculty members are linked to the department of their legacy dept_id", async () => {
    const linkedDepartment = async (email: string) => {
      const member = await facultyByEmail(email);
      const [row] = await database
        .select()
        .from(departments)
        .where(eq(departments.id, member?.departmentId ?? ""));
      return row?.name;
    };
    expect(await linkedDepartment("puneet.a.singh@dseu.ac.in")).toBe("Department of Fashion Design");
    expect(await linkedDepartment("vijay.p.raghuvanshi@dseu.ac.in")).toBe("Department of Facility Management");
    expect(await linkedDepartment("kamna.sachdeva@dseu.ac.in")).toBe("Department of Sustainability Science");
    expect(await facultyByEmail("puneet.a.singh@dseu.ac.in")).toMatchObject({
      facultyType: "DSEU",
      designation: "Assistant Professor",
      school: "Faculty of Design Skills (FDS)",
    });
  });

  test("faculty emails are lower-cased and a missing surname becomes an empty string", async () => {
    expect(await facultyByEmail("miniti.binju@dseu.ac.in")).toBeDefined();
    const [withoutSurname] = await database.select({ n: count() }).from(faculty).where(eq(faculty.surname, ""));
    expect(Number(withoutSurname?.n)).toBe(8);
  });

  test("Guru Nanak Dev is one campus with the later entry's fields and both entries' lists", async () => {
    const rows = await database.select().from(campuses).where(ilike(campuses.name, "%guru nanak dev%"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Guru Nanak Dev DSEU Campus",
      slug: "guru-nanak-dev-dseu-campus",
      zone: "north",
      director: "H. R. Meena",
      address: "Sector - 18, Rohini, Delhi - 110089",
      photoUrl: "https://drive.google.com/open?id=1Rwu6ixVw-loCxnTSPpu3z2G8xMvDr6RB",
    });
    expect(rows[0]?.programmesOffered).toHaveLength(9);
    expect(rows[0]?.labs).toHaveLength(12);
    expect(rows[0]?.activityPhotos).toHaveLength(14);
  });

  test("Jaffarpur is in the west zone, its slug has no trailing dash and its map link is kept", async () => {
    const [jaffarpur] = await database.select().from(campuses).where(ilike(campuses.name, "%jaffarpur%"));
    expect(jaffarpur).toMatchObject({
      name: "DSEU Jaffarpur Campus",
      slug: "dseu-jaffarpur-campus",
      zone: "west",
      director: "Porusu Ramanaiah",
      address: "",
      mapUrl: "https://maps.app.goo.gl/YNiHzdH5A8PRcBY38?g_st=aw",
      programmesOffered: ["Diploma in Computer Engg", "Bachelor of Computer Applications BCA"],
      labs: ["Computer Lab 1", "Computer Lab2"],
    });
    expect(jaffarpur?.activityPhotos).toHaveLength(5);
  });

  test("every run writes an audit row with its counts", async () => {
    const rows = await database
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "legacy.import"))
      .orderBy(asc(auditLog.createdAt));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ actor: "system", entityType: "import", after: first.counts });
    expect(rows[1]?.after).toEqual(second.counts);
  });
});

test("a department that exists under another id is re-keyed to its legacy id, and references follow", async () => {
  await clearImportedTables();
  const physicsId = newId();
  const healthcareId = newId();
  await database.insert(departments).values([
    { id: physicsId, name: "department of physics" },
    { id: healthcareId, name: "Allied Healthcare Science" },
  ]);
  await database
    .insert(faculty)
    .values({ id: newId(), email: "test.member@example.org", firstname: "Test", departmentId: physicsId });

  const report = await importLegacyFolder(LEGACY_DIR, database);

  expect(report.counts.departments).toEqual(counts(103, 2, 0));
  expect(await rowCount(departments)).toBe(105);
  expect(await departmentByName("Department of Physics")).toMatchObject({
    id: "67dbb6508ca4a5cd0c114a76",
    hod: "rita.malik@dseu.ac.in",
  });
  expect((await departmentByName("Department of Allied Health Care Science"))?.id).toBe("67dbb64e8ca4a5cd0c114a3e");
  expect((await facultyByEmail("test.member@example.org"))?.departmentId).toBe("67dbb6508ca4a5cd0c114a76");
  const [old] = await database.select().from(departments).where(eq(departments.id, physicsId));
  expect(old).toBeUndefined();
});

test("bad records are rejected with their file, index and reason; unknown departments only warn", async () => {
  await clearImportedTables();
  const folder = fixtureFolder({
    "departments.json": [
      { department: "Department of Physics" },
      { department: "  " },
      { department: "Department of  PHYSICS" },
    ],
    "facultiesfinal5.json": [
      { email: "ok.person@dseu.ac.in", firstname: "Ok", dept_id: "67dbb6508ca4a5cd0c114a76" },
      { firstname: "No Email" },
      { email: "broken", firstname: "Bad" },
      { email: "no.name@dseu.ac.in" },
      { email: "OK.Person@dseu.ac.in", firstname: "Again" },
    ],
    "campus.json": [{ "Name of the Campus": "DSEU Narela Campus" }, { "Location of the Campus": "Delhi" }],
  });

  const report = await importLegacyFolder(folder, database);

  expect(report.rejections).toEqual([
    { file: "departments.json", index: 1, reason: "missing department name" },
    { file: "departments.json", index: 2, reason: "same department as entry 0" },
    { file: "facultiesfinal5.json", index: 1, reason: "missing email" },
    { file: "facultiesfinal5.json", index: 2, reason: 'invalid email "broken"' },
    { file: "facultiesfinal5.json", index: 3, reason: "missing firstname" },
    { file: "facultiesfinal5.json", index: 4, reason: "duplicate email ok.person@dseu.ac.in (entry 0)" },
    { file: "campus.json", index: 0, reason: 'zone cannot be derived from the name "DSEU Narela Campus"' },
    { file: "campus.json", index: 1, reason: "missing campus name" },
  ]);
  expect(report.warnings).toEqual([
    {
      file: "facultiesfinal5.json",
      index: 0,
      reason: "department 67dbb6508ca4a5cd0c114a76 does not exist; imported without department",
    },
  ]);
  expect(report.counts.faculty).toEqual({ created: 1, updated: 0, unchanged: 0, merged: 0, rejected: 4, warnings: 1 });
  expect((await facultyByEmail("ok.person@dseu.ac.in"))?.departmentId).toBeNull();
  expect(await rowCount(campuses)).toBe(0);
});

test("a malformed JSON file makes the import throw before anything is written", async () => {
  await clearImportedTables();
  await importLegacyFolder(LEGACY_DIR, database);
  const before = { departments: await rowCount(departments), audit: await rowCount(auditLog) };
  const folder = fixtureFolder({
    "departments.json": [{ department: "Department of Never Imported" }],
    "campus.json": "[{ broken",
  });

  await expect(importLegacyFolder(folder, database)).rejects.toThrow(/campus\.json is not valid JSON/);
  await expect(importLegacyFolder(path.join(folder, "missing"), database)).rejects.toThrow(/Folder not found/);

  expect(await departmentByName("Department of Never Imported")).toBeUndefined();
  expect({ departments: await rowCount(departments), audit: await rowCount(auditLog) }).toEqual(before);
});

test("a database error part-way through rolls the whole import back", async () => {
  await clearImportedTables();
  // Matching Ranhola finds one of these rows and the other then blocks the unique name or slug.
  await database.insert(campuses).values([
    { id: newId(), name: "DSEU Ranhola Campus", slug: "old-ranhola", zone: "west" },
    { id: newId(), name: "Ranhola (old page)", slug: "dseu-ranhola-campus", zone: "west" },
  ]);
  const folder = fixtureFolder({
    "departments.json": [{ department: "Department of Rolled Back" }],
    "campus.json": [{ "Name of the Campus": "DSEU Ranhola Campus", "Name of the campus director": "Someone New" }],
  });

  await expect(importLegacyFolder(folder, database)).rejects.toMatchObject({ cause: { code: "23505" } });

  expect(await departmentByName("Department of Rolled Back")).toBeUndefined();
  expect(await rowCount(auditLog)).toBe(0);
  const directors = (await database.select({ director: campuses.director }).from(campuses)).map((row) => row.director);
  expect(directors).toEqual(["", ""]);
});
