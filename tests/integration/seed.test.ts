import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { eq, isNotNull, sql } from "drizzle-orm";
import { seedDatabase, isDatabaseEmpty } from "@/lib/db/seed";
import { fileStore } from "@/lib/files/store";
import {
  campuses,
  notices,
  programs,
  storedFiles,
  departmentSchools,
  departments,
  faculty,
  facultyResearch,
  users,
  auditLog,
  admissionRounds,
  admissionResults,
  contentItems,
} from "@/lib/db/schema";
import { notices as noticeData } from "@/lib/db/seed/data/notices";
import { programs as programData } from "@/lib/db/seed/data/programs";
import { SAMPLE_CANDIDATES, candidateImports } from "../fixtures/admission-candidates";
import { importResults } from "@/lib/admissions/import";
import { ADMISSIONS_ACTOR } from "../helpers/admissions";
import type { ResultCategory } from "@/lib/admissions/vocabulary";
import { CATEGORY_NAMES } from "@/lib/admissions/categories";
import { decisionsOpen } from "@/lib/admissions/window";
import { PROCESS_DOCUMENTS, PROCESS_PDF_DIR } from "@/lib/admissions/seed";
import type { RoundKey } from "@/lib/admissions/rounds";
import { CAMPUS_PHOTOS, SEED_PICTURE_DIR, SEED_PICTURE_SOURCES } from "@/lib/db/seed/pictures";
import { inspectImage } from "@/lib/files/image";
import { ensureAdministrator, GENERATED_ADMIN_EMAIL } from "@/lib/auth/bootstrap";
import { verifyPassword } from "@/lib/auth/password";
import { ZONES } from "@/lib/campuses/zones";
import { setupTestDatabase, type TestDatabase } from "../helpers/test-database";

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await setupTestDatabase();
});
afterAll(() => testDb.teardown());

const count = async (
  table:
    | typeof campuses
    | typeof notices
    | typeof programs
    | typeof storedFiles
    | typeof departmentSchools
    | typeof admissionRounds
    | typeof admissionResults
    | typeof faculty,
) => {
  const [row] = await testDb.handle.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row!.n;
};

