/**
 * The behaviour of the administrative offices (content-facts §6): which sub-pages of
 * /administration/administrative exist and in what order the side menu lists them, and which
 * notice board each board page shows. Their words are the page items' (first version:
 * lib/db/seed/content/pages/administration.ts), edited in /admin/content.
 */

export const ADMINISTRATIVE_PATH = "/administration/administrative";

/** The sub-pages' URL segments in the order of the side menu (their case is part of old links). */
export const administrativeSlugs = [
  "board-of-management",
  "statutory-bodies",
  "team-dseu",
  "Statutes",
  "advisory-board",
  "employee-policy",
  "important-forms",
  "office-orders",
  "circulars",
] as const;

export type AdministrativeSlug = (typeof administrativeSlugs)[number];

/** The address of a sub-page: its page item's path. */
export function administrativePath(slug: AdministrativeSlug): string {
  return `${ADMINISTRATIVE_PATH}/${slug}`;
}

/** The canonical spelling of a sub-page segment, whatever its case; undefined for an unknown one. */
export function canonicalAdministrativeSlug(segment: string): AdministrativeSlug | undefined {
  return administrativeSlugs.find((slug) => slug.toLowerCase() === segment.toLowerCase());
}

/** "employee-records" → "Employee Records": the section's name on the under-construction view. */
export function sectionNameFromSlug(segments: string[]): string {
  return segments
    .join(" ")
    .replace(/[-_]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());
}

/**
 * The four statutory bodies and the notice sections holding their member lists and minutes; their
 * names are in the catalogues (noticeBoards.statutoryBodies.bodies), by key.
 */
export const statutoryBodies = [
  { key: "university-court", membersSection: "member university court", minutesSection: "university court" },
  {
    key: "board-of-management",
    membersSection: "member board of management",
    minutesSection: "board of management",
  },
  { key: "academic-council", membersSection: "member academic council", minutesSection: "academic council" },
  { key: "finance-committee", membersSection: "member finance comittee", minutesSection: "finance comittee" },
] as const;

export type StatutoryBody = (typeof statutoryBodies)[number];

/** The notice section of each of the three document boards of the administration; their words are in the catalogues. */
export const administrativeBoards = {
  "important-forms": "ad important forms",
  "office-orders": "ad office orders",
  circulars: "ad circulars",
} as const;
