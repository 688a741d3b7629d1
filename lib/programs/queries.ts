import "server-only";
import { asc, eq, inArray } from "drizzle-orm";
import { unstable_cache } from "next/cache";
import { db } from "../db/client";
import { campuses, departments, programCampuses, programs, type ProgramYears } from "../db/schema";
import { type ProgramLevel } from "./levels";
import { CACHE_TAGS } from "../cache-tags";
import { isId } from "../ids";
import { PROGRAM_LEVELS } from "./levels";
import { sortByName } from "../sort";

export type ProgramRecord = {
  id: string;
  name: string;
  code: string;
  level: ProgramLevel;
  duration: string;
  mode: string;
  description: string;
  eligibility: string;
  /** The Hindi of the name, description and eligibility; null where none is written. */
  nameHi: string | null;
  descriptionHi: string | null;
  eligibilityHi: string | null;
  /** As published; null where the university has published no fee for the programme. */
  fees: string | null;
  /** Seats in a year across its campuses; null where none is published. */
  seats: number | null;
  years: ProgramYears | null;
  department: { id: string; name: string; nameHi: string | null; hod: string | null } | null;
  campuses: { id: string; name: string; slug: string }[];
  updatedAt: string;
};

async function readPrograms(): Promise<ProgramRecord[]> {
  const rows = await db()
    .select({
      program: programs,
      department: { id: departments.id, name: departments.name, nameHi: departments.nameHi, hod: departments.hod },
    })
    .from(programs)
    .leftJoin(departments, eq(departments.id, programs.departmentId))
    .orderBy(asc(programs.name), asc(programs.id));
  const links = rows.length
    ? await db()
        .select({ programId: programCampuses.programId, id: campuses.id, name: campuses.name, slug: campuses.slug })
        .from(programCampuses)
        .innerJoin(campuses, eq(campuses.id, programCampuses.campusId))
        .where(
          inArray(
            programCampuses.programId,
            rows.map((r) => r.program.id),
          ),
        )
        .orderBy(asc(campuses.name))
    : [];
  return rows.map(({ program: p, department }) => ({
    id: p.id,
    name: p.name,
    code: p.code,
    level: p.level,
    duration: p.duration,
    mode: p.mode,
    description: p.description,
    eligibility: p.eligibility,
    nameHi: p.nameHi,
    descriptionHi: p.descriptionHi,
    eligibilityHi: p.eligibilityHi,
    fees: p.fees,
    seats: p.seats,
    years: p.years ?? null,
    department: department?.id ? department : null,
    campuses: links.filter((l) => l.programId === p.id).map(({ id, name, slug }) => ({ id, name, slug })),
    updatedAt: p.updatedAt.toISOString(),
  }));
}

/** Every programme with its department and campuses, sorted by name. */
export const listPrograms = unstable_cache(readPrograms, ["programs:all"], {
  tags: [CACHE_TAGS.programs, CACHE_TAGS.campuses, CACHE_TAGS.departments],
});

export async function findProgram(id: string): Promise<ProgramRecord | undefined> {
  if (!isId(id)) return undefined;
  return (await listPrograms()).find((p) => p.id === id);
}

export async function listProgramsOfDepartment(departmentId: string): Promise<ProgramRecord[]> {
  return (await listPrograms()).filter((p) => p.department?.id === departmentId);
}

/** Level names in URLs are matched case-insensitively: /courses/ug, /Courses/Diploma. */
export function parseProgramLevel(value: string): ProgramLevel | undefined {
  const upper = value.toUpperCase();
  return upper === "DIPLOMA" || upper === "UG" || upper === "PG" ? upper : undefined;
}

/** A programme card links to its page only when it has a year-by-year structure. */
export function hasProgramDetail(program: Pick<ProgramRecord, "years">): boolean {
  return program.years !== null && typeof program.years === "object" && !Array.isArray(program.years);
}

/**
 * The programmes of one level, sorted by name. `level` is the URL segment, matched
 * case-insensitively ("ug", "Diploma"); undefined when it names no level.
 */
export function programsOfLevel(all: readonly ProgramRecord[], level: string): ProgramRecord[] | undefined {
  const wanted = parseProgramLevel(level);
  if (!wanted) return undefined;
  return sortByName(all.filter((p) => p.level === wanted));
}

export async function listProgramsOfLevel(level: string): Promise<ProgramRecord[] | undefined> {
  return programsOfLevel(await listPrograms(), level);
}

/** Every level in the order DIPLOMA, UG, PG, each with its programmes sorted by name. */
export function groupProgramsByLevel(
  all: readonly ProgramRecord[],
): { level: ProgramLevel; programs: ProgramRecord[] }[] {
  return PROGRAM_LEVELS.map((level) => ({ level, programs: sortByName(all.filter((p) => p.level === level)) }));
}

/** The visitor's filter: case-insensitive text in the name (English or Hindi), code or department. */
export function matchesProgramFilter(program: ProgramRecord, text: string): boolean {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return true;
  return [program.name, program.nameHi ?? "", program.code, program.department?.name ?? ""].some((field) =>
    field.toLowerCase().includes(wanted),
  );
}

/** Programmes a campus runs, sorted by name. */
export function programsAtCampus(all: readonly ProgramRecord[], campusId: string): ProgramRecord[] {
  return sortByName(all.filter((p) => p.campuses.some((c) => c.id === campusId)));
}
