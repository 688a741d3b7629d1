import type { ProgramLevel } from "@/lib/programs/levels";

/**
 * Each level's URL segment (/courses/ug), and its English name for the pages that have no Hindi
 * version yet (a department's programmes); the programme pages take the level's words from the
 * catalogue (programmePages.levels).
 */
export const LEVEL_INFO: Record<ProgramLevel, { name: string; segment: string }> = {
  DIPLOMA: { name: "Diploma", segment: "diploma" },
  UG: { name: "Undergraduate (UG)", segment: "ug" },
  PG: { name: "Postgraduate (PG)", segment: "pg" },
};

export function levelPath(level: ProgramLevel): string {
  return `/courses/${LEVEL_INFO[level].segment}`;
}