describe("seed", () => {
  test("fills a fresh database with DSEU content, and a second run adds nothing", async () => {
    const store = fileStore();
    expect(await isDatabaseEmpty(testDb.handle.db)).toBe(true);

    const first = await seedDatabase(testDb.handle.db, store);
    expect(first.schools).toBe(15);
    expect(first.departments).toBe(105);
    expect(first.faculty).toBe(93);
    expect(first.programs).toBeGreaterThanOrEqual(40);
    expect(first.campuses).toBeGreaterThanOrEqual(15);
    expect(first.notices).toBe(noticeData.length);
    expect(first.admissionRounds).toBe(9);
    // No candidate is invented: staff import each round's allotments.
    expect(await count(admissionResults)).toBe(0);
    expect(await isDatabaseEmpty(testDb.handle.db)).toBe(false);

    const snapshot = async () => ({
      campuses: await count(campuses),
      programs: await count(programs),
      notices: await count(notices),
      files: await count(storedFiles),
      rounds: await count(admissionRounds),
      results: await count(admissionResults),
      faculty: await count(faculty),
    });
    const before = await snapshot();
    const second = await seedDatabase(testDb.handle.db, store);
    expect(Object.values(second).every((n) => n === 0)).toBe(true);
    expect(await snapshot()).toEqual(before);
  });

  test("faculty, departments and heads come from the old backend's exports, with no invented person", async () => {
    const people = await testDb.handle.db.select().from(faculty);
    expect(people.every((p) => p.email.endsWith("@dseu.ac.in"))).toBe(true);
    expect(people.some((p) => /sample/i.test(`${p.overview} ${p.firstname} ${p.surname}`))).toBe(false);
    const research = await testDb.handle.db.select().from(facultyResearch);
    expect(research).toEqual([]);
    const [computer] = await testDb.handle.db
      .select()
      .from(departments)
      .where(eq(departments.name, "Department of Computer Engineering"));
    expect(computer?.hod).toBe("pramod.k.goyal@dseu.ac.in");
    const heads = await testDb.handle.db
      .select({ hod: departments.hod })
      .from(departments)
      .where(isNotNull(departments.hod));
    expect(heads.length).toBe(40);
  });

  test("a staff edit of an imported faculty member survives a second seed", async () => {
    const [member] = await testDb.handle.db.select().from(faculty).limit(1);
    await testDb.handle.db.update(faculty).set({ overview: "Edited by staff." }).where(eq(faculty.id, member!.id));
    await seedDatabase(testDb.handle.db, fileStore());
    const [after] = await testDb.handle.db.select().from(faculty).where(eq(faculty.id, member!.id));
    expect(after?.overview).toBe("Edited by staff.");
  });

  test("every zone has campuses and every programme level has programmes, most with a year structure", async () => {
    const zones = await testDb.handle.db.selectDistinct({ zone: campuses.zone }).from(campuses);
    expect(zones.map((z) => z.zone).sort()).toEqual([...ZONES].sort());
    const rows = await testDb.handle.db
      .select({ level: programs.level, years: programs.years, departmentId: programs.departmentId })
      .from(programs);
    for (const level of ["DIPLOMA", "UG", "PG"] as const)
      expect(rows.filter((r) => r.level === level).length).toBeGreaterThan(5);
    expect(rows.filter((r) => r.years !== null).length / rows.length).toBeGreaterThan(0.5);
    // Programmes find their departments although the exports name them "Department of …".
    expect(rows.filter((r) => r.departmentId !== null).length).toBe(programData.filter((p) => p.department).length);
  });

  test("notices keep their real dates and link to a real document or the page of their facts", async () => {
    const rows = await testDb.handle.db.select().from(notices);
    const linked = rows.filter((n) => n.fileId === null);
    expect(linked.every((n) => n.link!.startsWith("/") || n.link!.startsWith("https://"))).toBe(true);
    // The site holds no copy of the bulletin: the page with its rules (tests/integration/seed-documents.test.ts).
    const bulletin = rows.find((n) => n.title === "Information Bulletin 2025");
    expect(bulletin?.link).toBe("/admission/guidelines");
    const controller = rows.find((n) =>
      n.title.startsWith("Applications Invited for the Post of Controller of Finance"),
    );
    expect(controller?.createdAt.toISOString()).toBe(new Date("2025-11-15T00:00:00+05:30").toISOString());
    // Nothing is dated after the newest fact of the old site.
    expect(rows.every((n) => n.createdAt.getTime() <= new Date("2025-11-27T00:00:00+05:30").getTime())).toBe(true);
    const pdfs = await testDb.handle.db
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(eq(storedFiles.contentType, "application/pdf"));
    // The five seat-confirmation PDFs of the admission rounds and the one document the notices ship.
    expect(pdfs).toHaveLength(6);
  });

  test("archived and expired auto-archive notices are part of the seed", async () => {
    const archived = await testDb.handle.db.select({ id: notices.id }).from(notices).where(eq(notices.archived, true));
    expect(archived.length).toBeGreaterThan(0);
    const expired = await testDb.handle.db
      .select({ id: notices.id })
      .from(notices)
      .where(sql`${notices.autoArchive} and ${notices.validUntil} < now()`);
    expect(expired.length).toBeGreaterThan(0);
  });

  test("every admission round links the university's own process PDF or the old site's address, never a generated letter; the tests' fictional candidates import and cover every case", async () => {
    const rounds = await testDb.handle.db.select().from(admissionRounds);
    for (const round of rounds) {
      const document = PROCESS_DOCUMENTS[`${round.category}${round.round}` as RoundKey];
      if (document && "file" in document) {
        const shipped = fs.readFileSync(path.join(PROCESS_PDF_DIR, document.file));
        const [file] = await testDb.handle.db
          .select()
          .from(storedFiles)
          .where(eq(storedFiles.id, round.confirmationFileId!));
        expect(round.confirmationPdfUrl).toBe(`/files/${file!.id}/${document.file}`);
        expect(file).toMatchObject({
          contentType: "application/pdf",
          sha256: crypto.createHash("sha256").update(shipped).digest("hex"),
        });
      } else {
        expect(round).toMatchObject({ confirmationPdfUrl: document?.url ?? "", confirmationFileId: null });
      }
    }
    expect(rounds.filter((r) => r.confirmationFileId)).toHaveLength(5);
    // A fresh site takes no seat decision: every round is closed, whatever its dates.
    expect(rounds).toHaveLength(9);
    expect(rounds.filter((r) => r.windowOpen || decisionsOpen(r))).toEqual([]);
    for (const { category, round, csv } of candidateImports()) {
      const report = await importResults(ADMISSIONS_ACTOR, { category: category as ResultCategory, round, csv });
      expect(report.rejected).toEqual([]);
    }
    const results = await testDb.handle.db.select().from(admissionResults);
    expect(new Set(results.map((r) => r.categoryAllocated).filter(Boolean))).toEqual(
      new Set(Object.keys(CATEGORY_NAMES)),
    );
    expect(results.every((r) => r.email.endsWith("@example.org"))).toBe(true);
    expect(results.some((r) => r.programPreference === 1)).toBe(true);
    expect(results.some((r) => (r.programPreference ?? 0) > 1)).toBe(true);
    expect(results.some((r) => r.campusPreference)).toBe(true);
    expect(results.some((r) => r.pwd)).toBe(true);
    expect(results.some((r) => r.defence)).toBe(true);
    expect(results.some((r) => r.program === "")).toBe(true);
    expect(results).toHaveLength(SAMPLE_CANDIDATES.length);
  });
});

