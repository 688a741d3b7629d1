import { ROUND_KEYS, ROUND_PAGES as ROUND_TEXT, type RoundKey, type RoundPage as RoundText } from "./round-pages";
import type { ResultCategory } from "./vocabulary";
import { NotFoundError } from "../errors";

export { ROUND_KEYS };
export type { RoundKey };

/** A round's pages and facts (lib/admissions/round-pages.ts), its category one of the result categories. */
export type RoundPage = RoundText & { category: ResultCategory };

export const ROUND_PAGES: Readonly<Record<RoundKey, RoundPage>> = ROUND_TEXT;

export function isRoundKey(value: unknown): value is RoundKey {
  return typeof value === "string" && (ROUND_KEYS as readonly string[]).includes(value);
}

/** The page set of a round, or undefined for a (category, round) no public page serves. */
export function findRoundPage(category: ResultCategory, round: number): RoundPage | undefined {
  return ROUND_KEYS.map((k) => ROUND_PAGES[k]).find((p) => p.category === category && p.round === round);
}

/** Staff may only manage the rounds candidates can reach; any other pair is refused by name. */
export function requireRoundPage(category: ResultCategory, round: number): RoundPage {
  const page = findRoundPage(category, round);
  if (!page)
    throw new NotFoundError(`There is no ${category} round ${round}: the rounds are ${ROUND_KEYS.join(", ")}.`);
  return page;
}

export function roundPage(key: RoundKey): RoundPage {
  return ROUND_PAGES[key];
}
