import fs from "node:fs";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { db, type Database, type Executor } from "../db/client";
import { campuses, departmentSchoolMembers, departmentSchools, departments, faculty } from "../db/schema";
import { isId, newId } from "../ids";
import { recordAudit } from "../audit/record";
import { SYSTEM } from "../auth/actor";
import {
  alignDepartmentsWithSchools,
  collapseWhitespace,
  departmentMatchKey,
  mergeCampuses,
  parseCampusRecord,
  parseDepartmentRecord,
  parseFacultyRecord,
  parseSchoolRecord,
  type DepartmentAlignment,
  type LegacyCampus,
  type LegacySchool,
} from "./parse";

/**
 * Loads the old backend's JSON exports (legacy-api.md §4) into the database. Every record is
 * matched to an existing row by its natural key, so running the import again changes nothing;
 * all of it happens in one transaction.
 */

export const LEGACY_FILES = {
  departments: "departments.json",
  departmentSchools: "departmentSchools.json",
  faculty: "facultiesfinal5.json",
  campuses: "campus.json",
} as const;

export type LegacyEntity = keyof typeof LEGACY_FILES;

export type EntityCounts = {
  created: number;
  updated: number;
  unchanged: number;
  /** Duplicate entries folded into an earlier entry of the same file (not rejections). */
  merged: number;
  rejected: number;
  warnings: number;
};

export type ImportIssue = { file: string; index: number; reason: string };

export type ImportReport = {
  folder: string;
  filesRead: string[];
  counts: Record<LegacyEntity, EntityCounts>;
  rejections: ImportIssue[];
  warnings: ImportIssue[];
};

/** A problem with the folder or a file as a whole; nothing has been written when it is thrown. */
export class LegacyImportError extends Error {}

export type LegacyExports = Partial<Record<LegacyEntity, unknown[]>>;

export type ImportOptions = {
  /**
   * Only create what is missing and leave existing rows exactly as they are: the seed's mode, so
   * a second seed never undoes what staff changed. The import command updates as well.
   */
  createOnly?: boolean;
};

type ImportContext = { tx: Executor; report: ImportReport; now: Date; createOnly: boolean };

type Outcome = "created" | "updated" | "unchanged";

const ENTITIES = Object.keys(LEGACY_FILES) as LegacyEntity[];

// ------------------------------------------------------------------------------------ reading files

