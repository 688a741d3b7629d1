/** The years a programme's structure can describe, in order (the legacy `years.yearN` keys). */
export const PROGRAM_YEAR_KEYS = ["year1", "year2", "year3", "year4"] as const;
export type ProgramYearKey = (typeof PROGRAM_YEAR_KEYS)[number];
