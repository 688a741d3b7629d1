/** The levels a programme is offered at (/courses/{level}). */
export const PROGRAM_LEVELS = ["DIPLOMA", "UG", "PG"] as const;
export type ProgramLevel = (typeof PROGRAM_LEVELS)[number];
