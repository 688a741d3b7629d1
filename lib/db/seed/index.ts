import { and, eq, sql } from "drizzle-orm";
import type { Database, Executor } from "../client";
import {
  campuses,
  departmentSchoolMembers,
  departmentSchools,
  departments,
  faculty,
  facultyResearch,
  notices,
  officeHolders,
  programCampuses,
  programs,
  storedFiles,
} from "../schema";
import { newId } from "../../ids";
import { campusSlug } from "../../campuses/slug";
import type { FileStore } from "../../files/store";
import { renderNoticePdf } from "../../pdf/notice-pdf";
import { recordAudit } from "../../audit/record";
import { SYSTEM } from "../../auth/actor";
import { seedAdmissions } from "../../admissions/seed";
import { seedContent } from "../../content/seed";
import { campuses as campusData } from "./data/campuses";
import { schools as schoolData } from "./data/schools";
import { programs as programData } from "./data/programs";
import { officeHolders as officeHolderData } from "./data/office-holders";
import { notices as noticeData } from "./data/notices";
import { sampleFaculty } from "./data/faculty";
import type { SeedNotice } from "./types";

/**
 * Fills the database with the DSEU content of the facts file. Idempotent: every record has a
 * natural key (a name, a code, an email, an office, a notice's section and title) and is only
 * created when missing, so running it again adds nothing and never overwrites staff edits.
 */
export type SeedCounts = Record<
  "schools" | "departments" | "campuses" | "programs" | "officeHolders" | "faculty" | "notices" | "admissionRounds" | "admissionResults" | "contentItems",
  number
>;

const DAY_MS = 24 * 60 * 60 * 1000;

async function idByName(tx: Executor, table: typeof departments | typeof departmentSchools, name: string) {
  const [row] = await tx.select({ id: table.id }).from(table).where(eq(table.name, name));
  return row?.id;
}

async function seedSchoolsAndDepartments(tx: Executor): Promise<Pick<SeedCounts, "schools" | "departments">> {
  const counts = { schools: 0, departments: 0 };
  for (const school of schoolData) {
    let schoolId = await idByName(tx, departmentSchools, school.name);
    if (!schoolId) {
      schoolId = newId();
      await tx.insert(departmentSchools).values({ id: schoolId, name: school.name });
      counts.schools++;
    }
    for (const [position, department] of school.departments.entries()) {
      let departmentId = await idByName(tx, departments, department.name);
      if (!departmentId) {
        departmentId = newId();
        await tx.insert(departments).values({ id: departmentId, name: department.name, hod: department.hod ?? null });
        counts.departments++;
      }
      await tx.insert(departmentSchoolMembers).values({ schoolId, departmentId, position }).onConflictDoNothing();
    }
  }
  return counts;
}

async function seedCampuses(tx: Executor): Promise<number> {
  const rows = campusData.map((c) => ({ id: newId(), slug: campusSlug(c.name), ...c }));
  const inserted = await tx.insert(campuses).values(rows).onConflictDoNothing().returning({ id: campuses.id });
  return inserted.length;
}

async function seedPrograms(tx: Executor): Promise<number> {
  const departmentIds = new Map((await tx.select({ id: departments.id, name: departments.name }).from(departments)).map((d) => [d.name, d.id]));
  const campusIds = new Map((await tx.select({ id: campuses.id, name: campuses.name }).from(campuses)).map((c) => [c.name, c.id]));
  let created = 0;
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
        departmentId: p.department ? (departmentIds.get(p.department) ?? null) : null,
        years: p.years ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: programs.id });
    if (!row) continue;
    created++;
    const links = p.campuses.flatMap((name) => {
      const campusId = campusIds.get(name);
      return campusId ? [{ programId: row.id, campusId }] : [];
    });
    if (links.length) await tx.insert(programCampuses).values(links).onConflictDoNothing();
  }
  return created;
}

async function seedOfficeHolders(tx: Executor): Promise<number> {
  const rows = officeHolderData.map((o, position) => ({ id: newId(), position, ...o }));
  const inserted = await tx.insert(officeHolders).values(rows).onConflictDoNothing().returning({ id: officeHolders.id });
  return inserted.length;
}

async function seedFaculty(tx: Executor): Promise<number> {
  let created = 0;
  for (const member of sampleFaculty) {
    const departmentId = (await idByName(tx, departments, member.department)) ?? null;
    const [row] = await tx
      .insert(faculty)
      .values({
        id: newId(),
        salutation: member.salutation,
        firstname: member.firstname,
        surname: member.surname,
        email: member.email,
        designation: member.designation,
        departmentId,
        overview: member.overview,
      })
      .onConflictDoNothing()
      .returning({ id: faculty.id });
    if (!row) continue;
    created++;
    for (const research of member.research ?? []) {
      await tx.insert(facultyResearch).values({ id: newId(), facultyId: row.id, ...research });
    }
  }
  return created;
}

async function storeNoticePdf(tx: Executor, store: FileStore, notice: SeedNotice, date: Date): Promise<string> {
  const bytes = await renderNoticePdf({ title: notice.title, date, reference: notice.orderNumber, body: notice.body });
  const stored = await store.put(bytes);
  const [existing] = await tx.select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.sha256, stored.sha256));
  if (existing) return existing.id;
  const id = newId();
  await tx.insert(storedFiles).values({
    id,
    sha256: stored.sha256,
    sizeBytes: stored.size,
    contentType: "application/pdf",
    originalName: `${notice.title.replace(/[^\w\- ]+/g, "").trim().slice(0, 80) || "notice"}.pdf`,
    storageKey: stored.key,
    hasTextLayer: true,
    pageCount: 1,
  });
  return id;
}

async function seedNotices(tx: Executor, store: FileStore, now: Date): Promise<number> {
  let created = 0;
  for (const notice of noticeData) {
    const [existing] = await tx
      .select({ id: notices.id })
      .from(notices)
      .where(and(eq(notices.section, notice.section), eq(notices.title, notice.title)));
    if (existing) continue;
    const publishedAt = new Date(now.getTime() - notice.daysAgo * DAY_MS);
    const fileId = await storeNoticePdf(tx, store, notice, publishedAt);
    await tx.insert(notices).values({
      id: newId(publishedAt),
      title: notice.title,
      section: notice.section,
      fileId,
      archived: notice.archived ?? false,
      autoArchive: notice.validUntilInDays !== undefined,
      validUntil: notice.validUntilInDays !== undefined ? new Date(now.getTime() + notice.validUntilInDays * DAY_MS) : null,
      endDate: notice.endDateInDays !== undefined ? new Date(now.getTime() + notice.endDateInDays * DAY_MS) : null,
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

export async function seedDatabase(database: Database, store: FileStore, now: Date = new Date()): Promise<SeedCounts> {
  return database.transaction(async (tx) => {
    const { schools, departments: departmentCount } = await seedSchoolsAndDepartments(tx);
    const counts: SeedCounts = {
      schools,
      departments: departmentCount,
      campuses: await seedCampuses(tx),
      programs: 0,
      officeHolders: await seedOfficeHolders(tx),
      faculty: 0,
      notices: 0,
      admissionRounds: 0,
      admissionResults: 0,
      contentItems: 0,
    };
    counts.programs = await seedPrograms(tx);
    counts.faculty = await seedFaculty(tx);
    counts.notices = await seedNotices(tx, store, now);
    Object.assign(counts, await seedAdmissions(tx, store));
    counts.contentItems = await seedContent(tx, now);
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
