import type { campuses } from "../db/schema";
import type { Zone } from "../campuses/zones";
import { isId } from "../ids";
import { campusSlug } from "../campuses/slug";

/**
 * Pure parsing and normalising of the old backend's JSON exports (legacy-api.md §4). Nothing here
 * touches the database; lib/legacy/import.ts decides what to write.
 */

export type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string };

export type LegacyDepartment = { name: string; hod: string | null };

export type LegacySchool = { name: string; departmentIds: string[] };

export type LegacyFaculty = {
  email: string;
  salutation: string;
  firstname: string;
  surname: string;
  designation: string;
  school: string | null;
  overview: string;
  photo: string;
  /** The department's ObjectId in the old database, or null when the record has none. */
  legacyDepartmentId: string | null;
};

/**
 * A campus of the old export, ready to write; `mapUrl` is only set when the old "location" was a
 * link (null leaves an existing map link alone). The export has no Hindi: staff's Hindi is kept.
 */
export type LegacyCampus = Omit<
  typeof campuses.$inferSelect,
  "id" | "createdAt" | "updatedAt" | "mapUrl" | "nameHi" | "addressHi" | "aboutHi" | "directorMessageHi"
> & {
  mapUrl: string | null;
};

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const URL_PATTERN = /^https?:\/\/\S+$/i;

export function collapseWhitespace(text: string): string {
  return text.trim().replace(/\s+/g, " ");
}

