/** The five zones DSEU groups its campuses in (/campus/zone/{zone}). */
export const ZONES = ["central", "north", "south", "east", "west"] as const;
export type Zone = (typeof ZONES)[number];
