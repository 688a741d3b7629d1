/**
 * The server's scheduled backups: one per interval however many instances share the database
 * (an advisory lock on PostgreSQL), the newest BACKUP_KEEP kept; and a backup killed with
 * SIGKILL midway leaves the earlier archives whole and nothing that looks like a finished one.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import crypto from "node:crypto";
import { spawn } from "node:child_process";
import { openDatabase, type DatabaseHandle } from "@/lib/db/client";
import { migrateDatabase } from "@/lib/db/migrate";
import { backupRuns, storedFileContents, storedFiles } from "@/lib/db/schema";
import { newId } from "@/lib/ids";
import { sha256Hex } from "@/lib/files/store";
import { openArchive } from "@/lib/backup/archive";
import { removeAbandonedPartials } from "@/lib/backup/archive-file";
import { startBackupSchedule } from "@/lib/backup/schedule";
import { backupToFile } from "@/lib/backup/take";
import { readAndCheckArchive } from "@/lib/backup/verify";
import { setupTestDatabase, type TestDatabase } from "../helpers/test-database";

const onPostgres = process.env.DSEU_TEST_DATABASE === "postgres";
// Long enough that the first check, on a busy machine, still comes before one interval has passed.
const INTERVAL_MS = 1500;
let testDb: TestDatabase;
let backupDir: string;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  backupDir = fs.mkdtempSync(path.join(os.tmpdir(), "dseu-backups-"));
  process.env.BACKUP_DIR = backupDir;
  process.env.BACKUP_EVERY_HOURS = String(INTERVAL_MS / 3_600_000);
  process.env.BACKUP_KEEP = "2";
  testDb = await setupTestDatabase();
});

afterAll(async () => {
  await testDb.teardown();
  fs.rmSync(backupDir, { recursive: true, force: true });
});

test("two instances on one database take one backup per interval, and the newest BACKUP_KEEP are kept", async () => {
  // A second instance: on PostgreSQL its own pool on the same database; PGlite has one process by design.
  const other: DatabaseHandle = onPostgres
    ? openDatabase({ kind: "postgres", url: process.env.DATABASE_URL! })
    : testDb.handle;
  const instances = [
    startBackupSchedule(() => testDb.handle, { timer: false }),
    startBackupSchedule(() => other, { timer: false }),
  ];
  // Nothing is due until one interval after the start.
  await Promise.all(instances.map((i) => i.tick()));
  expect(await testDb.handle.db.select().from(backupRuns)).toHaveLength(0);
  for (let round = 0; round < 3; round++) {
    await sleep(INTERVAL_MS + 100);
    await Promise.all(instances.map((i) => i.tick()));
  }
  await Promise.all(instances.map((i) => i.stop()));
  if (other !== testDb.handle) await other.close();

  const runs = await testDb.handle.db.select().from(backupRuns);
  expect(runs).toHaveLength(3);
  expect(runs.every((run) => run.ok && run.trigger === "scheduled")).toBe(true);
  const archives = fs.readdirSync(backupDir).sort();
  expect(archives).toHaveLength(2);
  expect(archives.map((name) => path.join(backupDir, name))).toEqual(
    runs
      .map((r) => r.fileName)
      .sort()
      .slice(1),
  );
  for (const name of archives) await readAndCheckArchive(openArchive(path.join(backupDir, name)));
});

const pgliteOnly = onPostgres ? test.skip : test;

pgliteOnly(
  "kill -9 during a backup leaves the earlier archive intact and no complete-looking file",
  async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dseu-kill-"));
    const handle = openDatabase({ kind: "pglite", dir: path.join(dataDir, "pglite") });
    await migrateDatabase(handle);
    // Enough file bytes that the backup is still being written when it is killed.
    for (let i = 0; i < 12; i++) {
      const bytes = crypto.randomBytes(1024 * 1024);
      const id = newId();
      const sha256 = sha256Hex(bytes);
      await handle.db.insert(storedFiles).values({
        id,
        sha256,
        sizeBytes: bytes.length,
        contentType: "application/pdf",
        originalName: `f${i}.pdf`,
        storageKey: `${sha256.slice(0, 2)}/${sha256}`,
      });
      await handle.db.insert(storedFileContents).values({ fileId: id, bytes });
    }
    const earlier = path.join(backupDir, "earlier.gz");
    await backupToFile(earlier, { trigger: "command", withFiles: false, withSecrets: false }, handle);
    await handle.close();

    const killed = path.join(backupDir, "killed.gz");
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/backup.ts", killed], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent" },
      stdio: "ignore",
    });
    const exited = new Promise((resolve) => child.once("exit", resolve));
    const partialOf = () => fs.readdirSync(backupDir).find((name) => name.startsWith(".killed.gz.partial-"));
    for (let waited = 0; !(partialOf() && fs.statSync(path.join(backupDir, partialOf()!)).size > 0); waited += 20) {
      if (waited > 120_000) throw new Error("the backup never started writing");
      await sleep(20);
    }
    child.kill("SIGKILL");
    await exited;

    const partial = partialOf()!;
    expect(fs.existsSync(killed)).toBe(false);
    await expect(readAndCheckArchive(openArchive(path.join(backupDir, partial)))).rejects.toThrow(
      /incomplete|cannot be read/,
    );
    const summary = await readAndCheckArchive(openArchive(earlier));
    expect(summary.checksums.files.count).toBe(12);
    expect(removeAbandonedPartials(backupDir)).toEqual([partial]);
    expect(fs.readdirSync(backupDir).filter((name) => name.includes("partial"))).toEqual([]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  },
  180_000,
);
