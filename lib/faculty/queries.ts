import "server-only";
import { asc, eq, inArray, sql } from "drizzle-orm";
import { unstable_cache } from "next/cache";
import { db } from "../db/client";
import { departments, faculty, facultyResearch } from "../db/schema";
import { CACHE_TAGS } from "../cache-tags";
import { isId } from "../ids";

export type ResearchEntry = { id: string; researchArea: string; researchOverview: string; publications: string };
export type FacultyRecord = {
  id: string;
  salutation: string;
  firstname: string;
  surname: string;
  email: string;
  designation: string;
  facultyType: string;
  school: string | null;
  overview: string;
  photo: string;
  department: { id: string; name: string; hod: string | null } | null;
  research: ResearchEntry[];
  updatedAt: string;
};

/** "Dr. Asha Rao": salutation, first name and surname, as shown and as searched. */
export function facultyDisplayName(member: Pick<FacultyRecord, "salutation" | "firstname" | "surname">): string {
  return [member.salutation, member.firstname, member.surname].filter(Boolean).join(" ");
}

async function readFacultyPage(page: number, limit: number): Promise<{ items: FacultyRecord[]; totalItems: number }> {
  const [rows, [total]] = await Promise.all([
    db()
      .select({ member: faculty, department: { id: departments.id, name: departments.name, hod: departments.hod } })
      .from(faculty)
      .leftJoin(departments, eq(departments.id, faculty.departmentId))
      .orderBy(asc(faculty.firstname), asc(faculty.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db().select({ n: sql<number>`count(*)::int` }).from(faculty),
  ]);
  const research = rows.length
    ? await db().select().from(facultyResearch).where(inArray(facultyResearch.facultyId, rows.map((r) => r.member.id))).orderBy(asc(facultyResearch.createdAt))
    : [];
  const items = rows.map(({ member: m, department }) => ({
    id: m.id,
    salutation: m.salutation,
    firstname: m.firstname,
    surname: m.surname,
    email: m.email,
    designation: m.designation,
    facultyType: m.facultyType,
    school: m.school,
    overview: m.overview,
    photo: m.photo,
    department: department?.id ? department : null,
    research: research
      .filter((r) => r.facultyId === m.id)
      .map((r) => ({ id: r.id, researchArea: r.researchArea, researchOverview: r.researchOverview, publications: r.publications })),
    updatedAt: m.updatedAt.toISOString(),
  }));
  return { items, totalItems: total?.n ?? 0 };
}

/** One page of faculty members sorted by first name, with department and research entries. */
export const listFaculty = unstable_cache(readFacultyPage, ["faculty:page"], { tags: [CACHE_TAGS.faculty, CACHE_TAGS.departments] });

export async function findFaculty(id: string): Promise<FacultyRecord | undefined> {
  if (!isId(id)) return undefined;
  const { items } = await listFaculty(1, 100_000);
  return items.find((m) => m.id === id);
}

export async function listFacultyOfDepartment(departmentId: string): Promise<FacultyRecord[]> {
  const { items } = await listFaculty(1, 100_000);
  return items.filter((m) => m.department?.id === departmentId);
}
