import { readFile } from "node:fs/promises";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { hindiEligibility, hindiProgrammes } from "./content/hindi-programmes";
import type { Database, Executor } from "../client";
import { campuses, departments, notices, officeHolders, programCampuses, programs } from "../schema";
import { newId } from "../../ids";
import { campusSlug } from "../../campuses/slug";
import type { FileStore } from "../../files/store";
import { addFileInTransaction } from "../../files/service";
import { acceptPdfBytes } from "../../files/upload";
import { recordAudit } from "../../audit/record";
import { SYSTEM } from "../../auth/actor";
import { seedAdmissions } from "../../admissions/seed";
import { seedContent } from "../../content/seed";
import { importLegacyExports } from "../../legacy/import";
import { departmentMatchKey } from "../../legacy/parse";
import { campuses as campusData } from "./data/campuses";
import { programs as programData } from "./data/programs";
import { officeHolders as officeHolderData } from "./data/office-holders";
import { notices as noticeData } from "./data/notices";
import type { SeedProgram } from "./types";
import legacyDepartments from "./data/legacy/departments.json";
import legacySchools from "./data/legacy/departmentSchools.json";
import legacyFaculty from "./data/legacy/facultiesfinal5.json";
import { indiaTime } from "../../time";
import { CAMPUS_PHOTOS, storeSeedPicture } from "./pictures";

/**
 * Fills the database with the DSEU content: the Faculties, departments, heads of department and
 * faculty members of the old backend's exports (copies in ./data/legacy, loaded by the legacy
 * importer), and the campuses, programmes, office holders and notices of the facts file.
 * Idempotent: every record has a natural key (a name, a code, an email, an office, a notice's
 * section and title) and is only created when missing, so running it again adds nothing and never
 * overwrites staff edits; the one exception is the programmes' Hindi, written into programmes
 * seeded before it existed (fillMissingHindi). A university replaces this content by editing ./data (or by running
 * `npm run import:legacy` on its own exports) before the first start.
 */
export type SeedCounts = Record<
  | "schools"
  | "departments"
  | "campuses"
  | "programs"
  | "programTranslations"
  | "officeHolders"
  | "faculty"
  | "notices"
  | "admissionRounds"
  | "admissionResults"
  | "contentItems",
  number
>;

async function seedFacultiesAndDepartments(
  tx: Executor,
): Promise<Pick<SeedCounts, "schools" | "departments" | "faculty">> {
  const report = await importLegacyExports(
    tx,
    { departments: legacyDepartments, departmentSchools: legacySchools, faculty: legacyFaculty },
    "lib/db/seed/data/legacy",
    { createOnly: true },
  );
  return {
    schools: report.counts.departmentSchools.created,
    departments: report.counts.departments.created,
    faculty: report.counts.faculty.created,
  };
}

async function seedCampuses(tx: Executor, store: FileStore): Promise<number> {
  const rows = [];
  for (const c of campusData) {
    const photo = CAMPUS_PHOTOS[c.name];
    const photoUrl = photo ? (await storeSeedPicture(tx, photo, store)).src : "";
    rows.push({ id: newId(), slug: campusSlug(c.name), ...c, photoUrl });
  }
  const inserted = await tx.insert(campuses).values(rows).onConflictDoNothing().returning({ id: campuses.id });
  return inserted.length;
}

/** The Hindi the seed writes for a programme of ./data/programs, each text null where none is written. */
function programHindi(p: SeedProgram) {
  const hindi = hindiProgrammes[p.code];
  return {
    nameHi: hindi?.name ?? null,
    descriptionHi: hindi?.description ?? null,
    eligibilityHi: hindiEligibility[p.eligibility] ?? null,
  };
}

async function seedPrograms(tx: Executor): Promise<Pick<SeedCounts, "programs" | "programTranslations">> {
  // Programmes name departments without the exports' "Department of" prefix.
  const departmentIds = new Map(
    (await tx.select({ id: departments.id, name: departments.name }).from(departments)).map((d) => [
      departmentMatchKey(d.name),
      d.id,
    ]),
  );
  const campusIds = new Map(
    (await tx.select({ id: campuses.id, name: campuses.name }).from(campuses)).map((c) => [c.name, c.id]),
  );
  let created = 0;
  let translated = 0;
  for (const p of programData) {
    const [row] = await tx
      .insert(programs)
      .values({
        id: newId(),
        name: p.name,
        code: p.code,
        level: p.level,
        duration: p.duration,
        mode: p.mode,
        description: p.description,
        eligibility: p.eligibility,
        ...programHindi(p),
        fees: p.fees ?? null,
        departmentId: p.department ? (departmentIds.get(departmentMatchKey(p.department)) ?? null) : null,
        years: p.years ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: programs.id });
    if (!row) {
      if (await fillMissingHindi(tx, p)) translated++;
      continue;
    }
    created++;
    const links = p.campuses.flatMap((name) => {
      const campusId = campusIds.get(name);
      return campusId ? [{ programId: row.id, campusId }] : [];
    });
    if (links.length) await tx.insert(programCampuses).values(links).onConflictDoNothing();
  }
  return { programs: created, programTranslations: translated };
}