function readExportFile(folder: string, file: string): unknown[] | undefined {
  const filePath = path.join(folder, file);
  if (!fs.existsSync(filePath)) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(filePath, "utf8"));
  } catch (error) {
    throw new LegacyImportError(`${file} is not valid JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(data)) throw new LegacyImportError(`${file} must hold a JSON array of records`);
  return data;
}

function readLegacyExports(folder: string): LegacyExports {
  if (!fs.existsSync(folder) || !fs.statSync(folder).isDirectory()) {
    throw new LegacyImportError(`Folder not found: ${folder}`);
  }
  const exports: LegacyExports = {};
  for (const entity of ENTITIES) {
    const records = readExportFile(folder, LEGACY_FILES[entity]);
    if (records) exports[entity] = records;
  }
  if (Object.keys(exports).length === 0) {
    const expected = Object.values(LEGACY_FILES).join(", ");
    throw new LegacyImportError(`No legacy export file in ${folder} (expected any of ${expected})`);
  }
  return exports;
}

// ------------------------------------------------------------------------------------------ report

function emptyReport(folder: string, exports: LegacyExports): ImportReport {
  const zero = (): EntityCounts => ({ created: 0, updated: 0, unchanged: 0, merged: 0, rejected: 0, warnings: 0 });
  return {
    folder,
    filesRead: ENTITIES.filter((entity) => exports[entity]).map((entity) => LEGACY_FILES[entity]),
    counts: { departments: zero(), departmentSchools: zero(), faculty: zero(), campuses: zero() },
    rejections: [],
    warnings: [],
  };
}

function tally(ctx: ImportContext, entity: LegacyEntity, outcome: Outcome): void {
  ctx.report.counts[entity][outcome]++;
}

function reject(ctx: ImportContext, entity: LegacyEntity, index: number, reason: string): undefined {
  ctx.report.counts[entity].rejected++;
  ctx.report.rejections.push({ file: LEGACY_FILES[entity], index, reason });
  return undefined;
}

function warn(ctx: ImportContext, entity: LegacyEntity, index: number, reason: string): void {
  ctx.report.counts[entity].warnings++;
  ctx.report.warnings.push({ file: LEGACY_FILES[entity], index, reason });
}

/** The fields of `wanted` whose value differs from the row's; undefined means "leave as it is". */
function changedFields<T extends object>(row: T, wanted: Partial<T>): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(wanted) as (keyof T)[]) {
    const value = wanted[key];
    if (value !== undefined && JSON.stringify(row[key]) !== JSON.stringify(value)) changes[key] = value;
  }
  return changes;
}

function hasChanges(changes: object): boolean {
  return Object.keys(changes).length > 0;
}

// ------------------------------------------------------------------------------------- departments

type DepartmentRow = { id: string; name: string; hod: string | null };

function sameName(a: string, b: string): boolean {
  return collapseWhitespace(a).toLowerCase() === collapseWhitespace(b).toLowerCase();
}

function findDepartment(rows: DepartmentRow[], legacyId: string | null, name: string): DepartmentRow | undefined {
  const key = departmentMatchKey(name);
  return (
    (legacyId ? rows.find((row) => row.id === legacyId) : undefined) ??
    rows.find((row) => sameName(row.name, name)) ??
    rows.find((row) => departmentMatchKey(row.name) === key)
  );
}

/** Imports one department and returns its id in the database (undefined when rejected). */
async function importDepartment(
  ctx: ImportContext,
  state: { rows: DepartmentRow[]; claimedBy: Map<string, number> },
  record: unknown,
  index: number,
  legacyId: string | null,
): Promise<string | undefined> {
  const parsed = parseDepartmentRecord(record);
  if (!parsed.ok) return reject(ctx, "departments", index, parsed.reason);
  const { name, hod } = parsed.value;
  const { rows, claimedBy } = state;
  const row = findDepartment(rows, legacyId, name);
  const earlier = row && claimedBy.get(row.id);
  if (earlier !== undefined) return reject(ctx, "departments", index, `same department as entry ${earlier}`);
  if (!row) {
    const id = legacyId ?? newId();
    await ctx.tx.insert(departments).values({ id, name, hod });
    rows.push({ id, name, hod });
    claimedBy.set(id, index);
    tally(ctx, "departments", "created");
    return id;
  }
  if (ctx.createOnly) {
    claimedBy.set(row.id, index);
    tally(ctx, "departments", "unchanged");
    return row.id;
  }
  // Changing the id re-keys a department created before the import (e.g. by the seed); every
  // foreign key follows it (onUpdate cascade).
  const changes = changedFields(row, { id: legacyId ?? undefined, name, hod });
  const changed = hasChanges(changes);
  if (changed) {
    await ctx.tx
      .update(departments)
      .set({ ...changes, updatedAt: ctx.now })
      .where(eq(departments.id, row.id));
    Object.assign(row, changes);
  }
  claimedBy.set(row.id, index);
  tally(ctx, "departments", changed ? "updated" : "unchanged");
  return row.id;
}

async function importDepartments(
  ctx: ImportContext,
  records: unknown[],
  alignment: DepartmentAlignment | undefined,
): Promise<(string | undefined)[]> {
  const state = {
    rows: await ctx.tx.select({ id: departments.id, name: departments.name, hod: departments.hod }).from(departments),
    claimedBy: new Map<string, number>(),
  };
  const ids: (string | undefined)[] = [];
  for (const [index, record] of records.entries()) {
    ids.push(await importDepartment(ctx, state, record, index, alignment?.legacyIds[index] ?? null));
  }
  return ids;
}

// ----------------------------------------------------------------------------------------- schools

type MemberResolver = (schoolIndex: number, school: LegacySchool) => string[];

/** With departments.json: the departments the alignment gave the school (ids just imported). */
function membersFromAlignment(alignment: DepartmentAlignment, departmentIds: (string | undefined)[]): MemberResolver {
  return (schoolIndex) =>
    (alignment.schoolMembers[schoolIndex] ?? []).flatMap((departmentIndex) => departmentIds[departmentIndex] ?? []);
}

/** Without departments.json: the listed ids that name departments already in the database. */
function membersFromDatabase(ctx: ImportContext, existingIds: Set<string>): MemberResolver {
  return (schoolIndex, school) =>
    school.departmentIds.filter((id) => {
      if (isId(id) && !existingIds.has(id)) {
        warn(ctx, "departmentSchools", schoolIndex, `department ${id} does not exist; left out`);
      }
      return existingIds.has(id);
    });
}

function warnAboutInvalidIds(ctx: ImportContext, index: number, school: LegacySchool): void {
  for (const id of school.departmentIds.filter((id) => !isId(id))) {
    warn(ctx, "departmentSchools", index, `"${id}" is not a 24-hex department id`);
  }
}

type SchoolRow = { id: string; name: string };
type MemberRow = { schoolId: string; departmentId: string; position: number };

async function replaceMembers(ctx: ImportContext, schoolId: string, departmentIds: string[]): Promise<void> {
  await ctx.tx.delete(departmentSchoolMembers).where(eq(departmentSchoolMembers.schoolId, schoolId));
  if (departmentIds.length === 0) return;
  await ctx.tx
    .insert(departmentSchoolMembers)
    .values(departmentIds.map((departmentId, position) => ({ schoolId, departmentId, position })));
}

function sameMembers(current: MemberRow[], wanted: string[]): boolean {
  const asPairs = JSON.stringify(wanted.map((id, position) => [id, position]));
  return JSON.stringify(current.map((m) => [m.departmentId, m.position])) === asPairs;
}

async function importSchool(
  ctx: ImportContext,
  state: { rows: SchoolRow[]; members: MemberRow[]; claimedBy: Map<string, number> },
  resolveMembers: MemberResolver,
  record: unknown,
  index: number,
): Promise<void> {
  const parsed = parseSchoolRecord(record);
  if (!parsed.ok) return reject(ctx, "departmentSchools", index, parsed.reason);
  const { name } = parsed.value;
  const row = state.rows.find((r) => sameName(r.name, name));
  const earlier = row && state.claimedBy.get(row.id);
  if (earlier !== undefined) return reject(ctx, "departmentSchools", index, `same school as entry ${earlier}`);
  warnAboutInvalidIds(ctx, index, parsed.value);
  const memberIds = [...new Set(resolveMembers(index, parsed.value))];
  if (!row) {
    const id = newId();
    await ctx.tx.insert(departmentSchools).values({ id, name });
    await replaceMembers(ctx, id, memberIds);
    state.claimedBy.set(id, index);
    return tally(ctx, "departmentSchools", "created");
  }
  state.claimedBy.set(row.id, index);
  if (ctx.createOnly) return tally(ctx, "departmentSchools", "unchanged");
  const currentMembers = state.members.filter((m) => m.schoolId === row.id);
  const membersChanged = !sameMembers(currentMembers, memberIds);
  if (row.name === name && !membersChanged) return tally(ctx, "departmentSchools", "unchanged");
  await ctx.tx.update(departmentSchools).set({ name, updatedAt: ctx.now }).where(eq(departmentSchools.id, row.id));
  if (membersChanged) await replaceMembers(ctx, row.id, memberIds);
  tally(ctx, "departmentSchools", "updated");
}

async function importSchools(ctx: ImportContext, records: unknown[], resolveMembers: MemberResolver): Promise<void> {
  const state = {
    rows: await ctx.tx.select({ id: departmentSchools.id, name: departmentSchools.name }).from(departmentSchools),
    members: await ctx.tx.select().from(departmentSchoolMembers).orderBy(asc(departmentSchoolMembers.position)),
    claimedBy: new Map<string, number>(),
  };
  for (const [index, record] of records.entries()) await importSchool(ctx, state, resolveMembers, record, index);
}

async function existingDepartmentIds(ctx: ImportContext): Promise<Set<string>> {
  const rows = await ctx.tx.select({ id: departments.id }).from(departments);
  return new Set(rows.map((row) => row.id));
}

// ----------------------------------------------------------------------------------------- faculty

type FacultyRow = typeof faculty.$inferSelect;

function facultyDepartment(
  ctx: ImportContext,
  index: number,
  legacyId: string | null,
  existing: Set<string>,
): string | null {
  if (legacyId && existing.has(legacyId)) return legacyId;
  const problem = legacyId ? `department ${legacyId} does not exist` : "no dept_id";
  warn(ctx, "faculty", index, `${problem}; imported without department`);
  return null;
}

async function importFacultyMember(
  ctx: ImportContext,
  state: { rows: FacultyRow[]; departmentIds: Set<string>; claimedBy: Map<string, number> },
  record: unknown,
  index: number,
): Promise<void> {
  const parsed = parseFacultyRecord(record);
  if (!parsed.ok) return reject(ctx, "faculty", index, parsed.reason);
  const { email, legacyDepartmentId, ...fields } = parsed.value;
  const earlier = state.claimedBy.get(email);
  if (earlier !== undefined) return reject(ctx, "faculty", index, `duplicate email ${email} (entry ${earlier})`);
  state.claimedBy.set(email, index);
  // faculty_type is left to its default (DSEU) so a re-import never undoes what staff set.
  const wanted = {
    ...fields,
    departmentId: facultyDepartment(ctx, index, legacyDepartmentId, state.departmentIds),
  };
  const row = state.rows.find((r) => r.email.toLowerCase() === email);
  if (!row) {
    await ctx.tx.insert(faculty).values({ id: newId(), email, ...wanted });
    return tally(ctx, "faculty", "created");
  }
  if (ctx.createOnly) return tally(ctx, "faculty", "unchanged");
  const changes = changedFields(row, { email, ...wanted });
  if (!hasChanges(changes)) return tally(ctx, "faculty", "unchanged");
  await ctx.tx
    .update(faculty)
    .set({ ...changes, updatedAt: ctx.now })
    .where(eq(faculty.id, row.id));
  tally(ctx, "faculty", "updated");
}

async function importFaculty(ctx: ImportContext, records: unknown[]): Promise<void> {
  const state = {
    rows: await ctx.tx.select().from(faculty),
    departmentIds: await existingDepartmentIds(ctx),
    claimedBy: new Map<string, number>(),
  };
  for (const [index, record] of records.entries()) await importFacultyMember(ctx, state, record, index);
}

// ---------------------------------------------------------------------------------------- campuses

type CampusRow = typeof campuses.$inferSelect;

/** Parses every entry and folds repeated campuses (same slug) into their first entry. */
function collectCampuses(ctx: ImportContext, records: unknown[]): LegacyCampus[] {
  const bySlug = new Map<string, LegacyCampus>();
  for (const [index, record] of records.entries()) {
    const parsed = parseCampusRecord(record);
    if (!parsed.ok) {
      reject(ctx, "campuses", index, parsed.reason);
      continue;
    }
    const earlier = bySlug.get(parsed.value.slug);
    if (earlier) ctx.report.counts.campuses.merged++;
    bySlug.set(parsed.value.slug, earlier ? mergeCampuses(earlier, parsed.value) : parsed.value);
  }
  return [...bySlug.values()];
}

async function importCampus(ctx: ImportContext, rows: CampusRow[], campus: LegacyCampus): Promise<void> {
  const { mapUrl, ...fields } = campus;
  const row = rows.find((r) => r.slug === campus.slug || sameName(r.name, campus.name));
  if (!row) {
    await ctx.tx.insert(campuses).values({ id: newId(), ...fields, mapUrl: mapUrl ?? "" });
    return tally(ctx, "campuses", "created");
  }
  if (ctx.createOnly) return tally(ctx, "campuses", "unchanged");
  const changes = changedFields(row, { ...fields, mapUrl: mapUrl ?? undefined });
  if (!hasChanges(changes)) return tally(ctx, "campuses", "unchanged");
  await ctx.tx
    .update(campuses)
    .set({ ...changes, updatedAt: ctx.now })
    .where(eq(campuses.id, row.id));
  tally(ctx, "campuses", "updated");
}

async function importCampuses(ctx: ImportContext, records: unknown[]): Promise<void> {
  const rows = await ctx.tx.select().from(campuses);
  for (const campus of collectCampuses(ctx, records)) await importCampus(ctx, rows, campus);
}

// ------------------------------------------------------------------------------------------- entry

function alignmentOf(exports: LegacyExports): DepartmentAlignment | undefined {
  if (!exports.departments || !exports.departmentSchools) return undefined;
  const idLists = exports.departmentSchools.map((record) => {
    const parsed = parseSchoolRecord(record);
    return parsed.ok ? parsed.value.departmentIds : [];
  });
  return alignDepartmentsWithSchools(exports.departments.length, idLists);
}

async function importAll(ctx: ImportContext, exports: LegacyExports): Promise<void> {
  const alignment = alignmentOf(exports);
  const departmentIds = exports.departments ? await importDepartments(ctx, exports.departments, alignment) : undefined;
  if (exports.departmentSchools) {
    const resolveMembers =
      alignment && departmentIds
        ? membersFromAlignment(alignment, departmentIds)
        : membersFromDatabase(ctx, await existingDepartmentIds(ctx));
    await importSchools(ctx, exports.departmentSchools, resolveMembers);
  }
  if (exports.faculty) await importFaculty(ctx, exports.faculty);
  if (exports.campuses) await importCampuses(ctx, exports.campuses);
}

/**
 * Imports whichever of campus.json, departmentSchools.json, departments.json and
 * facultiesfinal5.json the folder holds. Throws LegacyImportError (before writing anything) when
 * the folder is missing or a file is not a JSON array; bad records are rejected and reported.
 */
export async function importLegacyFolder(folder: string, database: Database = db()): Promise<ImportReport> {
  const exports = readLegacyExports(folder);
  return database.transaction(async (tx) => {
    const report = await importLegacyExports(tx, exports, folder);
    await recordAudit(tx, SYSTEM, { action: "legacy.import", entityType: "import", after: report.counts });
    return report;
  });
}

/**
 * Imports exports already read (the seed ships its own copies) inside the caller's transaction.
 * `source` names where they came from in the report.
 */
export async function importLegacyExports(
  tx: Executor,
  exports: LegacyExports,
  source: string,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const ctx: ImportContext = {
    tx,
    report: emptyReport(source, exports),
    now: new Date(),
    createOnly: options.createOnly ?? false,
  };
  await importAll(ctx, exports);
  return ctx.report;
}

// ---------------------------------------------------------------------------------------- printing

const ENTITY_LABELS: Record<LegacyEntity, string> = {
  departments: "Departments",
  departmentSchools: "Department schools",
  faculty: "Faculty",
  campuses: "Campuses",
};

const COUNT_COLUMNS: (keyof EntityCounts)[] = ["created", "updated", "unchanged", "merged", "rejected", "warnings"];

function formatTable(report: ImportReport): string[] {
  const entities = ENTITIES.filter((entity) => report.filesRead.includes(LEGACY_FILES[entity]));
  const labelWidth = Math.max(...entities.map((entity) => ENTITY_LABELS[entity].length));
  const header = ["".padEnd(labelWidth), ...COUNT_COLUMNS.map((c) => c.padStart(10))].join("");
  const lines = entities.map((entity) =>
    [
      ENTITY_LABELS[entity].padEnd(labelWidth),
      ...COUNT_COLUMNS.map((column) => String(report.counts[entity][column]).padStart(10)),
    ].join(""),
  );
  return [header, ...lines];
}

function formatIssues(title: string, issues: ImportIssue[]): string[] {
  if (issues.length === 0) return [`${title}: none`];
  return [`${title}:`, ...issues.map((issue) => `  ${issue.file} [${issue.index}]: ${issue.reason}`)];
}

export function formatImportReport(report: ImportReport): string {
  return [
    `Legacy import from ${report.folder}`,
    `Files read: ${report.filesRead.join(", ")}`,
    "",
    ...formatTable(report),
    "",
    ...formatIssues("Rejected", report.rejections),
    ...formatIssues("Warnings", report.warnings),
  ].join("\n");
}
