import { sql } from "drizzle-orm";
import { migrateDatabase } from "@/lib/db/migrate";
import { setupTestDatabase, type TestDatabase } from "../helpers/test-database";

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await setupTestDatabase();
});
afterAll(() => testDb.teardown());

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

test("the committed migrations create every table", async () => {
  const result = await testDb.handle.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  const tables = rowsOf<{ table_name: string }>(result).map((r) => r.table_name);
  expect(tables).toEqual(
    expect.arrayContaining([
      "admission_results",
      "admission_rounds",
      "audit_log",
      "campuses",
      "department_school_members",
      "department_schools",
      "departments",
      "exam_documents",
      "faculty",
      "faculty_research",
      "notices",
      "office_holders",
      "program_campuses",
      "programs",
      "stored_files",
      "submissions",
      "users",
    ]),
  );
});

test("applying the migrations again changes nothing", async () => {
  await expect(migrateDatabase(testDb.handle)).resolves.toBeUndefined();
});

test("emails of users must be lower case", async () => {
  await expect(
    testDb.handle.db.execute(
      sql`insert into users (id, email, password_hash, role) values ('0123456789abcdef01234567', 'Upper@Example.org', 'x', 'Admin')`,
    ),
  ).rejects.toThrow();
});