/** A string field of a record, trimmed; "" when absent or not a string. */
function textField(record: Record<string, unknown>, key: string): string {
  const value = record[key];
  return typeof value === "string" ? value.trim() : "";
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function normaliseEmail(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const email = value.trim().toLowerCase();
  return EMAIL_PATTERN.test(email) ? email : null;
}

export function isUrl(text: string): boolean {
  return URL_PATTERN.test(text.trim());
}

/** "['a', 'b']" (single or double quotes, stray spaces) → ["a", "b"]; null when not a bracketed list. */
export function parsePythonList(text: string): string[] | null {
  const trimmed = text.trim();
  if (!trimmed.startsWith("[") || !trimmed.endsWith("]")) return null;
  const inner = trimmed.slice(1, -1);
  const quoted = [...inner.matchAll(/'([^']*)'|"([^"]*)"/g)].map((m) => m[1] ?? m[2] ?? "");
  const items = quoted.length > 0 ? quoted : inner.split(",");
  return items.map((item) => item.trim()).filter(Boolean);
}

/** "a, b, and c" → ["a", "b", "c"]: the campus texts end their lists with an Oxford "and". */
export function parseCommaList(text: string): string[] {
  return text
    .split(",")
    .map((item) =>
      item
        .trim()
        .replace(/^and\s+/i, "")
        .trim(),
    )
    .filter(Boolean);
}

/** A list field given as a JSON array, a Python-style list string or a comma-separated string. */
export function parseListField(value: unknown): string[] {
  if (Array.isArray(value)) {
    return value
      .filter((item): item is string => typeof item === "string")
      .map((item) => item.trim())
      .filter(Boolean);
  }
  if (typeof value !== "string") return [];
  return parsePythonList(value) ?? parseCommaList(value);
}

/** Joins lists, keeping the first spelling of entries that differ only in case or spacing. */
export function mergeLists(...lists: string[][]): string[] {
  const seen = new Set<string>();
  const merged: string[] = [];
  for (const item of lists.flat()) {
    const key = collapseWhitespace(item).toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    merged.push(item);
  }
  return merged;
}

// ------------------------------------------------------------------------------------ departments

/** Trims and collapses spaces; also repairs the seed file's "Depatment of Korean Language". */
export function normaliseDepartmentName(raw: string): string {
  return collapseWhitespace(raw).replace(/^depatment\b/i, "Department");
}

/**
 * A loose key for finding a department that already exists under a slightly different spelling:
 * the seed names departments without "Department of", writes "Healthcare" where the old data has
 * "Health Care" and "Applications" where it has "Application", so case, spacing, punctuation, that
 * prefix and a final plural "s" are ignored.
 */
export function departmentMatchKey(name: string): string {
  return normaliseDepartmentName(name)
    .toLowerCase()
    .replace(/^department of /, "")
    .replace(/[^a-z0-9]/g, "")
    .replace(/s$/, "");
}

export function parseDepartmentRecord(record: unknown): Parsed<LegacyDepartment> {
  if (!isRecord(record)) return { ok: false, reason: "not an object" };
  const name = normaliseDepartmentName(textField(record, "department"));
  if (!name) return { ok: false, reason: "missing department name" };
  const hod = textField(record, "hod").toLowerCase();
  return { ok: true, value: { name, hod: hod || null } };
}

// ----------------------------------------------------------------------------------------- schools

export function parseSchoolRecord(record: unknown): Parsed<LegacySchool> {
  if (!isRecord(record)) return { ok: false, reason: "not an object" };
  const name = collapseWhitespace(textField(record, "school"));
  if (!name) return { ok: false, reason: "missing school name" };
  const departmentIds = parseListField(record.dept_id).map((id) => id.toLowerCase());
  return { ok: true, value: { name, departmentIds } };
}

export type DepartmentAlignment = {
  /** The legacy id of each entry of departments.json, by index; null where no id can be derived. */
  legacyIds: (string | null)[];
  /** For each school, the indexes into departments.json of its departments, in list order. */
  schoolMembers: number[][];
};

/** The ObjectId counter: the old database gave consecutive documents consecutive counters. */
function objectIdCounter(id: string): number {
  return Number.parseInt(id.slice(-6), 16);
}

/** The counter distance between two documents created one after the other (2 in the DSEU data). */
function counterStep(idLists: string[][]): number {
  const differences = idLists.flatMap((ids) => {
    const valid = ids.filter(isId);
    return valid.slice(1).map((id, i) => objectIdCounter(id) - objectIdCounter(valid[i] ?? id));
  });
  const positive = differences.filter((d) => d > 0);
  return positive.length > 0 ? Math.min(...positive) : 1;
}

/** How many documents were created between two ids without being referenced (0 when unknown). */
function skippedDocuments(before: string | undefined, after: string | undefined, step: number): number {
  if (!isId(before) || !isId(after)) return 0;
  const slots = (objectIdCounter(after) - objectIdCounter(before)) / step - 1;
  return Number.isInteger(slots) && slots > 0 ? slots : 0;
}

/**
 * Rebuilds which entry of departments.json carries which legacy id. Both files list the
 * departments school by school in the same order, so each school takes the next departments of
 * the file, one per id. The departments file has entries the schools never referenced (105 vs
 * 104: FAMSHS lists 4 ids for 5 departments); such a department shows as an ObjectId skipped
 * between the last id of one school and the first id of the next, so it is the school's last
 * department, without an id. Faculty records (dept_id plus the subject in their overview)
 * confirm this alignment.
 */
export function alignDepartmentsWithSchools(departmentCount: number, schoolIdLists: string[][]): DepartmentAlignment {
  const step = counterStep(schoolIdLists);
  const totalIds = schoolIdLists.reduce((sum, ids) => sum + ids.length, 0);
  let unreferenced = Math.max(0, departmentCount - totalIds);
  const legacyIds: (string | null)[] = Array.from({ length: departmentCount }, () => null);
  let cursor = 0;
  const schoolMembers = schoolIdLists.map((ids, i) => {
    const extra = Math.min(unreferenced, skippedDocuments(ids.at(-1), schoolIdLists[i + 1]?.[0], step));
    unreferenced -= extra;
    const members: number[] = [];
    for (const id of ids) {
      if (cursor >= departmentCount) break;
      legacyIds[cursor] = isId(id) ? id : null;
      members.push(cursor++);
    }
    for (let k = 0; k < extra && cursor < departmentCount; k++) members.push(cursor++);
    return members;
  });
  return { legacyIds, schoolMembers };
}

// ----------------------------------------------------------------------------------------- faculty

export function parseFacultyRecord(record: unknown): Parsed<LegacyFaculty> {
  if (!isRecord(record)) return { ok: false, reason: "not an object" };
  const email = normaliseEmail(record.email);
  if (!email) return { ok: false, reason: record.email ? `invalid email "${String(record.email)}"` : "missing email" };
  const firstname = collapseWhitespace(textField(record, "firstname"));
  if (!firstname) return { ok: false, reason: "missing firstname" };
  const legacyDepartmentId = textField(record, "dept_id").toLowerCase();
  return {
    ok: true,
    value: {
      email,
      salutation: textField(record, "salutation"),
      firstname,
      surname: collapseWhitespace(textField(record, "surname")),
      designation: collapseWhitespace(textField(record, "designation")) || "Professor",
      school: collapseWhitespace(textField(record, "school")) || null,
      overview: textField(record, "overview"),
      photo: textField(record, "photo"),
      legacyDepartmentId: legacyDepartmentId || null,
    },
  };
}

// ---------------------------------------------------------------------------------------- campuses

/** Trims, collapses spaces and writes the university's abbreviation in capitals ("Dseu" → "DSEU"). */
export function normaliseCampusName(raw: string): string {
  return collapseWhitespace(raw).replace(/\bdseu\b/gi, "DSEU");
}

// Zone grouping of content-facts §4 (the old grievance form), keyed by the place or institute
// names that campus names contain.
const ZONE_KEYWORDS: [keyword: string, zone: Zone][] = [
  ["aryabhat", "north"],
  ["aryabhatt", "north"],
  ["ashok vihar", "north"],
  ["guru nanak dev", "north"],
  ["rohini", "north"],
  ["kasturba", "north"],
  ["pitampura", "north"],
  ["wazirpur", "north"],
  ["dheerpur", "north"],
  ["gb pant", "south"],
  ["g b pant", "south"],
  ["okhla", "south"],
  ["champs", "south"],
  ["meerabai", "south"],
  ["maharani bagh", "south"],
  ["pusa", "central"],
  ["rajokri", "central"],
  ["jhandewalan", "central"],
  ["jahndewalan", "central"],
  ["siri fort", "central"],
  ["ambedkar", "east"],
  ["bhai parmanand", "east"],
  ["shakarpur", "east"],
  ["vivek vihar", "east"],
  ["mayur vihar", "east"],
  ["dwarka", "west"],
  ["ranhola", "west"],
  ["jaffarpur", "west"],
  ["jafarpur", "west"],
];

/** The zone of a campus from the words of its name; null when none of the known places occurs. */
export function deriveZone(campusName: string): Zone | null {
  const words = ` ${campusName
    .toLowerCase()
    .replace(/\./g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()} `;
  return ZONE_KEYWORDS.find(([keyword]) => words.includes(` ${keyword} `))?.[1] ?? null;
}

export function parseCampusRecord(record: unknown): Parsed<LegacyCampus> {
  if (!isRecord(record)) return { ok: false, reason: "not an object" };
  const name = normaliseCampusName(textField(record, "Name of the Campus"));
  if (!name) return { ok: false, reason: "missing campus name" };
  const zone = deriveZone(name);
  if (!zone) return { ok: false, reason: `zone cannot be derived from the name "${name}"` };
  const location = textField(record, "Location of the Campus");
  const locationIsLink = isUrl(location);
  return {
    ok: true,
    value: {
      name,
      slug: campusSlug(name),
      zone,
      director: collapseWhitespace(textField(record, "Name of the campus director")),
      directorEmail: textField(record, "Email ID of the campus Director").toLowerCase(),
      directorMessage: textField(record, "Campus Director message about the campus"),
      address: locationIsLink ? "" : location,
      mapUrl: locationIsLink ? location : null,
      about: textField(record, "Information about the Campus"),
      programmesOffered: parseListField(record["Courses offered by the Campus"]),
      labs: parseListField(record["Labs available in Campus"]),
      photoUrl: textField(record, "Photo of the Campus"),
      activityPhotos: parseListField(record["Student activity and events held in the campus"]),
    },
  };
}

/** Two entries for the same campus: the later entry's non-empty fields win, lists are joined. */
export function mergeCampuses(earlier: LegacyCampus, later: LegacyCampus): LegacyCampus {
  const pick = <T extends string | null>(a: T, b: T): T => (b ? b : a);
  return {
    name: pick(earlier.name, later.name),
    slug: earlier.slug,
    zone: later.zone,
    director: pick(earlier.director, later.director),
    directorEmail: pick(earlier.directorEmail, later.directorEmail),
    directorMessage: pick(earlier.directorMessage, later.directorMessage),
    address: pick(earlier.address, later.address),
    mapUrl: pick(earlier.mapUrl, later.mapUrl),
    about: pick(earlier.about, later.about),
    programmesOffered: mergeLists(earlier.programmesOffered, later.programmesOffered),
    labs: mergeLists(earlier.labs, later.labs),
    photoUrl: pick(earlier.photoUrl, later.photoUrl),
    activityPhotos: mergeLists(earlier.activityPhotos, later.activityPhotos),
  };
}
