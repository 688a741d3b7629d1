import "server-only";
import { asc } from "drizzle-orm";
import { unstable_cache } from "next/cache";
import { db } from "../db/client";
import { programs, type ProgramLevel, type ProgramYears } from "../db/schema";
import { CACHE_TAGS } from "../cache-tags";

export type ProgramSummary = {
  id: string;
  name: string;
  code: string;
  level: ProgramLevel;
  duration: string;
  years: ProgramYears | null;
};

async function readPrograms(): Promise<ProgramSummary[]> {
  return db()
    .select({ id: programs.id, name: programs.name, code: programs.code, level: programs.level, duration: programs.duration, years: programs.years })
    .from(programs)
    .orderBy(asc(programs.name));
}

/** Every programme, sorted by name. */
export const listPrograms = unstable_cache(readPrograms, ["programs:all"], { tags: [CACHE_TAGS.programs] });

/** A programme card links to its page only when it has a year-by-year structure. */
export function hasProgramDetail(program: Pick<ProgramSummary, "years">): boolean {
  return program.years !== null && typeof program.years === "object" && !Array.isArray(program.years);
}
