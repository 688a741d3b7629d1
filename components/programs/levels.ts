import type { ProgramLevel } from "@/lib/programs/levels";

/** Each level's URL segment (/courses/ug); the level's words are in the catalogue (programmePages.levels). */
export const LEVEL_INFO: Record<ProgramLevel, { segment: string }> = {
  DIPLOMA: { segment: "diploma" },
  UG: { segment: "ug" },
  PG: { segment: "pg" },
};

export function levelPath(level: ProgramLevel): string {
  return `/courses/${LEVEL_INFO[level].segment}`;
}
