import { eq, isNotNull } from "drizzle-orm";
import { seedDatabase } from "@/lib/db/seed";
import { fileStore } from "@/lib/files/store";
import { contentItems, notices, storedFiles } from "@/lib/db/schema";
import { notices as noticeData } from "@/lib/db/seed/data/notices";
import { setupTestDatabase, type TestDatabase } from "../helpers/test-database";

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await setupTestDatabase();
  await seedDatabase(testDb.handle.db, fileStore());
  // The whole seed, pictures and documents included, on the embedded database of a busy machine.
}, 180_000);
afterAll(() => testDb.teardown());

const DRIVE = /drive\.google\.com/i;

describe("the seed's documents (GIGW: documents on the site)", () => {
  test("no seeded notice or content item links a Google Drive document", async () => {
    const rows = await testDb.handle.db.select({ title: notices.title, link: notices.link }).from(notices);
    expect(rows.length).toBe(noticeData.length);
    expect(rows.filter((row) => DRIVE.test(row.link ?? ""))).toEqual([]);
    const items = await testDb.handle.db
      .select({ type: contentItems.type, key: contentItems.key, published: contentItems.published })
      .from(contentItems);
    expect(items.filter((item) => DRIVE.test(JSON.stringify(item.published))).map((item) => item.key)).toEqual([]);
  });

  test("every notice the seed gives a document is a PDF the site holds and can serve", async () => {
    const shipped = noticeData.filter((notice) => notice.file);
    expect(shipped.length).toBeGreaterThan(0);
    const rows = await testDb.handle.db
      .select({ title: notices.title, file: storedFiles })
      .from(notices)
      .innerJoin(storedFiles, eq(storedFiles.id, notices.fileId))
      .where(isNotNull(notices.fileId));
    expect(rows.map((row) => row.title).sort()).toEqual(shipped.map((notice) => notice.title).sort());
    for (const { file } of rows) {
      expect(file.contentType).toBe("application/pdf");
      expect(file.hasTextLayer).toBe(true);
      const bytes = await fileStore().read(file);
      expect(bytes?.byteLength).toBe(file.sizeBytes);
      expect(bytes?.subarray(0, 5).toString()).toBe("%PDF-");
    }
  });
});
