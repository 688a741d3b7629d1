import type { LegacyProgram } from "@/lib/programs/legacy";
import type { ProgramLevel } from "@/lib/programs/levels";

/** What a home-page programme card needs; `linked` when the programme has a year-by-year page. */
export type ProgrammeCard = { id: string; code: string; name: string; level: ProgramLevel; linked: boolean };

export const HOME_PROGRAMME_COUNT = 6;

/** A programme list loaded in the browser is treated as fresh for seven minutes. */
export const PROGRAMMES_FRESH_MS = 7 * 60 * 1000;

const LEVEL_OF: Record<LegacyProgram["programLevel"], ProgramLevel> = { Diploma: "DIPLOMA", UG: "UG", PG: "PG" };

export function toProgrammeCard(program: LegacyProgram): ProgrammeCard {
  const years: unknown = program.years;
  return {
    id: program._id,
    code: program.code,
    name: program.name,
    level: LEVEL_OF[program.programLevel],
    // A card is a link only when `years` is an object, as the old site decided.
    linked: typeof years === "object" && years !== null && !Array.isArray(years),
  };
}

/** Up to `count` different items in random order (a partial Fisher-Yates shuffle). */
export function pickRandom<T>(items: readonly T[], count: number, random: () => number = Math.random): T[] {
  const pool = [...items];
  const picked: T[] = [];
  while (picked.length < count && pool.length > 0) {
    const index = Math.floor(random() * pool.length);
    picked.push(pool.splice(index, 1)[0]!);
  }
  return picked;
}

/** The ids of up to six randomly chosen programmes of a level. */
export function pickProgrammeIds(
  cards: readonly ProgrammeCard[],
  level: ProgramLevel,
  random?: () => number,
): string[] {
  return pickRandom(
    cards.filter((card) => card.level === level),
    HOME_PROGRAMME_COUNT,
    random,
  ).map((card) => card.id);
}
