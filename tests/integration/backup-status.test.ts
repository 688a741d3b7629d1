import { backupRuns } from "@/lib/db/schema";
import { ForbiddenError } from "@/lib/errors";
import { newId } from "@/lib/ids";
import type { Actor } from "@/lib/auth/actor";
import { backupStatus } from "@/lib/dashboard/backup-status";
import { setupTestDatabase, type TestDatabase } from "../helpers/test-database";

/** The dashboard's backup panel: the latest runs, and a warning when the last good one is over twice the interval old. */
const ADMIN: Actor = { kind: "user", id: "65f0000000000000000000ab", email: "admin@example.org", role: "Admin" };
const EDITOR: Actor = { kind: "user", id: "65f0000000000000000000ac", email: "editor@example.org", role: "Editor" };
const HOUR = 3_600_000;
let testDb: TestDatabase;

beforeAll(async () => {
  process.env.BACKUP_EVERY_HOURS = "6";
  testDb = await setupTestDatabase();
});
afterAll(() => testDb.teardown());

async function run(finishedAt: Date, ok: boolean) {
  await testDb.handle.db.insert(backupRuns).values({
    id: newId(),
    startedAt: new Date(finishedAt.getTime() - 1000),
    finishedAt,
    ok,
    trigger: "scheduled",
    sizeBytes: ok ? 1234 : null,
    error: ok ? null : "disk full",
  });
}

test("the panel shows the latest runs and warns when the last good backup is stale or the last run failed", async () => {
  const now = new Date("2026-11-27T12:00:00Z");
  expect(await backupStatus(ADMIN, now)).toEqual({
    everyHours: 6,
    last: undefined,
    lastOk: undefined,
    warning: undefined,
  });

  await run(new Date(now.getTime() - 11 * HOUR), true);
  const fresh = await backupStatus(ADMIN, now);
  expect(fresh).toMatchObject({ lastOk: { ok: true, sizeBytes: 1234 }, warning: undefined });
  expect((await backupStatus(ADMIN, new Date(now.getTime() + 2 * HOUR))).warning).toBe("stale");

  await run(new Date(now.getTime() - HOUR), false);
  expect(await backupStatus(ADMIN, now)).toMatchObject({ last: { ok: false, error: "disk full" }, warning: "failed" });

  await expect(backupStatus(EDITOR, now)).rejects.toThrow(ForbiddenError);
});
