import { seedDatabase } from "@/lib/db/seed";
import { fileStore } from "@/lib/files/store";
import { hasProgramDetail, listPrograms } from "@/lib/programs/queries";
import sitemap from "@/app/sitemap";
import { setupTestDatabase, type TestDatabase } from "../helpers/test-database";

jest.mock("next/cache", () => ({ unstable_cache: (fn: unknown) => fn }));
jest.mock("next/server", () => ({ connection: async () => undefined }));

let testDb: TestDatabase;
const BASE = "http://localhost:3000";

beforeAll(async () => {
  testDb = await setupTestDatabase();
  await seedDatabase(testDb.handle.db, fileStore());
}, 180_000);
afterAll(() => testDb.teardown());

test("the sitemap lists each programme page in Hindi next to the English one, each naming both", async () => {
  const entries = new Map((await sitemap()).map((e) => [e.url, e]));
  const programPaths = (await listPrograms()).filter(hasProgramDetail).map((p) => `/programs/${p.id}`);
  expect(programPaths.length).toBeGreaterThan(0);
  for (const path of ["/courses", "/courses/diploma", "/courses/ug", "/courses/pg", ...programPaths]) {
    const english = entries.get(`${BASE}${path}`);
    const hindi = entries.get(`${BASE}/hi${path}`);
    expect(hindi?.lastModified).toBe(english?.lastModified);
    expect(hindi?.alternates?.languages).toEqual({
      en: `${BASE}${path}`,
      hi: `${BASE}/hi${path}`,
      "x-default": `${BASE}${path}`,
    });
    expect(english?.alternates?.languages).toEqual(hindi?.alternates?.languages);
  }
});