describe("the seed's photographs", () => {
  const sha256 = (bytes: Uint8Array) => crypto.createHash("sha256").update(bytes).digest("hex");
  const shipped = (name: string) => fs.readFileSync(path.join(SEED_PICTURE_DIR, name));

  async function storedPicture(src: string) {
    const [, , id, name] = src.split("/");
    const [file] = await testDb.handle.db.select().from(storedFiles).where(eq(storedFiles.id, id!));
    return { file: file!, name: name! };
  }

  test("the home banner, the eight achievements, five student events, one news item, the partners' logos, the officers' pages and the campuses show the university's own pictures, stored as the shipped copies", async () => {
    const [home] = await testDb.handle.db.select().from(contentItems).where(eq(contentItems.type, "home"));
    const banner = (home!.published as { banner: { picture: { src: string; alt: { en: string } } } }).banner.picture;
    expect(banner.alt.en).toMatch(/Dwarka campus/);
    const { file, name } = await storedPicture(banner.src);
    expect(name).toBe("home-dwarka-campus.jpg");
    expect(file).toMatchObject({ contentType: "image/jpeg", sha256: sha256(shipped(name)) });

    const [carousel] = await testDb.handle.db.select().from(contentItems).where(eq(contentItems.type, "achievements"));
    const slides = (carousel!.published as { items: { picture: { src: string; alt: { en: string } } }[] }).items;
    expect(slides).toHaveLength(8);
    for (const { picture } of slides) {
      expect(picture.alt.en.trim()).not.toBe("");
      const stored = await storedPicture(picture.src);
      expect(stored.file).toMatchObject({ contentType: "image/jpeg", sha256: sha256(shipped(stored.name)) });
    }

    // Five student events have a photograph of such an event; the quality run has none and shows no picture.
    const [events] = await testDb.handle.db.select().from(contentItems).where(eq(contentItems.type, "events"));
    const eventItems = (events!.published as { items: { picture?: { src: string; alt: { en: string } } }[] }).items;
    expect(eventItems).toHaveLength(6);
    const eventPictures = eventItems.flatMap((item) => (item.picture ? [item.picture] : []));
    expect(eventPictures).toHaveLength(5);
    for (const picture of eventPictures) {
      expect(picture.alt.en.trim()).not.toBe("");
      const stored = await storedPicture(picture.src);
      expect(stored.file).toMatchObject({ contentType: "image/jpeg", sha256: sha256(shipped(stored.name)) });
    }

    // Every partner shows its own logo, stored as the shipped copy (PNG where the original is).
    const [partners] = await testDb.handle.db.select().from(contentItems).where(eq(contentItems.type, "partners"));
    const partnerItems = (
      partners!.published as { items: { name: { en: string }; logo?: { src: string; alt: { en: string } } }[] }
    ).items;
    expect(partnerItems).toHaveLength(8);
    for (const { name, logo } of partnerItems) {
      expect(logo?.alt.en).toContain(name.en.split(" ")[0]);
      const stored = await storedPicture(logo!.src);
      expect(stored.name).toMatch(/^partner-[a-z-]+\.(jpg|png)$/);
      expect(stored.file).toMatchObject({
        contentType: stored.name.endsWith(".png") ? "image/png" : "image/jpeg",
        sha256: sha256(shipped(stored.name)),
      });
    }

    // The one news item with a photograph of itself: the 2025 Foundation Day; the others have none.
    const [newsItem] = await testDb.handle.db.select().from(contentItems).where(eq(contentItems.type, "news"));
    const newsItems = (
      newsItem!.published as { items: { date: string; picture?: { src: string; alt: { en: string; hi?: string } } }[] }
    ).items;
    expect(newsItems.filter((item) => item.picture).map((item) => item.date)).toEqual(["2025-10-11"]);
    const newsPicture = newsItems.find((item) => item.picture)!.picture!;
    expect(newsPicture.alt.hi).toMatch(/स्थापना दिवस/);
    expect((await storedPicture(newsPicture.src)).name).toBe("news-foundation-day-2025.jpg");

    // Each officer's page shows its holder's photograph, with the alt text in both languages.
    const portraits: Record<string, string> = {
      "/administration/chancellor": "portrait-vinai-kumar-saxena.jpg",
      "/administration/vice-chancellor": "portrait-ashok-kumar-nagawat.jpg",
      "/registrar": "portrait-gagan-dhawan.jpg",
      "/administration/cof": "portrait-gagan-dhawan.jpg",
      "/administration/coe": "portrait-pankaj-lathar.jpg",
    };
    const pages = await testDb.handle.db.select().from(contentItems).where(eq(contentItems.type, "page"));
    for (const [pagePath, name] of Object.entries(portraits)) {
      const page = pages.find((p) => (p.published as { path: string }).path === pagePath)!;
      const { photo } = (page.published as { fields: { photo: { src: string; alt: { en: string; hi?: string } } } })
        .fields;
      expect(photo.alt.en.trim()).not.toBe("");
      expect(photo.alt.hi?.trim()).toBeTruthy();
      const stored = await storedPicture(photo.src);
      expect(stored.name).toBe(name);
      expect(stored.file).toMatchObject({ contentType: "image/jpeg", sha256: sha256(shipped(name)) });
    }

    const rows = await testDb.handle.db.select().from(campuses);
    const pictured = rows.filter((c) => CAMPUS_PHOTOS[c.name]);
    expect(pictured).toHaveLength(Object.keys(CAMPUS_PHOTOS).length);
    for (const campus of pictured) {
      const stored = await storedPicture(campus.photoUrl);
      expect(stored.name).toBe(CAMPUS_PHOTOS[campus.name]);
      expect(stored.file).toMatchObject({ contentType: "image/jpeg", sha256: sha256(shipped(stored.name)) });
    }
    expect(rows.filter((c) => !CAMPUS_PHOTOS[c.name]).every((c) => c.photoUrl === "")).toBe(true);
  });

  test("every shipped picture is one the seed uses, at most 1,600 px a side, and all of them stay within 15 MB", async () => {
    const files = fs.readdirSync(SEED_PICTURE_DIR).sort();
    expect(files).toEqual(Object.keys(SEED_PICTURE_SOURCES).sort());
    let total = 0;
    for (const name of files) {
      const bytes = new Uint8Array(shipped(name));
      const { width, height } = inspectImage(bytes);
      expect(Math.max(width, height)).toBeLessThanOrEqual(1600);
      total += bytes.byteLength;
    }
    expect(total).toBeLessThanOrEqual(15 * 1024 * 1024);
  });
});

