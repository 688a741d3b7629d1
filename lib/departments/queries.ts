import "server-only";
import { asc, eq } from "drizzle-orm";
import { unstable_cache } from "next/cache";
import { db } from "../db/client";
import { departmentSchoolMembers, departmentSchools, departments } from "../db/schema";
import { CACHE_TAGS } from "../cache-tags";
import { isId } from "../ids";

/** `nameHi` is the Hindi name staff wrote; null where none is (the English is shown, marked English). */
export type DepartmentRecord = {
  id: string;
  name: string;
  nameHi: string | null;
  hod: string | null;
  updatedAt: string;
};
export type DepartmentSchoolRecord = {
  id: string;
  name: string;
  nameHi: string | null;
  departments: DepartmentRecord[];
  updatedAt: string;
};

function toDepartmentRecord(d: typeof departments.$inferSelect): DepartmentRecord {
  return { id: d.id, name: d.name, nameHi: d.nameHi, hod: d.hod, updatedAt: d.updatedAt.toISOString() };
}

async function readDepartments(): Promise<DepartmentRecord[]> {
  const rows = await db().select().from(departments).orderBy(asc(departments.name));
  return rows.map(toDepartmentRecord);
}

/** Every department, sorted by name. */
export const listDepartments = unstable_cache(readDepartments, ["departments:all"], { tags: [CACHE_TAGS.departments] });

async function readDepartmentSchools(): Promise<DepartmentSchoolRecord[]> {
  const [schools, members] = await Promise.all([
    db().select().from(departmentSchools).orderBy(asc(departmentSchools.name)),
    db()
      .select({ schoolId: departmentSchoolMembers.schoolId, department: departments })
      .from(departmentSchoolMembers)
      .innerJoin(departments, eq(departments.id, departmentSchoolMembers.departmentId))
      .orderBy(asc(departmentSchoolMembers.position)),
  ]);
  return schools.map((s) => ({
    id: s.id,
    name: s.name,
    nameHi: s.nameHi,
    updatedAt: s.updatedAt.toISOString(),
    departments: members.filter((m) => m.schoolId === s.id).map(({ department }) => toDepartmentRecord(department)),
  }));
}

/** The university's Faculties (department schools), sorted by name, each with its departments in order. */
export const listDepartmentSchools = unstable_cache(readDepartmentSchools, ["department-schools:all"], {
  tags: [CACHE_TAGS.departments],
});

export async function findDepartmentSchool(id: string): Promise<DepartmentSchoolRecord | undefined> {
  if (!isId(id)) return undefined;
  return (await listDepartmentSchools()).find((s) => s.id === id);
}

/** The school (Faculty) a department belongs to, if any. */
export async function findSchoolOfDepartment(departmentId: string): Promise<DepartmentSchoolRecord | undefined> {
  return (await listDepartmentSchools()).find((s) => s.departments.some((d) => d.id === departmentId));
}