/**
 * A programme seeded before it had Hindi gets its Hindi texts. A text is only written where the
 * Hindi is still empty and its English is still the seed's: a Hindi text staff wrote, or the Hindi
 * of an English text staff changed since, is never replaced. True when anything was written.
 */
async function fillMissingHindi(tx: Executor, p: SeedProgram): Promise<boolean> {
  const [existing] = await tx
    .select()
    .from(programs)
    .where(and(eq(programs.level, p.level), eq(programs.code, p.code)));
  if (!existing) return false;
  const hindi = programHindi(p);
  const fills = {
    ...(existing.nameHi === null && existing.name === p.name && hindi.nameHi ? { nameHi: hindi.nameHi } : {}),
    ...(existing.descriptionHi === null && existing.description === p.description && hindi.descriptionHi
      ? { descriptionHi: hindi.descriptionHi }
      : {}),
    ...(existing.eligibilityHi === null && existing.eligibility === p.eligibility && hindi.eligibilityHi
      ? { eligibilityHi: hindi.eligibilityHi }
      : {}),
  };
  if (Object.keys(fills).length === 0) return false;
  await tx
    .update(programs)
    .set({ ...fills, updatedAt: new Date() })
    .where(eq(programs.id, existing.id));
  return true;
}

async function seedOfficeHolders(tx: Executor): Promise<number> {
  const rows = officeHolderData.map((o, position) => ({ id: newId(), position, ...o }));
  const inserted = await tx
    .insert(officeHolders)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: officeHolders.id });
  return inserted.length;
}

/** The start of a day in India time. */
function indianDay(date: string): Date {
  return indiaTime(date);
}

/** The last moment of a day in India time. */
function endOfIndianDay(date: string): Date {
  return indiaTime(date, "23:59:59");
}

/** The documents the seed ships (lib/db/seed/files/, listed with their origin in docs/seed-data.md). */
const SEED_FILES_DIR = path.join(process.cwd(), "lib", "db", "seed", "files");

/** A shipped PDF stored through the upload pipeline (checked, hashed, counted), as a staff upload is. */
async function seedPdf(tx: Executor, store: FileStore, name: string): Promise<string> {
  const bytes = new Uint8Array(await readFile(path.join(SEED_FILES_DIR, name)));
  return addFileInTransaction(tx, await acceptPdfBytes(bytes, name), { store });
}

async function seedNotices(tx: Executor, store: FileStore): Promise<number> {
  let created = 0;
  for (const notice of noticeData) {
    const [existing] = await tx
      .select({ id: notices.id })
      .from(notices)
      .where(and(eq(notices.section, notice.section), eq(notices.title, notice.title)));
    if (existing) continue;
    const publishedAt = indianDay(notice.publishedOn);
    await tx.insert(notices).values({
      id: newId(publishedAt),
      title: notice.title,
      section: notice.section,
      fileId: notice.file ? await seedPdf(tx, store, notice.file) : null,
      link: notice.link ?? null,
      archived: notice.archived ?? false,
      autoArchive: notice.validUntil !== undefined,
      validUntil: notice.validUntil ? endOfIndianDay(notice.validUntil) : null,
      endDate: notice.endDate ? endOfIndianDay(notice.endDate) : null,
      applyUrl: notice.applyUrl ?? null,
      vacancies: notice.vacancies ?? null,
      orderNumber: notice.orderNumber ?? null,
      orderDate: notice.orderDate ?? null,
      uploadedBy: "seed",
      createdAt: publishedAt,
      updatedAt: publishedAt,
    });
    created++;
  }
  return created;
}

export async function seedDatabase(database: Database, store: FileStore): Promise<SeedCounts> {
  return database.transaction(async (tx) => {
    const counts: SeedCounts = {
      ...(await seedFacultiesAndDepartments(tx)),
      campuses: await seedCampuses(tx, store),
      programs: 0,
      programTranslations: 0,
      officeHolders: await seedOfficeHolders(tx),
      notices: 0,
      admissionRounds: 0,
      admissionResults: 0,
      contentItems: 0,
    };
    Object.assign(counts, await seedPrograms(tx));
    counts.notices = await seedNotices(tx, store);
    Object.assign(counts, await seedAdmissions(tx, store));
    counts.contentItems = await seedContent(tx, undefined, store);
    if (Object.values(counts).some((n) => n > 0)) {
      await recordAudit(tx, SYSTEM, { action: "database.seed", entityType: "database", after: counts });
    }
    return counts;
  });
}

/** True when the public content tables hold nothing yet (a fresh database). */
export async function isDatabaseEmpty(database: Database): Promise<boolean> {
  for (const table of [campuses, programs, notices]) {
    const [row] = await database.select({ n: sql<number>`count(*)::int` }).from(table);
    if ((row?.n ?? 0) > 0) return false;
  }
  return true;
}
