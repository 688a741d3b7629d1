import { and, eq } from "drizzle-orm";
import { seedDatabase } from "@/lib/db/seed";
import { fileStore } from "@/lib/files/store";
import { programs } from "@/lib/db/schema";
import { programs as programData } from "@/lib/db/seed/data/programs";
import { hindiEligibility, hindiProgrammes } from "@/lib/db/seed/content/hindi-programmes";
import { setupTestDatabase, type TestDatabase } from "../helpers/test-database";

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await setupTestDatabase();
}, 30_000);
afterAll(() => testDb.teardown());

const DEVANAGARI = /[\u0900-\u097F]/;
const byCode = async (code: string) =>
  (await testDb.handle.db.select().from(programs).where(eq(programs.code, code)))[0]!;

test("the seed input has Hindi for every programme, by its unique code, and for every eligibility rule", () => {
  const codes = programData.map((p) => p.code);
  expect(new Set(codes).size).toBe(codes.length);
  expect(Object.keys(hindiProgrammes).sort()).toEqual([...codes].sort());
  for (const p of programData) expect(hindiEligibility[p.eligibility]).toMatch(DEVANAGARI);
});

test("a fresh seed writes every programme's Hindi name, description and eligibility", async () => {
  await seedDatabase(testDb.handle.db, fileStore());
  const rows = await testDb.handle.db.select().from(programs);
  expect(rows).toHaveLength(programData.length);
  for (const row of rows) {
    expect(row.nameHi).toMatch(DEVANAGARI);
    expect(row.descriptionHi).toMatch(DEVANAGARI);
    expect(row.eligibilityHi).toMatch(DEVANAGARI);
  }
  expect((await byCode("BCA")).nameHi).toBe("बैचलर ऑफ़ कंप्यूटर एप्लिकेशंस (BCA)");
});

test("a database seeded before the Hindi gets it on the next seed, without touching what staff wrote or changed", async () => {
  const db = testDb.handle.db;
  // As a database seeded before migration 0009: no Hindi anywhere.
  await db.update(programs).set({ nameHi: null, descriptionHi: null, eligibilityHi: null });
  // Staff wrote their own Hindi name for one programme, and changed another's English description.
  await db.update(programs).set({ nameHi: "कर्मचारियों का लिखा नाम" }).where(eq(programs.code, "MCA"));
  await db
    .update(programs)
    .set({ description: "Edited by staff." })
    .where(and(eq(programs.code, "DCOMP"), eq(programs.level, "DIPLOMA")));

  const counts = await seedDatabase(db, fileStore());
  expect(counts.programs).toBe(0);
  expect(counts.programTranslations).toBe(programData.length);

  const mca = await byCode("MCA");
  expect(mca.nameHi).toBe("कर्मचारियों का लिखा नाम");
  expect(mca.descriptionHi).toBe(hindiProgrammes.MCA!.description);
  const dcomp = await byCode("DCOMP");
  expect(dcomp.nameHi).toBe(hindiProgrammes.DCOMP!.name);
  // The seed's Hindi translates the seed's English, not the staff's: that description stays without Hindi.
  expect(dcomp.descriptionHi).toBeNull();
  expect(dcomp.eligibilityHi).toMatch(DEVANAGARI);

  // Once filled, a further seed has nothing to do.
  expect((await seedDatabase(db, fileStore())).programTranslations).toBe(0);
});
