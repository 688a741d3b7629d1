import "server-only";
import { asc, eq, inArray, sql } from "drizzle-orm";
import { unstable_cache } from "next/cache";
import { db } from "../db/client";
import { departments, faculty, facultyResearch, storedFiles } from "../db/schema";
import { CACHE_TAGS } from "../cache-tags";
import { isId } from "../ids";
import { compareText } from "../sort";
import { fileUrl } from "../files/urls";

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
  /** The photo's address: a path on this site for an uploaded photo, an https address otherwise, or "". */
  photo: string;
  /** The stored file of an uploaded photo. */
  photoFileId: string | null;
  department: { id: string; name: string; nameHi: string | null; hod: string | null } | null;
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
      .select({
        member: faculty,
        department: { id: departments.id, name: departments.name, nameHi: departments.nameHi, hod: departments.hod },
        photoFile: { id: storedFiles.id, originalName: storedFiles.originalName },
      })
      .from(faculty)
      .leftJoin(departments, eq(departments.id, faculty.departmentId))
      .leftJoin(storedFiles, eq(storedFiles.id, faculty.photoFileId))
      .orderBy(asc(faculty.firstname), asc(faculty.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db()
      .select({ n: sql<number>`count(*)::int` })
      .from(faculty),
  ]);
  const research = rows.length
    ? await db()
        .select()
        .from(facultyResearch)
        .where(
          inArray(
            facultyResearch.facultyId,
            rows.map((r) => r.member.id),
          ),
        )
        .orderBy(asc(facultyResearch.createdAt))
    : [];
  const items = rows.map(({ member: m, department, photoFile }) => ({
    id: m.id,
    salutation: m.salutation,
    firstname: m.firstname,
    surname: m.surname,
    email: m.email,
    designation: m.designation,
    facultyType: m.facultyType,
    school: m.school,
    overview: m.overview,
    photo: photoFile?.id ? fileUrl(photoFile.id, photoFile.originalName) : m.photo,
    photoFileId: photoFile?.id ? photoFile.id : null,
    department: department?.id ? department : null,
    research: research
      .filter((r) => r.facultyId === m.id)
      .map((r) => ({
        id: r.id,
        researchArea: r.researchArea,
        researchOverview: r.researchOverview,
        publications: r.publications,
      })),
    updatedAt: m.updatedAt.toISOString(),
  }));
  return { items, totalItems: total?.n ?? 0 };
}

/** One page of faculty members sorted by first name, with department and research entries. */
export const listFaculty = unstable_cache(readFacultyPage, ["faculty:page"], {
  tags: [CACHE_TAGS.faculty, CACHE_TAGS.departments],
});

export async function findFaculty(id: string): Promise<FacultyRecord | undefined> {
  if (!isId(id)) return undefined;
  const { items } = await listFaculty(1, 100_000);
  return items.find((m) => m.id === id);
}

/** The member whose email this is (case ignored): the profile a Faculty account may edit. */
export async function findFacultyByEmail(email: string): Promise<FacultyRecord | undefined> {
  const wanted = email.trim().toLowerCase();
  return (await listAllFaculty()).find((m) => m.email.trim().toLowerCase() === wanted);
}

/** Every faculty member, sorted by first name (the list is small enough to read whole, and it is cached). */
export async function listAllFaculty(): Promise<FacultyRecord[]> {
  return (await listFaculty(1, 100_000)).items;
}

/** The head of a department: the member whose email equals the department's `hod` (case and spaces ignored). */
export function findHeadOfDepartment(
  department: { hod: string | null },
  members: readonly FacultyRecord[],
): FacultyRecord | undefined {
  const hod = department.hod?.trim().toLowerCase();
  if (!hod) return undefined;
  return members.find((m) => m.email.trim().toLowerCase() === hod);
}

/** Faculty types in the order pages show them; a member's type is one of these or another value staff set. */
export const FACULTY_TYPES = ["DSEU", "Deemed Deputation"] as const;

/** Designations from the most senior; any other designation follows, alphabetically. */
export const DESIGNATION_ORDER = [
  "Professor",
  "Associate Professor",
  "Assistant Professor",
  "Lecturer",
  "Emeritus Professor",
] as const;

function designationRank(designation: string): number {
  const index = DESIGNATION_ORDER.findIndex((d) => d.toLowerCase() === designation.trim().toLowerCase());
  return index === -1 ? DESIGNATION_ORDER.length : index;
}

/** Members grouped by designation (senior first), each group sorted by display name. */
export function groupByDesignation(
  members: readonly FacultyRecord[],
): { designation: string; members: FacultyRecord[] }[] {
  const groups = new Map<string, FacultyRecord[]>();
  for (const member of members) {
    const key =
      DESIGNATION_ORDER.find((d) => d.toLowerCase() === member.designation.trim().toLowerCase()) ??
      member.designation.trim();
    groups.set(key, [...(groups.get(key) ?? []), member]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => designationRank(a) - designationRank(b) || compareText(a, b))
    .map(([designation, list]) => ({
      designation,
      members: [...list].sort((a, b) => compareText(facultyDisplayName(a), facultyDisplayName(b))),
    }));
}

/** A department's members split by faculty type: DSEU first, then Deemed Deputation, then any other type. */
export function groupByFacultyType(members: readonly FacultyRecord[]): { type: string; members: FacultyRecord[] }[] {
  const types = [...new Set<string>([...FACULTY_TYPES, ...members.map((m) => m.facultyType)])];
  return types
    .map((type) => ({ type, members: members.filter((m) => m.facultyType === type) }))
    .filter((g, i) => i < FACULTY_TYPES.length || g.members.length > 0);
}