describe("first administrator", () => {
  test("is created with a generated password written to a private file, once", async () => {
    const result = await ensureAdministrator(testDb.handle.db, { dataDir: testDb.dataDir });
    expect(result).toMatchObject({ created: true, email: GENERATED_ADMIN_EMAIL });
    if (!result.created || !result.generatedPassword || !result.passwordFile)
      throw new Error("expected a generated password");
    expect(fs.statSync(result.passwordFile).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(result.passwordFile, "utf8")).toContain(result.generatedPassword);
    const [admin] = await testDb.handle.db.select().from(users).where(eq(users.email, GENERATED_ADMIN_EMAIL));
    expect(admin?.role).toBe("Admin");
    expect(admin?.passwordHash.startsWith("$argon2id$")).toBe(true);
    expect(await verifyPassword(admin!.passwordHash, result.generatedPassword)).toBe(true);

    expect(await ensureAdministrator(testDb.handle.db, { dataDir: testDb.dataDir })).toEqual({ created: false });
  });

  test("comes from ADMIN_EMAIL and ADMIN_PASSWORD when no active administrator is left", async () => {
    await testDb.handle.db.update(users).set({ disabled: true });
    const result = await ensureAdministrator(testDb.handle.db, {
      email: "registrar.office@example.org",
      password: "a long enough password",
      dataDir: testDb.dataDir,
    });
    expect(result).toEqual({ created: true, email: "registrar.office@example.org" });
    const [admin] = await testDb.handle.db.select().from(users).where(eq(users.email, "registrar.office@example.org"));
    expect(admin).toMatchObject({ role: "Admin", disabled: false });
    const audit = await testDb.handle.db.select().from(auditLog).where(eq(auditLog.action, "user.create"));
    expect(audit.length).toBe(2);
  });
});
